import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { newTotpSecret, totpCodeAt, totpUri, verifyTotp } from './totp.ts';

// RFC 6238 Appendix B: the SHA-1 seed is the ASCII string "12345678901234567890".
const RFC_SEED = new TextEncoder().encode('12345678901234567890');
const RFC_SHA1_VECTORS: [unixSeconds: number, eightDigits: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];
const at = (unixSeconds: number) => new Date(unixSeconds * 1000);

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_SHA1_VECTORS)('gives the RFC 6238 SHA-1 code at %i s', (time, expected) => {
    expect(totpCodeAt(RFC_SEED, at(time), 8)).toBe(expected);
    // 6 digits are the last 6 of the same truncation (the value modulo 10^6).
    expect(totpCodeAt(RFC_SEED, at(time))).toBe(expected.slice(2));
  });

  const secret = newTotpSecret();
  const now = at(1_800_000_015); // step 60 000 000, 15 s into it
  const step = Math.floor(1_800_000_015 / 30);

  it.each([
    ['the current step', 0, step],
    ['the step before (clock window -1)', -30, step - 1],
    ['the step after (clock window +1)', 30, step + 1],
  ])('accepts a code of %s', (_name, offset, expectedStep) => {
    const code = totpCodeAt(secret, at(1_800_000_015 + offset));
    expect(verifyTotp({ secret, code, at: now, afterTimeStep: null })).toBe(expectedStep);
  });

  it.each([
    ['two steps before', -60],
    ['two steps after', 60],
  ])('refuses a code from %s (outside the window)', (_name, offset) => {
    const code = totpCodeAt(secret, at(1_800_000_015 + offset));
    expect(verifyTotp({ secret, code, at: now, afterTimeStep: null })).toBeNull();
  });

  it('refuses a code whose step was accepted already (no reuse), and older steps', () => {
    const code = totpCodeAt(secret, now);
    expect(verifyTotp({ secret, code, at: now, afterTimeStep: step })).toBeNull();
    const previous = totpCodeAt(secret, at(1_800_000_015 - 30));
    expect(verifyTotp({ secret, code: previous, at: now, afterTimeStep: step })).toBeNull();
    const next = totpCodeAt(secret, at(1_800_000_015 + 30));
    expect(verifyTotp({ secret, code: next, at: now, afterTimeStep: step })).toBe(step + 1);
  });

  it('refuses what is not 6 digits and a code of another secret', () => {
    expect(verifyTotp({ secret, code: '12345', at: now, afterTimeStep: null })).toBeNull();
    expect(verifyTotp({ secret, code: 'abcdef', at: now, afterTimeStep: null })).toBeNull();
    const other = totpCodeAt(newTotpSecret(), now);
    const own = totpCodeAt(secret, now);
    if (other !== own) expect(verifyTotp({ secret, code: other, at: now, afterTimeStep: null })).toBeNull();
  });

  it('makes 160-bit Base32 secrets and an otpauth URI with the app settings', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(totpUri(secret, 'staff@navia.demo'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('NAVIA');
    expect(uri.searchParams.get('digits') ?? '6').toBe('6');
    expect(uri.searchParams.get('period') ?? '30').toBe('30');
    expect((uri.searchParams.get('algorithm') ?? 'SHA1').toUpperCase()).toBe('SHA1');
  });
});

describe('recovery codes', () => {
  it('makes 10 distinct XXXXX-XXXXX codes and hashes that ignore case and dashes', () => {
    const { codes, hashes } = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    const first = codes[0] ?? '';
    expect(hashRecoveryCode(first.toLowerCase().replace('-', ' '))).toBe(hashes[0]);
    expect(hashes[0]).not.toContain(first.replace('-', ''));
  });
});
