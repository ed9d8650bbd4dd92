/**
 * The hub's user administration (issue 15; connect §7 user calls invite, deactivate, PUT single,
 * PUT account; hub §7 contact (PUT) and inactiveUsers; hub §3 Contact and "inactive users grouped
 * by organisation with a total"; hub §9 15 per page). The list and one user are POST getUsers and
 * getUser (connect-users.ts), extended with the hub's fields.
 *
 * Who may do what is rules/user-admin/user-admin.ts: staff NA and NSU manage every group's users, a
 * client admin (CA) only their own group's and never a role above their own; NU staff read only. A
 * user the caller may not read (another group's, or unknown) answers 404, never 403.
 */
import { z } from 'zod';
import { MESSAGES } from '../errors.ts';
import { PERMISSION_FLAGS, ROLES } from '../rules/access.ts';
import {
  INACTIVE_USERS_DEFAULT_DAYS,
  INACTIVE_USERS_MAX_DAYS,
  INACTIVE_USERS_PER_PAGE,
} from '../rules/user-admin/inactive-users.ts';
import { USER_SINGLE_PATHS } from '../rules/user-admin/user-admin.ts';
import { apiErrorSchema, emailSchema, okSchema } from './common.ts';
import { connectUserResponseSchema } from './connect-users.ts';
import { defineEndpoint, fileResponse } from './endpoint.ts';

const tags = ['user administration'] as const;
const iso = z.iso.datetime({ offset: true });
/** Client admins and staff reach these calls; the rule decides the rest (403 or 404). */
const manageAccess = { role: 'CA' } as const;

/** hub §6 support team roles, shown on a contact card. */
export const SUPPORT_TEAM_ROLES = ['ACT', 'CUS', 'CAG', 'SAL', 'KAM', 'GAM', 'NIS'] as const;

/** The texts the user administration screens show (hub §8, connect §8). */
export const USER_ADMIN_MESSAGES = {
  emailNotAvailable: MESSAGES.emailNotAvailable,
  addUserFailed: 'AN ERROR OCURRED. PLEASE TRY AGAIN LATER.',
  inactiveUsersFailed: 'An Error Occured. Please try again later or contact your support team.',
} as const;

const flagFields = Object.fromEntries(PERMISSION_FLAGS.map((flag) => [flag, z.boolean().default(false)])) as {
  [K in (typeof PERMISSION_FLAGS)[number]]: z.ZodDefault<z.ZodBoolean>;
};

// Invite

export const inviteUserBodySchema = z.object({
  email: emailSchema,
  fullname: z.string().trim().min(1, MESSAGES.fieldRequired).max(120),
  role: z.enum(ROLES).describe('CA, ADMIN, NC or OP in an organisation group; NA, NSU or NU for staff.'),
  orgGroupId: z
    .uuid()
    .nullable()
    .describe(
      "The organisation group; null invites a staff user (NA and NSU only). A client admin's own group.",
    ),
  ...flagFields,
  isSecret: z.boolean().default(false).describe('Secret mode (hub §6): staff only.'),
});
export type InviteUserBody = z.input<typeof inviteUserBodySchema>;

// PUT single

const singlePathSchema = z.enum(USER_SINGLE_PATHS);
export const userSingleBodySchema = z
  .object({
    id: z.uuid(),
    path: singlePathSchema.describe(`One of ${USER_SINGLE_PATHS.join(', ')}; any other path is a 400.`),
    value: z.union([z.boolean(), z.enum(ROLES)]).describe('A role for `role`, else a boolean.'),
  })
  .superRefine((body, check) => {
    const wantsRole = body.path === 'role';
    if (wantsRole !== (typeof body.value === 'string')) {
      check.addIssue({
        code: 'custom',
        path: ['value'],
        message: wantsRole ? 'must be a role' : 'must be true or false',
      });
    }
  });
export type UserSingleBody = z.input<typeof userSingleBodySchema>;

// Account and contact

export const contactCardSchema = z
  .object({
    _id: z.string().describe("The user's id."),
    image: z.string().nullable(),
    GS_FullName: z.string(),
    GS_EmailAddress: z.string(),
    Role: z.string().describe('A support team role (hub §6), or an empty string.'),
    GS_MobilePhone: z.string().nullable(),
  })
  .meta({ id: 'UserContactCard' });
export type ContactCard = z.infer<typeof contactCardSchema>;
export const contactCardResponseSchema = z.object({ contact: contactCardSchema });

const phoneSchema = z
  .string()
  .trim()
  .max(30)
  .regex(/^[+0-9 ()-]*$/, 'digits, spaces, + ( ) - only')
  .transform((v) => v || null)
  .nullable();

export const accountBodySchema = z.object({
  fullname: z.string().trim().min(1, MESSAGES.fieldRequired).max(120),
  GS_MobilePhone: phoneSchema.default(null),
});
export type AccountBody = z.input<typeof accountBodySchema>;

