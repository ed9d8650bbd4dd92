/**
 * TOTP (RFC 6238) with otplib: SHA-1, 6 digits, 30-second steps, the step before and after the
 * server's accepted, and a code accepted once (a step at or before the last accepted one is refused).
 * The time always comes from the caller (the app's clock), never from Date.now().
 */
import { TOTP_SETTINGS, TWO_FACTOR_ISSUER } from '@navia/domain/rules/two-factor/two-factor';
import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

const TOTP_OPTIONS = {
  algorithm: 'sha1',
  digits: TOTP_SETTINGS.digits,
  period: TOTP_SETTINGS.periodSeconds,
} as const;

const epochOf = (at: Date) => Math.floor(at.getTime() / 1000);

/** A new Base32 secret of 20 random bytes (160 bits, RFC 4226's recommendation). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// URI the QR code carries. */
export function totpUri(secret: string, accountEmail: string): string {
  return generateURI({ issuer: TWO_FACTOR_ISSUER, label: accountEmail, secret, ...TOTP_OPTIONS });
}

/** The code of the time step holding `at` (tests, and the e2e's twin of what an app shows). */
export function totpCodeAt(secret: string | Uint8Array, at: Date, digits: number = TOTP_SETTINGS.digits) {
  return generateSync({ secret, epoch: epochOf(at), ...TOTP_OPTIONS, digits });
}

/**
 * The time step the code belongs to, or null when it matches no step of the window or a step at or
 * before `afterTimeStep` (already used: replay).
 */
export function verifyTotp(input: {
  secret: string;
  code: string;
  at: Date;
  afterTimeStep: number | null;
}): number | null {
  if (!/^\d{6}$/.test(input.code)) return null;
  const result = verifySync({
    secret: input.secret,
    token: input.code,
    epoch: epochOf(input.at),
    epochTolerance: TOTP_SETTINGS.windowSteps * TOTP_SETTINGS.periodSeconds,
    ...(input.afterTimeStep === null ? {} : { afterTimeStep: input.afterTimeStep }),
    ...TOTP_OPTIONS,
  });
  // The functional API answers HOTP or TOTP results; a TOTP match carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
