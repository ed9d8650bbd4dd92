/**
 * The current user and the calls the app shell and the login pages make (hub §3 "Current user", hub
 * §7 "User and settings"): kept apart from the other account calls (contracts/user.ts, which
 * re-exports all of this), so that a first visit to a login page loads only these declarations
 * (decisions 013 and 022). Field names follow the spec exactly.
 */
import { z } from 'zod';
import { HOME_COUNTRIES } from '../constants.ts';
import { MESSAGES } from '../errors.ts';
import { HUB_ROUTE_RULES, PERMISSION_FLAGS, ROLES } from '../rules/access.ts';
import { apiErrorSchema, emailSchema, okSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { notificationSchema, recordNotificationSettingsSchema } from './notification-schemas.ts';

export const roleSchema = z.enum(ROLES);
export const themeSchema = z.enum(['light', 'dark']);
export const unitOfMeasureSchema = z.enum(['METRIC', 'IMPERIAL']);
export const homeCountrySchema = z.enum(HOME_COUNTRIES);

/**
 * hub §3 "language": the BCP 47 tags /settings offers (issue 13). The choice drives date and number
 * formatting (apps/web/src/lib/locale.ts); the texts stay English until message catalogues exist.
 * en-GB is the default; an older stored value ('en') reads as en-GB.
 */
export const SUPPORTED_LANGUAGES = ['en-GB', 'en-US', 'en-AU', 'en-NZ', 'ms-MY', 'hu-HU'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en-GB';
export const languageSchema = z.enum(SUPPORTED_LANGUAGES);

/**
 * hub §3 "mode", decided in issue 13: the user's search mode, which the header search uses from
 * outside a search page (hub §2 "Search bar behaviour": /delivery/All for deliveries, /tracking/All
 * otherwise). The stored default ('default') reads as tracking.
 */
export const USER_MODES = ['tracking', 'deliveries'] as const;
export type UserMode = (typeof USER_MODES)[number];
export const userModeSchema = z.enum(USER_MODES);

/**
 * hub §3 "hide-popup flags (set, remove, warning priority)": the confirmation popups a user may
 * hide (setting and removing a priority record, and the warning about priority records). true =
 * hidden. Kept in users.hidePopups.
 */
export const HIDE_POPUPS = ['setPriority', 'removePriority', 'warningPriority'] as const;
export type HidePopup = (typeof HIDE_POPUPS)[number];
export const hidePopupSchema = z.enum(HIDE_POPUPS);

export const permissionsSchema = z.object(
  Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean()])) as Record<
    (typeof PERMISSION_FLAGS)[number],
    z.ZodBoolean
  >,
);

export const orgGroupSummarySchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  country: homeCountrySchema,
  connectAccess: z.boolean(),
  hubbiEnabled: z.boolean(),
  generalSettings: z.record(z.string(), z.unknown()),
});

export const contactSchema = z.object({
  image: z.string().nullable(),
  GS_FullName: z.string(),
  GS_EmailAddress: z.string(),
  Role: z.string(),
  GS_MobilePhone: z.string().nullable(),
});

/** Where stopping view-as returns (connect §2). */
export const VIEW_AS_RETURN_PATHS = [
  '/connect/dashboard',
  '/connect/admin',
  // connect §2 "stopping returns to /connect/admin": to the tab the view-as started from.
  '/connect/admin/users',
  '/connect/admin/organisations',
  '/connect/admin/trustedparties',
  '/connect/admin/invites',
  '/connect/trustedparty',
  '/admin',
] as const;
export const viewAsReturnPathSchema = z.enum(VIEW_AS_RETURN_PATHS);
export type ViewAsReturnPath = z.infer<typeof viewAsReturnPathSchema>;

/** A trusted party or an organisation group, as the connect network shows it. */
export const networkEntityKindSchema = z.enum(['TRUSTED_PARTY', 'ORG_GROUP']);
export type NetworkEntityKind = z.infer<typeof networkEntityKindSchema>;

/** View-as (connect §4, hub §6): who is viewing as whom, for the banner and STOP (issue 17). */
export const viewAsSchema = z
  .object({
    actorUserId: z.string(),
    actorName: z.string(),
    /** The user viewed as (the TPADMIN, or the group's client admin). */
    userId: z.string(),
    userName: z.string(),
    kind: networkEntityKindSchema,
    entityId: z.string(),
    entityName: z.string(),
    returnPath: viewAsReturnPathSchema,
  })
  .meta({ id: 'ViewAs' });
export type ViewAs = z.infer<typeof viewAsSchema>;

