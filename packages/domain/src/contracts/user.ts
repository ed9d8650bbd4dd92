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
  HIDE_POPUPS,
  hidePopupSchema,
  homeCountrySchema,
  languageSchema,
  SUPPORTED_LANGUAGES,
  settingsErrors,
  themeSchema,
  USER_MODES,
  USER_TAGS,
  unitOfMeasureSchema,
  userModeSchema,
} from './current-user.ts';
import { defineEndpoint } from './endpoint.ts';

export {
  type CurrentUser,
  contactSchema,
  cookieBannerBodySchema,
  currentUserSchema,
  DEFAULT_LANGUAGE,
  emailOnlyBodySchema,
  getUpdatedSelfResponseSchema,
  HIDE_POPUPS,
  type HidePopup,
  hidePopupSchema,
  homeCountrySchema,
  languageSchema,
  type NetworkEntityKind,
  networkEntityKindSchema,
  orgGroupSummarySchema,
  permissionsSchema,
  requestPassResetResponseSchema,
  roleSchema,
  type SigninBody,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
  signinBodySchema,
  signinResponseSchema,
  themeSchema,
  USER_MODES,
  type UserMode,
  unitOfMeasureSchema,
  userModeSchema,
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

// Issue 13: the other settings calls of hub §7 (tooltip, mode, homeCountry, language, view,
// hide-popup flags, welcome popups, countries). Each answers the updated user, as theme does.
export const tooltipBodySchema = z.object({ viewTooltip: z.boolean() });
export const modeBodySchema = z.object({ mode: userModeSchema });
export const homeCountryBodySchema = z.object({ homeCountry: homeCountrySchema });
export const languageBodySchema = z.object({ language: languageSchema });
export const viewBodySchema = z.object({ localViewActive: z.boolean() });
export const hidePopupBodySchema = z.object({ popup: hidePopupSchema, hide: z.boolean() });
/**
 * The connect welcome popups (connect §3), as connect-network.ts lists them in CONNECT_WELCOME_POPUPS:
 * repeated here because that file imports this one (user-settings.test.ts keeps the two equal).
 */
export const WELCOME_POPUP_NAMES = ['dashboard', 'contracts', 'sku', 'network', 'admin'] as const;
const connectWelcomePopupSchema = z.enum(WELCOME_POPUP_NAMES);
export const showWelcomePopupBodySchema = z.object({ popup: connectWelcomePopupSchema, show: z.boolean() });

/** GET /api/user/countries: the five supported home countries with their trading-hours zone (hub §9). */
export const countryOptionSchema = z.object({
  value: homeCountrySchema,
  label: z.string(),
  timeZone: z.string().describe('IANA zone of the trading hours.'),
  zoneShortName: z
    .string()
    .describe("The zone's short name as hub §9 writes it (AEST, NZST, CDT, MYT, CET)."),
});
export const countriesResponseSchema = z.object({ countries: z.array(countryOptionSchema) });
export type CountryOption = z.infer<typeof countryOptionSchema>;

const settingsResponses = { 200: getUpdatedSelfResponseSchema, ...settingsErrors };

/** The settings calls of issue 13, declared once; spread into userEndpoints. */
const moreSettingsEndpoints = {
  tooltip: defineEndpoint({
    method: 'PUT',
    path: '/api/user/tooltip',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: USER_TAGS,
    description: 'Saves whether help tooltips show (viewTooltip); answers the updated user.',
    body: tooltipBodySchema,
    responses: settingsResponses,
    example: { body: { viewTooltip: true } },
  }),
  mode: defineEndpoint({
    method: 'PUT',
    path: '/api/user/mode',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: USER_TAGS,
    description: `Saves the user's search mode (${USER_MODES.join(' or ')}): where the header search goes from outside a search page (/tracking/All or /delivery/All, hub §2). Answers the updated user.`,
    body: modeBodySchema,
    responses: settingsResponses,
    example: { body: { mode: 'deliveries' } },
  }),
  homeCountry: defineEndpoint({
    method: 'PUT',
    path: '/api/user/homeCountry',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: USER_TAGS,
    description:
      "Saves the user's home country (one of the five supported); its zone sets the trading hours shown (hub §9). Answers the updated user.",
    body: homeCountryBodySchema,
    responses: settingsResponses,
    example: { body: { homeCountry: 'AU' } },
  }),
  language: defineEndpoint({
    method: 'PUT',
    path: '/api/user/language',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: USER_TAGS,
    description: `Saves the user's language, a BCP 47 tag (${SUPPORTED_LANGUAGES.join(', ')}; en-GB by default). It sets how dates and numbers are formatted; the texts are English. Answers the updated user.`,
    body: languageBodySchema,
    responses: settingsResponses,
    example: { body: { language: 'en-US' } },
  }),
  view: defineEndpoint({
    method: 'PUT',
    path: '/api/user/view',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: USER_TAGS,
    description:
      "Turns local view on or off (localViewActive, hub §6): the portal as the user's home-country office sees it. In local view chat is unavailable (hub §8 'Chat in local mode') and the home country decides the country-specific lists. Answers the updated user.",
    body: viewBodySchema,
    responses: settingsResponses,
    example: { body: { localViewActive: false } },
  }),
  hidePopup: defineEndpoint({
    method: 'PUT',
    path: '/api/user/hidePopup',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: USER_TAGS,
    description: `Hides (hide true) or shows again (hide false) one of the hub's confirmation popups, the hide-popup flags of hub §3 (${HIDE_POPUPS.join(', ')}). The spec's disablePopup is the connect welcome popups' call; this one is designed for the hub flags. Answers the updated user.`,
    body: hidePopupBodySchema,
    responses: settingsResponses,
    example: { body: { popup: 'setPriority', hide: true } },
  }),
  showWelcomePopup: defineEndpoint({
    method: 'PUT',
    path: '/api/user/welcomePopups',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: USER_TAGS,
    description:
      "Shows a connect welcome popup again (show true) or stops it (show false), from /settings; GET /api/user/welcomePopups and PUT /api/user/disablePopup stay the connect dashboard's calls. Answers the updated user.",
    body: showWelcomePopupBodySchema,
    responses: settingsResponses,
    example: { body: { popup: 'dashboard', show: true } },
  }),
  countries: defineEndpoint({
    method: 'GET',
    path: '/api/user/countries',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: USER_TAGS,
    description: 'The five supported home countries (hub §1), each with its trading-hours zone (hub §9).',
    responses: { 200: countriesResponseSchema },
    example: {},
  }),
};

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
  ...moreSettingsEndpoints,
};
