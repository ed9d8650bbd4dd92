/**
 * Two-factor sign-in (issue 15, beyond the spec): who may use it, the code formats and the limits.
 * TOTP follows RFC 6238 with what every authenticator app uses: SHA-1, 6 digits, 30-second steps.
 */
import type { Role } from '../access.ts';

export const TOTP_SETTINGS = {
  digits: 6,
  periodSeconds: 30,
  /** Codes of the step before and after the server's are accepted too (clock drift, typing time). */
  windowSteps: 1,
} as const;

/** One-time recovery codes per set, shown once. */
export const RECOVERY_CODE_COUNT = 10;
/** The second sign-in step must be completed within this time (then the password is asked again). */
export const TWO_FACTOR_CHALLENGE_MINUTES = 5;
/** Codes tried on one challenge before it is spent (the per-account sign-in limits apply as well). */
export const TWO_FACTOR_CHALLENGE_ATTEMPTS = 5;
/** The issuer the authenticator app shows beside the account. */
export const TWO_FACTOR_ISSUER = 'NAVIA';

/**
 * - STAFF (NA, NSU, NU): may enrol; once enrolled every sign-in asks for a code and it cannot be
 *   turned off by the user (issue 15: "required once enrolled").
 * - OPTIONAL (CA): may opt in, and opt out again with a current code.
 * - UNAVAILABLE (everyone else): the customers' users and trusted parties sign in with a password.
 */
export type TwoFactorPolicy = 'STAFF' | 'OPTIONAL' | 'UNAVAILABLE';

const STAFF_ROLES: readonly Role[] = ['NA', 'NSU', 'NU'];

export function twoFactorPolicyFor(role: Role): TwoFactorPolicy {
  if (STAFF_ROLES.includes(role)) return 'STAFF';
  return role === 'CA' ? 'OPTIONAL' : 'UNAVAILABLE';
}

export function mayEnrolTwoFactor(role: Role): boolean {
  return twoFactorPolicyFor(role) !== 'UNAVAILABLE';
}

export function mayDisableTwoFactor(role: Role): boolean {
  return twoFactorPolicyFor(role) === 'OPTIONAL';
}

/** An authenticator code as typed: spaces dropped ("123 456" is how apps show it). */
export function normaliseTotpCode(input: string): string {
  return input.replace(/\s+/g, '');
}

export const TOTP_CODE_PATTERN = /^\d{6}$/;

/**
 * Recovery codes are 10 characters of the RFC 4648 base32 alphabet (50 bits of entropy), shown as
 * XXXXX-XXXXX. Typed codes are compared case-insensitively, ignoring spaces and dashes.
 */
export const RECOVERY_CODE_LENGTH = 10;

export function normaliseRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

export function formatRecoveryCode(code: string): string {
  const plain = normaliseRecoveryCode(code);
  return `${plain.slice(0, 5)}-${plain.slice(5)}`;
}

export const RECOVERY_CODE_PATTERN = /^[A-Z2-7]{10}$/;

/** The manual key in groups of four, as authenticator apps accept it. */
export function formatManualKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The texts of the login step and the security page (upper case as the spec's labels). */
export const TWO_FACTOR_TEXTS = {
  formTitle: 'TWO-FACTOR SIGN-IN',
  stepTitle: 'AUTHENTICATION CODE',
  codeHint: 'Enter the 6-digit code from your authenticator app.',
  recoveryHint: 'Enter one of your recovery codes. Each code works once.',
  useRecoveryCode: 'USE A RECOVERY CODE',
  useAuthenticator: 'USE THE AUTHENTICATOR APP',
  recoveryCodeLabel: 'RECOVERY CODE',
  verify: 'VERIFY',
  back: 'BACK TO LOG IN',
  codeFormat: 'Enter the 6 digits of the code.',
  recoveryFormat: 'Enter a recovery code like ABCDE-FGH23.',
} as const;
