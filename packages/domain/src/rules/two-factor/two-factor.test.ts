import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../access.ts';
import {
  formatManualKey,
  formatRecoveryCode,
  mayDisableTwoFactor,
  mayEnrolTwoFactor,
  normaliseRecoveryCode,
  normaliseTotpCode,
  RECOVERY_CODE_PATTERN,
  TOTP_CODE_PATTERN,
  twoFactorPolicyFor,
} from './two-factor.ts';

const EXPECTED: Record<Role, { policy: string; enrol: boolean; disable: boolean }> = {
  NA: { policy: 'STAFF', enrol: true, disable: false },
  NSU: { policy: 'STAFF', enrol: true, disable: false },
  NU: { policy: 'STAFF', enrol: true, disable: false },
  CA: { policy: 'OPTIONAL', enrol: true, disable: true },
  TPADMIN: { policy: 'UNAVAILABLE', enrol: false, disable: false },
  ADMIN: { policy: 'UNAVAILABLE', enrol: false, disable: false },
  NC: { policy: 'UNAVAILABLE', enrol: false, disable: false },
  OP: { policy: 'UNAVAILABLE', enrol: false, disable: false },
  TPOP: { policy: 'UNAVAILABLE', enrol: false, disable: false },
  TP: { policy: 'UNAVAILABLE', enrol: false, disable: false },
};

describe('two-factor policy (issue 15)', () => {
  it.each(ROLES.map((role) => [role, EXPECTED[role]] as const))('%s: %o', (role, expected) => {
    expect(twoFactorPolicyFor(role)).toBe(expected.policy);
    expect(mayEnrolTwoFactor(role)).toBe(expected.enrol);
    expect(mayDisableTwoFactor(role)).toBe(expected.disable);
  });
});

describe('code formats', () => {
  it.each([
    ['123456', '123456', true],
    ['123 456', '123456', true],
    [' 12 34 56 ', '123456', true],
    ['12345', '12345', false],
    ['12345a', '12345a', false],
  ])('authenticator code %j reads as %j (valid: %s)', (typed, normalised, valid) => {
    expect(normaliseTotpCode(typed)).toBe(normalised);
    expect(TOTP_CODE_PATTERN.test(normaliseTotpCode(typed))).toBe(valid);
  });

  it.each([
    ['abcde-fgh23', 'ABCDEFGH23', true],
    ['ABCDE FGH23', 'ABCDEFGH23', true],
    ['ABCDEFGH23', 'ABCDEFGH23', true],
    ['ABCDE-FGH1', 'ABCDEFGH1', false],
    ['ABCDE-FGH18', 'ABCDEFGH18', false],
  ])('recovery code %j reads as %j (valid: %s)', (typed, normalised, valid) => {
    expect(normaliseRecoveryCode(typed)).toBe(normalised);
    expect(RECOVERY_CODE_PATTERN.test(normaliseRecoveryCode(typed))).toBe(valid);
  });

  it('formats recovery codes and the manual key for reading', () => {
    expect(formatRecoveryCode('abcdefgh23')).toBe('ABCDE-FGH23');
    expect(formatManualKey('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
  });
});
