/**
 * Matching an invited partner against entities already on connect (issue 17, connect §3 Invite
 * "possibleExistingEntities"): the same business number, a similar company name, or the same
 * e-mail domain. Pure functions, shared by the server's invite call and its tests.
 */

/**
 * Legal-form words left out when names are compared ("Harbour Timber Pty Ltd" is "Harbour Timber").
 * Only whole words, so "Cobalt" keeps its "Co".
 */
const LEGAL_FORM_WORDS = new Set([
  'pty',
  'pte',
  'pvt',
  'ltd',
  'limited',
  'co',
  'company',
  'corp',
  'corporation',
  'inc',
  'incorporated',
  'llc',
  'llp',
  'plc',
  'sdn',
  'bhd',
  'berhad',
  'gmbh',
  'ag',
  'sa',
  'sarl',
  'bv',
  'nv',
  'kk',
  'private',
  'proprietary',
  'the',
  'and',
]);

/** Free and public mail services: a shared domain there says nothing about the company. */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.com.au',
  'yahoo.co.uk',
  'ymail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
  'yandex.com',
  'qq.com',
  '163.com',
  '126.com',
  'bigpond.com',
  'bigpond.net.au',
  'optusnet.com.au',
]);

/**
 * A company name reduced for comparison: lower case, accents and punctuation dropped ("&" is "and"),
 * legal-form words left out, single spaces. "Harbour-Timber Pty. Ltd." → "harbour timber".
 */
export function normaliseCompanyName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    // "Sdn. Bhd." and "Pty. Ltd." lose their dots; other punctuation separates words.
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '' && !LEGAL_FORM_WORDS.has(w));
  return words.join(' ');
}

/** Two company names are similar when they are the same once normalised (and not empty then). */
export function similarCompanyNames(a: string, b: string): boolean {
  const x = normaliseCompanyName(a);
  const y = normaliseCompanyName(b);
  if (x === '' || y === '') return false;
  // "Harbour Timber" and "HarbourTimber" are the same name written two ways.
  return x === y || x.replace(/ /g, '') === y.replace(/ /g, '');
}

/** A business number reduced for comparison: letters and digits only, upper case ("51 824-753" → "51824753"). */
export function normaliseBusinessNumber(value: string | null | undefined): string {
  return (value ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** Same business number: equal once normalised, and at least 4 characters (so "N/A" or "0" matches nothing). */
export function sameBusinessNumber(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = normaliseBusinessNumber(a);
  return x.length >= 4 && x === normaliseBusinessNumber(b);
}

/** The domain of an e-mail address, lower case; null when there is none. */
export function emailDomain(email: string | null | undefined): string | null {
  const at = (email ?? '').lastIndexOf('@');
  if (at < 1) return null;
  const domain = (email ?? '')
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domain.includes('.') ? domain : null;
}

/** A company's own mail domain (not a public mail service), or null. */
export function companyEmailDomain(email: string | null | undefined): string | null {
  const domain = emailDomain(email);
  return domain && !PUBLIC_MAIL_DOMAINS.has(domain) ? domain : null;
}

export type MatchReason = 'BUSINESS_NUMBER' | 'NAME' | 'EMAIL_DOMAIN';

/** What is known of an entity already on connect, for matching. */
export type MatchCandidate = {
  names: readonly string[];
  businessNumber: string | null;
  /** Its contact e-mail and its users' e-mails. */
  emails: readonly string[];
};

export type InvitedPartner = { companyName: string; businessNumber?: string | null; contactEmail: string };

/** Why `candidate` may be the partner being invited (empty: it is not). */
export function matchReasons(partner: InvitedPartner, candidate: MatchCandidate): MatchReason[] {
  const reasons: MatchReason[] = [];
  if (sameBusinessNumber(partner.businessNumber, candidate.businessNumber)) reasons.push('BUSINESS_NUMBER');
  if (candidate.names.some((n) => similarCompanyNames(partner.companyName, n))) reasons.push('NAME');
  const domain = companyEmailDomain(partner.contactEmail);
  if (domain && candidate.emails.some((e) => companyEmailDomain(e) === domain)) reasons.push('EMAIL_DOMAIN');
  return reasons;
}

/**
 * connect §6 "invite trusted parties": who may invite partners and answer invites for their
 * entity: provider staff, client admins (CA), trusted-party admins (TPADMIN), and users given the
 * connectInviteTrustedParties flag.
 */
export function mayInviteTrustedParties(user: {
  role: string;
  connectInviteTrustedParties: boolean;
}): boolean {
  return ['NA', 'NSU', 'NU', 'CA', 'TPADMIN'].includes(user.role) || user.connectInviteTrustedParties;
}