export const contactBodySchema = z.object({
  id: z.uuid().describe("The user whose card it is: the caller's own, or a user the caller manages."),
  Role: z.enum(SUPPORT_TEAM_ROLES).nullable().default(null),
  GS_MobilePhone: phoneSchema.default(null),
  image: z
    .url({ protocol: /^https$/ })
    .max(500)
    .nullable()
    .default(null)
    .describe('An https image address, or null.'),
});
export type ContactBody = z.input<typeof contactBodySchema>;

// Sessions and security events

export const userSessionSchema = z.object({
  _id: z.string(),
  createdAt: iso,
  lastSeenAt: iso,
  expiresAt: iso,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  remember: z.boolean(),
  current: z.boolean().describe("The caller's own session."),
});
export const userSessionsResponseSchema = z.object({ result: z.array(userSessionSchema) });
export type UserSession = z.infer<typeof userSessionSchema>;
export const endedSessionsSchema = z.object({ ended: z.number().int() });

export const SECURITY_EVENTS_LIMIT = 50;
export const securityEventSchema = z.object({
  _id: z.string(),
  type: z.string(),
  outcome: z.enum(['SUCCESS', 'FAILURE', 'REFUSED']),
  occurredAt: iso,
  ip: z.string().nullable(),
  detail: z.string().nullable(),
  byThisUser: z.boolean().describe('The user acted (else the event is about them: a change, an invite).'),
});
export const securityEventsResponseSchema = z.object({ result: z.array(securityEventSchema) });
export type SecurityEvent = z.infer<typeof securityEventSchema>;

// Inactive users

export const inactiveUsersBodySchema = z.object({
  page: z.number().int().min(1).max(10_000).default(1),
  recordsPerPage: z.number().int().min(1).max(100).default(INACTIVE_USERS_PER_PAGE),
  filter: z.string().trim().max(100).default('').describe('Name, e-mail or organisation, case-insensitive.'),
  days: z
    .number()
    .int()
    .min(1)
    .max(INACTIVE_USERS_MAX_DAYS)
    .default(INACTIVE_USERS_DEFAULT_DAYS)
    .describe('Designed: no sign-in for this many days (never signed in: since the account was made).'),
});
export type InactiveUsersBody = z.input<typeof inactiveUsersBodySchema>;

export const inactiveUserSchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  email: z.string(),
  type: z.string(),
  orgGroupId: z.string().nullable(),
  orgGroupName: z.string().nullable(),
  lastLoginAt: iso.nullable(),
  createdAt: iso,
});
export const inactiveUsersResponseSchema = z
  .object({
    groups: z.array(
      z.object({
        orgGroupId: z.string().nullable(),
        orgGroupName: z.string(),
        total: z.number().int().describe("The group's inactive users over every page."),
        users: z.array(inactiveUserSchema),
      }),
    ),
    totalCount: z.number().int(),
    page: z.number().int(),
    recordsPerPage: z.number().int(),
    days: z.number().int(),
  })
  .meta({ id: 'InactiveUsers' });
export type InactiveUsersResponse = z.infer<typeof inactiveUsersResponseSchema>;

export const inactiveUsersCsvQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(INACTIVE_USERS_MAX_DAYS).default(INACTIVE_USERS_DEFAULT_DAYS),
  filter: z.string().trim().max(100).default(''),
});

const userIdParams = z.object({ id: z.uuid() });
const exampleId = '7d2e1c4b-5a6f-4b7c-9d8e-1f2a3b4c5d6e';
const userRecord = [{ in: 'params', name: 'id', kind: 'userId' }] as const;
const refused = {
  403: apiErrorSchema.describe(
    'USER_CHANGE_NOT_ALLOWED: the caller reads this user but may not make this change (FORBIDDEN: the route refuses the caller).',
  ),
};

