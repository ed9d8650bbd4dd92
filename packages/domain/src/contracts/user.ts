/**
 * Contracts for sign-in, accounts and the current user (hub §3 "Current user", hub §7 "User and
 * settings", connect §7 "User and session"). Field names follow the spec exactly.
 */
import { z } from 'zod';
import { HOME_COUNTRIES } from '../constants.ts';
import { PERMISSION_FLAGS, ROLES } from '../rules/access.ts';
import { emailSchema } from './common.ts';

export const roleSchema = z.enum(ROLES);
export const themeSchema = z.enum(['light', 'dark']);
export const unitOfMeasureSchema = z.enum(['METRIC', 'IMPERIAL']);
export const homeCountrySchema = z.enum(HOME_COUNTRIES);

/** A password as typed by a user: long enough to resist guessing, short enough to hash cheaply. */
export const newPasswordSchema = z
  .string()
  .min(10, 'A minimum of 10 characters is required')
  .max(128, 'A maximum of 128 characters are allowed');

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
    recordNotifications: z.array(z.unknown()),
    notifications: z.array(z.unknown()),
    customLayout: z.unknown().nullable(),
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
export const signinResponseSchema = z.object({ user: currentUserSchema, token: z.string() });

// POST /api/user/signup (payload beyond email and password not shown in the spec: designed here)
export const signupBodySchema = z.object({
  fullname: z.string().trim().min(1, 'This field is required.').max(120),
  email: emailSchema,
  password: newPasswordSchema,
  homeCountry: homeCountrySchema,
  loginFromConnect: z.boolean().default(false),
});
export type SignupBody = z.input<typeof signupBodySchema>;

// POST /api/user/sendActivationEmail, POST /api/user/requestPassReset
export const emailOnlyBodySchema = z.object({ email: emailSchema, loginFromConnect: z.boolean().optional() });

// POST /api/user/validate, /token, /tokenNoEmail
export const tokenBodySchema = z.object({ token: z.string().min(16).max(200) });
export const tokenResponseSchema = z.object({ valid: z.literal(true), email: z.string() });
export const tokenNoEmailResponseSchema = z.object({ valid: z.literal(true) });

// POST /api/user/changePassword
export const changePasswordBodySchema = z.object({
  token: z.string().min(16).max(200),
  password: newPasswordSchema,
});

export const getUpdatedSelfResponseSchema = z.object({ user: currentUserSchema });

// GET /api/{id}/settings
export const generalSettingsResponseSchema = z.object({ generalSettings: z.record(z.string(), z.unknown()) });

// POST /api/services/reportErr
export const reportErrBodySchema = z.object({
  error: z.string().max(4000),
  errorInfo: z.string().max(20000).optional(),
  currentPath: z.string().max(2000),
});

// POST /api/services/contact (the ABOUT "Get in touch" popup; path not shown in the spec)
export const contactMessageBodySchema = z.object({
  name: z.string().trim().max(120).default(''),
  email: z.union([emailSchema, z.literal('')]).default(''),
  message: z.string().trim().min(1, 'This field is required.').max(5000),
});
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;

// Website settings (hub §9 "Maintenance mode is a website setting (maintenance.active)")
export const websiteSettingsSchema = z
  .object({ maintenance: z.object({ active: z.boolean(), message: z.string().max(500) }) })
  .meta({ id: 'WebsiteSettings' });
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;

// User settings calls (hub §7): theme and cookie banner are the ones the shell needs now.
export const themeBodySchema = z.object({ theme: themeSchema });
export const cookieBannerBodySchema = z.object({ acceptedCookies: z.boolean() });
