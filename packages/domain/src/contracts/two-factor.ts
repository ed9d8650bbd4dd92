/**
 * Two-factor sign-in (issue 15, beyond the spec): the second sign-in step (POST
 * /api/user/signin/twoFactor; the first step's answer is in current-user.ts) and the calls of
 * /settings/security. The login pages load this file only with the code step, on demand.
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { RECOVERY_CODE_COUNT } from '../rules/two-factor/two-factor.ts';
import { apiErrorSchema } from './common.ts';
import { accountErrors, signinSessionSchema, USER_TAGS } from './current-user.ts';
import { defineEndpoint } from './endpoint.ts';

const TWO_FACTOR_TAGS = ['twoFactor'];

// POST /api/user/signin/twoFactor (issue 15): the second step, with an authenticator or a recovery code.
export const signinTwoFactorBodySchema = z
  .object({
    challengeId: z.string().min(1).max(128),
    code: z
      .string()
      .trim()
      .regex(/^\d{3}\s?\d{3}$/, 'Enter the 6 digits of the code.')
      .optional(),
    recoveryCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z2-7]{5}[\s-]?[A-Za-z2-7]{5}$/, 'Enter a recovery code like ABCDE-FGH23.')
      .optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    message: 'Send either code or recoveryCode.',
    path: ['code'],
  });
export type SigninTwoFactorBody = z.input<typeof signinTwoFactorBodySchema>;

export const twoFactorPolicySchema = z.enum(['STAFF', 'OPTIONAL', 'UNAVAILABLE']);

export const twoFactorStatusSchema = z
  .object({
    policy: twoFactorPolicySchema.describe(
      'STAFF (NA, NSU, NU): may enrol, and keeps it once enrolled; OPTIONAL (CA): may opt in and out; UNAVAILABLE: everyone else.',
    ),
    enabled: z.boolean().describe('Sign-in asks for a code.'),
    enabledAt: z.iso.datetime().nullable(),
    recoveryCodesLeft: z.number().int().min(0).max(RECOVERY_CODE_COUNT),
    mayDisable: z.boolean(),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorSetupSchema = z
  .object({
    manualKey: z.string().describe('The Base32 secret in groups of four, to type into the app.'),
    otpauthUri: z.string().describe('otpauth://totp/… (SHA-1, 6 digits, 30 s), what the QR code holds.'),
    qrCode: z.string().describe('The QR code of otpauthUri as an SVG data URL (drawn on the server).'),
  })
  .meta({ id: 'TwoFactorSetup' });
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorCodeBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{3}\s?\d{3}$/, 'Enter the 6 digits of the code.'),
});
export type TwoFactorCodeBody = z.input<typeof twoFactorCodeBodySchema>;

export const recoveryCodesAnswerSchema = z
  .object({
    recoveryCodes: z
      .array(z.string())
      .length(RECOVERY_CODE_COUNT)
      .describe('Shown once: only their hashes are kept. Each works once, instead of a code.'),
    status: twoFactorStatusSchema,
  })
  .meta({ id: 'TwoFactorRecoveryCodes' });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;

const statusAnswer = z.object({ status: twoFactorStatusSchema });

export const twoFactorEndpoints = {
  signinTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/user/signin/twoFactor',
    access: 'public',
    tags: USER_TAGS,
    description:
      "Issue 15: completes a sign-in that answered twoFactorRequired, with the 6-digit code of the authenticator app (RFC 6238 TOTP; the steps before and after are accepted, a code is accepted once) or a one-time recovery code. Answers as POST /api/user/signin does and sets the session cookie. The challenge is single-use, expires after 5 minutes and allows 5 attempts (401 TWO_FACTOR_CHALLENGE_EXPIRED: log in again); a wrong code is 401 TWO_FACTOR_CODE_INVALID and counts against the account's sign-in attempts (429 TOO_MANY_ATTEMPTS).",
    body: signinTwoFactorBodySchema,
    records: [
      {
        in: 'body',
        name: 'challengeId',
        exempt:
          'an unguessable single-use token (stored hashed) issued by the password step; it names no tenant record',
      },
      {
        in: 'body',
        name: 'recoveryCode',
        exempt:
          "a one-time secret checked against the challenge's own user's hashed codes; it names no record",
      },
    ],
    responses: { 200: signinSessionSchema, ...accountErrors },
    example: { body: { challengeId: 'bXktY2hhbGxlbmdlLWlk', code: '123456' } },
  }),
  getTwoFactor: defineEndpoint({
    method: 'GET',
    path: '/api/user/twoFactor',
    access: HUB_ROUTE_RULES.loggedIn,
    viewAs: 'refused',
    tags: TWO_FACTOR_TAGS,
    description: "The caller's two-factor sign-in: who may use it, whether it is on, recovery codes left.",
    responses: { 200: statusAnswer },
    example: {},
  }),
  startTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/user/twoFactor/start',
    access: HUB_ROUTE_RULES.twoFactor,
    viewAs: 'refused',
    tags: TWO_FACTOR_TAGS,
    description:
      'Makes a new TOTP secret (pending: sign-in does not ask for it until confirmed) and answers its QR code and manual key. A new start replaces a pending secret. 409 TWO_FACTOR_STATE_CONFLICT when two-factor sign-in is on already.',
    responses: { 200: twoFactorSetupSchema, 409: apiErrorSchema },
    example: {},
  }),
  confirmTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/user/twoFactor/confirm',
    access: HUB_ROUTE_RULES.twoFactor,
    viewAs: 'refused',
    tags: TWO_FACTOR_TAGS,
    description:
      'Turns two-factor sign-in on with a code of the pending secret; answers 10 recovery codes, once. 400 TWO_FACTOR_CODE_REFUSED for a wrong code; 409 when nothing is pending.',
    body: twoFactorCodeBodySchema,
    responses: { 200: recoveryCodesAnswerSchema, 409: apiErrorSchema },
    example: { body: { code: '123456' } },
  }),
  disableTwoFactor: defineEndpoint({
    method: 'POST',
    path: '/api/user/twoFactor/disable',
    access: HUB_ROUTE_RULES.twoFactor,
    viewAs: 'refused',
    tags: TWO_FACTOR_TAGS,
    description:
      'A client admin turns two-factor sign-in off with a current code; the secret and recovery codes are deleted. Staff keep it once enrolled (403 TWO_FACTOR_REQUIRED).',
    body: twoFactorCodeBodySchema,
    responses: { 200: statusAnswer, 409: apiErrorSchema },
    example: { body: { code: '123456' } },
  }),
  regenerateRecoveryCodes: defineEndpoint({
    method: 'POST',
    path: '/api/user/twoFactor/recoveryCodes',
    access: HUB_ROUTE_RULES.twoFactor,
    viewAs: 'refused',
    tags: TWO_FACTOR_TAGS,
    description:
      'Replaces the recovery codes with 10 new ones (answered once), with a current code; the old ones stop working.',
    body: twoFactorCodeBodySchema,
    responses: { 200: recoveryCodesAnswerSchema, 409: apiErrorSchema },
    example: { body: { code: '123456' } },
  }),
};