export const userAdminEndpoints = {
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/user/invite',
    access: manageAccess,
    tags,
    description:
      "Invites a hub user: creates the user inactive with the given role and permission flags, and e-mails a single-use set-password link (/changePassword?token=…, 7 days, stored hashed); setting the password activates the account. A client admin invites only into their own group (another group answers 404) and never a role above CA. 406 EMAIL_TAKEN ('This email is not available.') when the e-mail has an account. Audited USER_INVITED.",
    body: inviteUserBodySchema,
    records: [{ in: 'body', name: 'orgGroupId', kind: 'orgGroupId' }],
    responses: {
      200: connectUserResponseSchema,
      ...refused,
      406: apiErrorSchema.describe(`EMAIL_TAKEN: '${MESSAGES.emailNotAvailable}'`),
    },
    example: {
      body: {
        email: 'new.user@acme.demo',
        fullname: 'Ana Silva',
        role: 'OP',
        orgGroupId: exampleId,
        tracking: true,
        hasHubAccess: true,
      },
    },
  }),
  deactivate: defineEndpoint({
    method: 'DELETE',
    path: '/api/user/deactivate/:id',
    access: manageAccess,
    tags,
    description:
      "Deactivates a user the caller manages (never themself) and ends all of the user's sessions at once, in one transaction; unused invite links die too. Audited USER_DEACTIVATED.",
    params: userIdParams,
    records: userRecord,
    responses: { 200: okSchema, ...refused },
    example: { params: { id: exampleId } },
  }),
  single: defineEndpoint({
    method: 'PUT',
    path: '/api/user/single',
    access: manageAccess,
    tags,
    description: `Sets one allow-listed field of a user: ${USER_SINGLE_PATHS.join(', ')} (a role for role, else a boolean); any other path is a 400 naming \`path\`. Takes effect on the user's next request. Audited ROLE_CHANGED or PERMISSION_CHANGED. Answers the user as getUser does.`,
    body: userSingleBodySchema,
    records: [{ in: 'body', name: 'id', kind: 'userId' }],
    responses: { 200: connectUserResponseSchema, ...refused },
    example: { body: { id: exampleId, path: 'tracking', value: false } },
  }),
  account: defineEndpoint({
    method: 'PUT',
    path: '/api/user/account',
    access: { role: 'ALL' },
    tags,
    description:
      "Designed: the caller's own profile, their full name and mobile phone (the name and phone of their contact card). Answers the card.",
    body: accountBodySchema,
    responses: { 200: contactCardResponseSchema },
    example: { body: { fullname: 'Ana Silva', GS_MobilePhone: '+61 400 000 000' } },
  }),
  getContact: defineEndpoint({
    method: 'GET',
    path: '/api/user/contact/:id',
    access: { role: 'ALL' },
    tags,
    description:
      "Designed: a user's contact card (hub §3 Contact): one's own, or a user the caller may read.",
    params: userIdParams,
    records: userRecord,
    responses: { 200: contactCardResponseSchema },
    example: { params: { id: exampleId } },
  }),
  contact: defineEndpoint({
    method: 'PUT',
    path: '/api/user/contact',
    access: { role: 'ALL' },
    tags,
    description:
      "hub §7 contact (PUT), designed: sets a user's contact card (hub §3 Contact): the support team Role, GS_MobilePhone and image. One's own card, or the card of a user the caller manages. The name and e-mail are the account's.",
    body: contactBodySchema,
    records: [{ in: 'body', name: 'id', kind: 'userId' }],
    responses: { 200: contactCardResponseSchema, ...refused },
    example: { body: { id: exampleId, Role: 'CUS', GS_MobilePhone: '+61 400 000 000', image: null } },
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/api/user/sessions/:id',
    access: manageAccess,
    tags,
    description:
      "Designed: a user's live sessions, newest first (staff any user; a client admin their group's).",
    params: userIdParams,
    records: userRecord,
    responses: { 200: userSessionsResponseSchema },
    example: { params: { id: exampleId } },
  }),
  endSessions: defineEndpoint({
    method: 'POST',
    path: '/api/user/sessions/:id/endAll',
    access: manageAccess,
    tags,
    description:
      "Designed: END ALL SESSIONS of a user the caller manages; the user's next request is answered as signed out. Audited SESSIONS_ENDED.",
    params: userIdParams,
    records: userRecord,
    responses: { 200: endedSessionsSchema, ...refused },
    example: { params: { id: exampleId } },
  }),
  securityEvents: defineEndpoint({
    method: 'GET',
    path: '/api/user/securityEvents/:id',
    access: manageAccess,
    tags,
    description: `Designed: a user's recent security events from the audit log, the last ${SECURITY_EVENTS_LIMIT}, newest first: what they did and what was done to their account.`,
    params: userIdParams,
    records: userRecord,
    responses: { 200: securityEventsResponseSchema },
    example: { params: { id: exampleId } },
  }),
  inactiveUsers: defineEndpoint({
    method: 'POST',
    path: '/api/user/inactiveUsers',
    access: { role: 'NU' },
    tags,
    description: `Users with no sign-in for \`days\` days (designed, default ${INACTIVE_USERS_DEFAULT_DAYS}; never signed in: counted from the account's creation), active accounts only, ordered by organisation group then last sign-in; ${INACTIVE_USERS_PER_PAGE} per page (hub §9). The page's users are grouped by organisation with each group's total over every page.`,
    body: inactiveUsersBodySchema,
    responses: { 200: inactiveUsersResponseSchema },
    example: { body: { page: 1, recordsPerPage: INACTIVE_USERS_PER_PAGE, filter: '', days: 90 } },
  }),
  inactiveUsersCsv: defineEndpoint({
    method: 'GET',
    path: '/api/user/inactiveUsers/csv',
    access: { role: 'NU' },
    tags,
    description: 'Designed: the whole inactive users report (same days and filter) as CSV, every page.',
    query: inactiveUsersCsvQuerySchema,
    responses: { 200: fileResponse },
    example: { query: { days: 90, filter: '' } },
  }),
};