/** hub §3 "Current user", as the API presents it. */
export const currentUserSchema = z
  .object({
    _id: z.string(),
    email: z.string(),
    type: roleSchema,
    sessionId: z.string(),
    fullname: z.string(),
    theme: themeSchema,
    mode: z.string(),
    unitOfMeasure: unitOfMeasureSchema,
    language: z.string(),
    homeCountry: homeCountrySchema,
    localViewActive: z.boolean(),
    viewTooltip: z.boolean(),
    permissions: permissionsSchema,
    favourites: z.array(z.unknown()),
    recordNotifications: recordNotificationSettingsSchema,
    notifications: z
      .array(notificationSchema)
      .describe('The newest notifications (hub §3 "with read flag").'),
    customLayout: z
      .array(z.unknown())
      .describe(
        'The dashboard as drawn: the layout items of GET /api/user/customLayout (the saved layout, or the default, for what the user may see; issue 13). Not parsed here, so that every screen does not load the widget catalogue.',
      ),
    customTableSettings: z.record(z.string(), z.unknown()),
    acceptedCookies: z.boolean().nullable(),
    showCookieBanner: z.boolean(),
    isConnectUser: z.boolean(),
    isViewActionRequired: z.boolean(),
    updatesPending: z.boolean(),
    connectWelcomePopups: z.record(z.string(), z.boolean()),
    hidePopups: z.record(z.string(), z.boolean()),
    showNotificationsPopup: z.boolean(),
    orgGroupCode: orgGroupSummarySchema.nullable(),
    trustedParty: z
      .object({ _id: z.string(), name: z.string(), generalSettings: z.record(z.string(), z.unknown()) })
      .nullable(),
    contacts: z.array(contactSchema),
    isSecret: z.boolean(),
    /** Set while an admin views the portal as this user (the session's view-as); null otherwise. */
    viewAs: viewAsSchema.nullable().optional(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

// POST /api/user/signin
export const signinBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'This field is required.').max(256),
  loginFromConnect: z.boolean().default(false),
  /** REMEMBER ME (hub §2): a longer session. Optional so that older clients keep working. */
  rememberMe: z.boolean().optional(),
});
export type SigninBody = z.input<typeof signinBodySchema>;
/** A signed-in answer: the user, and a token for API clients (the browser uses the HttpOnly cookie). */
export const signinSessionSchema = z.object({ user: currentUserSchema, token: z.string() });
/**
 * Issue 15: the password was right, and the user has two-factor sign-in on. No session yet: the
 * sign-in completes with POST /api/user/signin/twoFactor and the challengeId within 5 minutes.
 */
export const signinChallengeSchema = z
  .object({
    twoFactorRequired: z.literal(true),
    challengeId: z.string(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'SigninTwoFactorChallenge' });
export type SigninChallenge = z.infer<typeof signinChallengeSchema>;
/** A user without two-factor sign-in gets exactly the session answer, as before issue 15. */
export const signinResponseSchema = z.union([signinSessionSchema, signinChallengeSchema]);

// POST /api/user/sendActivationEmail, POST /api/user/requestPassReset
export const emailOnlyBodySchema = z.object({ email: emailSchema, loginFromConnect: z.boolean().optional() });

// POST /api/user/requestPassReset: the same answer for known and unknown e-mails.
export const requestPassResetResponseSchema = z.object({ ok: z.literal(true), message: z.string() });

export const getUpdatedSelfResponseSchema = z.object({ user: currentUserSchema });

// PUT /api/user/toggleCookieBanner (hub §2: the cookie banner's choice).
export const cookieBannerBodySchema = z.object({ acceptedCookies: z.boolean() });

export const USER_TAGS = ['user'];

/** The account calls' error answers beyond 400/404: refused sign-in (401/403), e-mail taken (406), too many attempts (429). */
export const accountErrors = {
  401: apiErrorSchema,
  403: apiErrorSchema,
  406: apiErrorSchema,
  429: apiErrorSchema,
};
/** Logged-in calls get 401/403 by default; these are the account calls' other error answers. */
export const settingsErrors = { 406: apiErrorSchema, 429: apiErrorSchema };

/** The calls of the app shell (current user, sign-out, cookie choice) and of the login pages. */
export const currentUserEndpoints = {
  signin: defineEndpoint({
    method: 'POST',
    path: '/api/user/signin',
    access: 'public',
    tags: USER_TAGS,
    description:
      'Signs in: sets the HttpOnly session cookie and answers the user and a token (for API clients). Issue 15: for a user with two-factor sign-in on, a right password answers {twoFactorRequired: true, challengeId, expiresAt} instead, with no session and no token; POST /api/user/signin/twoFactor completes it.',
    body: signinBodySchema,
    responses: { 200: signinResponseSchema, ...accountErrors },
    example: {
      body: { email: 'importer@acme.demo', password: 'correct horse battery', loginFromConnect: false },
    },
  }),
  forget: defineEndpoint({
    method: 'POST',
    path: '/api/user/forget',
    access: 'public',
    tags: USER_TAGS,
    description: 'Logout: ends the session on the server.',
    responses: { 200: okSchema },
    example: {},
  }),
  getUpdatedSelf: defineEndpoint({
    method: 'GET',
    path: '/api/user/getUpdatedSelf',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: USER_TAGS,
    description: 'The logged-in user (hub §3 "Current user").',
    responses: { 200: getUpdatedSelfResponseSchema },
    example: {},
  }),
  sendActivationEmail: defineEndpoint({
    method: 'POST',
    path: '/api/user/sendActivationEmail',
    access: 'public',
    tags: USER_TAGS,
    description: 'Sends the validation link of an inactive account again.',
    body: emailOnlyBodySchema,
    responses: { 200: okSchema, ...accountErrors },
    example: { body: { email: 'importer@acme.demo' } },
  }),
  requestPassReset: defineEndpoint({
    method: 'POST',
    path: '/api/user/requestPassReset',
    access: 'public',
    tags: USER_TAGS,
    description: `Gives the same answer for known and unknown e-mails ("${MESSAGES.resetRequested}").`,
    body: emailOnlyBodySchema,
    responses: { 200: requestPassResetResponseSchema, ...accountErrors },
    example: { body: { email: 'importer@acme.demo', loginFromConnect: false } },
  }),
  toggleCookieBanner: defineEndpoint({
    method: 'PUT',
    path: '/api/user/toggleCookieBanner',
    access: HUB_ROUTE_RULES.loggedIn,
    tags: USER_TAGS,
    description: 'Records the cookie choice and hides the banner; answers the updated user.',
    body: cookieBannerBodySchema,
    responses: { 200: getUpdatedSelfResponseSchema, ...settingsErrors },
    example: { body: { acceptedCookies: true } },
  }),
};
