/**
 * The test gateway's card form (issue 14, decision 021): what the user types, checked before the
 * card is sent to the tokens call. Pure, so the messages are tested without a page. The number
 * only lives in the form's memory: it is never stored in web storage nor logged.
 */
import { type CardType, cardTypeOf, passesLuhn } from '@navia/domain/rules/invoices/merchant-fee';

export type CardForm = { number: string; expiry: string; cvc: string; name: string };
export const emptyCardForm: CardForm = { number: '', expiry: '', cvc: '', name: '' };

export const CARD_ERRORS = {
  NUMBER_REQUIRED: 'Enter the card number.',
  NUMBER_INVALID: 'This card number is not valid.',
  BRAND_NOT_TAKEN: 'We take Visa, Mastercard and American Express.',
  EXPIRY_FORMAT: 'Enter the expiry as MM/YY.',
  EXPIRED: 'This card has expired.',
  CVC_FORMAT: 'Enter the 3-digit security code.',
  CVC_FORMAT_AMEX: 'Enter the 4-digit security code.',
} as const;

export const BRAND_NAMES: Readonly<Record<CardType, string>> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
};

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** The number as typed, grouped for reading: 4-4-4-4 (Amex 4-6-5), at most 19 digits. */
export function formatCardNumber(text: string): string {
  const digits = digitsOf(text).slice(0, 19);
  if (/^3[47]/.test(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The brand as soon as the leading digits tell it (before the number is complete). */
export function brandAsTyped(text: string): CardType | null {
  const digits = digitsOf(text);
  const complete = cardTypeOf(digits);
  if (complete) return complete;
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]|7[01]|720))/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return null;
}

/** 'MM/YY' while typing: the slash comes after the month. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The expiry's month and four-digit year, or null when it is not MM/YY (or MM/YYYY). */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = Number(match[1]);
  const written = Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year: (match[2] ?? '').length === 2 ? 2000 + written : written };
}

/** A card is good to the end of its expiry month. */
export const isExpired = (expiry: { month: number; year: number }, now: Date): boolean =>
  expiry.year < now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1);

export type CardErrors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

/** Each field's problem, or nothing: a form without errors can be tokenized. */
export function cardFormErrors(form: CardForm, now: Date): CardErrors {
  const errors: CardErrors = {};
  const digits = digitsOf(form.number);
  if (digits === '') errors.number = CARD_ERRORS.NUMBER_REQUIRED;
  else if (!passesLuhn(digits)) errors.number = CARD_ERRORS.NUMBER_INVALID;
  else if (!cardTypeOf(digits)) errors.number = CARD_ERRORS.BRAND_NOT_TAKEN;
  const expiry = parseExpiry(form.expiry);
  if (!expiry) errors.expiry = CARD_ERRORS.EXPIRY_FORMAT;
  else if (isExpired(expiry, now)) errors.expiry = CARD_ERRORS.EXPIRED;
  const amex = brandAsTyped(digits) === 'AMEX';
  if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(form.cvc.trim())) {
    errors.cvc = amex ? CARD_ERRORS.CVC_FORMAT_AMEX : CARD_ERRORS.CVC_FORMAT;
  }
  return errors;
}

/** The tokens call's body from a checked form. */
export function tokenizeBodyOf(form: CardForm): {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
} {
  const expiry = parseExpiry(form.expiry) ?? { month: 0, year: 0 };
  return {
    number: digitsOf(form.number),
    expMonth: expiry.month,
    expYear: expiry.year,
    cvc: form.cvc.trim(),
  };
}
