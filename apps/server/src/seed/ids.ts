import { createHash } from 'node:crypto';

/**
 * A name-based UUID (RFC 9562 version 5 layout over SHA-1) for seeded rows such as organisation
 * groups and users: the same name always gives the same id, whatever the seed or the count, so
 * links and tests can rely on them.
 */
export function seedUuid(kind: string, name: string): string {
  const bytes = createHash('sha1').update(`navia-seed:${kind}:${name}`).digest();
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** IMO ship identification number: six digits and a check digit (sum of digit × (7..2), mod 10). */
export function imoNumber(sixDigits: number): string {
  const digits = String(sixDigits).padStart(6, '0');
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(digits.charAt(i)) * (7 - i);
  return `${digits}${sum % 10}`;
}
