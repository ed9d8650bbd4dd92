/**
 * Contracts for sign-in, accounts and the current user (hub §3 "Current user", hub §7 "User and
 * settings", connect §7 "User and session"). Field names follow the spec exactly. The current user
 * and the calls of the app shell and the login pages are declared in current-user.ts (decision
 * 022) and exported from here too.
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { emailSchema, okSchema } from './common.ts';
import {
  accountErrors,
  currentUserEndpoints,
  getUpdatedSelfResponseSchema,
  homeCountrySchema,
  settingsErrors,
  themeSchema,
  USER_TAGS,
  unitOfMeasureSchema,
} from './current-user.ts';
import { defineEndpoint } from './endpoint.ts';

export {
  type CurrentUser,
  contactSchema,
  cookieBannerBodySchema,
  currentUserSchema,
  emailOnlyBodySchema,
  getUpdatedSelfResponseSchema,
  homeCountrySchema,
  type NetworkEntityKind,
  networkEntityKindSchema,
  orgGroupSummarySchema,
  permissionsSchema,
  requestPassResetResponseSchema,
  roleSchema,
  type SigninBody,
  signinBodySchema,
  signinResponseSchema,
  themeSchema,
  unitOfMeasureSchema,
  VIEW_AS_RETURN_PATHS,
  type ViewAs,
  type ViewAsReturnPath,
  viewAsReturnPathSchema,
  viewAsSchema,
} from './current-user.ts';

/** A password as typed by a user: long enough to resist guessing, short enough to hash cheaply. */
export const newPasswordSchema = z
  .string()
  .min(10, 'A minimum of 10 characters is required')
  .max(128, 'A maximum of 128 characters are allowed');

// POST /api/user/signup (payload beyond email and password not shown in the spec: designed here)
export const signupBodySchema = z.object({
  fullname: z.string().trim().min(1, 'This field is required.').max(120),
  email: emailSchema,
  password: newPasswordSchema,
  homeCountry: homeCountrySchema,
  loginFromConnect: z.boolean().default(false),
});
export type SignupBody = z.input<typeof signupBodySchema>;

// POST /api/user/validate, /token, /tokenNoEmail
export const tokenBodySchema = z.object({ token: z.string().min(16).max(200) });
export const tokenResponseSchema = z.object({ valid: z.literal(true), email: z.string() });
export const tokenNoEmailResponseSchema = z.object({ valid: z.literal(true) });

// POST /api/user/changePassword
export const changePasswordBodySchema = z.object({
  token: z.string().min(16).max(200),
  password: newPasswordSchema,
});

// User settings calls (hub §7).
export const themeBodySchema = z.object({ theme: themeSchema });

/** connect §3 / hub §3 unitOfMeasure (METRIC or imperial), a setting on /settings and /connect/settings. */
export const unitOfMeasureBodySchema = z.object({ unitOfMeasure: unitOfMeasureSchema });

/** An e-mailed link token, as newToken() makes them (32 random bytes, base64url). */
const exampleToken = 'q3Vx8mN2pL7rT0aZ4kW9sE1dF6gH5jB2cY8uI3oP0nM';

/** hub §7 "User and settings": sign-in, accounts and the current user's own settings. */
export const userEndpoints = {
  signin: currentUserEndpoints.signin,
  forget: currentUserEndpoints.forget,
  getUpdatedSelf: currentUserEndpoints.getUpdatedSelf,
  signup: defineEndpoint({
    method: 'POST',
    path: '/api/user/signup',
    access: 'public',
    tags: USER_TAGS,
    description:
      'Creates an inactive account and e-mails its validation link (201); 406 when the e-mail is taken.',
    body: signupBodySchema,
    responses: { 200: okSchema, 201: okSchema, ...accountErrors },
    example: {
      body: {
        fullname: 'Jane Importer',
        email: 'jane.importer@acme.demo',
        password: 'a-long-enough-password',
        homeCountry: 'AU',
        loginFromConnect: false,
      },
    },
  }),
  sendActivationEmail: currentUserEndpoints.sendActivationEmail,
  validate: defineEndpoint({
    method: 'POST',
    path: '/api/user/validate',
    access: 'public',
    tags: USER_TAGS,
    description: 'E-mail validation: spends the link token and activates the account.',
    body: tokenBodySchema,
    responses: { 200: okSchema, ...accountErrors },
    example: { body: { token: exampleToken } },
  }),
  requestPassReset: currentUserEndpoints.requestPassReset,
  token: defineEndpoint({
    method: 'POST',
    path: '/api/user/token',
    access: 'public',
    tags: USER_TAGS,
    description: 'Checks a reset token without spending it.',
    body: tokenBodySchema,
    responses: { 200: tokenResponseSchema, ...accountErrors },
    example: { body: { token: exampleToken } },
  }),
  tokenNoEmail: defineEndpoint({
    method: 'POST',
    path: '/api/user/tokenNoEmail',
    access: 'public',
    tags: USER_TAGS,
    description: 'Checks a reset token without revealing its e-mail.',
    body: tokenBodySchema,
    responses: { 200: tokenNoEmailResponseSchema, ...accountErrors },
    example: { body: { token: exampleToken } },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/api/user/changePassword',
    access: 'public',
    tags: USER_TAGS,
    description: "Spends a reset token, sets the new password and ends the user's sessions.",
    body: changePasswordBodySchema,
    responses: { 200: okSchema, ...accountErrors },
    example: { body: { token: exampleToken, password: 'a-new-long-password' } },
  }),
  theme: defineEndpoint({
    method: 'PUT',
    path: '/api/user/theme',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: USER_TAGS,
    description: "Saves the user's dark/light theme; answers the updated user.",
    body: themeBodySchema,
    responses: { 200: getUpdatedSelfResponseSchema, ...settingsErrors },
    example: { body: { theme: 'dark' } },
  }),
  unitOfMeasure: defineEndpoint({
    method: 'PUT',
    path: '/api/user/unitOfMeasure',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: USER_TAGS,
    description: "Saves the user's units (METRIC or IMPERIAL, hub §3 settings); answers the updated user.",
    body: unitOfMeasureBodySchema,
    responses: { 200: getUpdatedSelfResponseSchema, ...settingsErrors },
    example: { body: { unitOfMeasure: 'IMPERIAL' } },
  }),
  toggleCookieBanner: currentUserEndpoints.toggleCookieBanner,
};
