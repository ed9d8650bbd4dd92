/**
 * Connect users and the organisations of the network (issue 17; connect §6, connect §7 user calls
 * for connect and organisation calls). The answers and the bodies the spec does not show are
 * designed here (decision 018) and documented in the OpenAPI.
 *
 * Whose users: staff every user; a customer user its own organisation group's; a trusted-party user
 * its own trusted party's. Another entity's user answers 404, exactly like an unknown id.
 */
import { z } from 'zod';
import { MESSAGES } from '../errors.ts';
import { PERMISSION_FLAGS, type PermissionFlag, ROLES } from '../rules/access.ts';
import { USER_SINGLE_PATHS } from '../rules/user-admin/user-admin.ts';
import { apiErrorSchema, emailSchema, okSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

const tags = ['connect users'] as const;
const access = 'connect' as const;
const iso = z.iso.datetime({ offset: true });

/** connect §6: the ORGANISATION column reads this for a trusted-party (connect) user. */
export const TRUSTED_PARTY_ORGANISATION_LABEL = 'TRUSTED PARTY';

/**
 * connect §6 connect-user columns, as PUT connectUser `path` names them: manage users, page access,
 * contract approvals, invite trusted parties, notifications, receives invites.
 */
export const CONNECT_USER_FLAGS = [
  'connectManageUsers',
  'connectPageAccess',
  'connectContractApprovals',
  'connectInviteTrustedParties',
  'notificationsActive',
  'connectReceivesInvites',
] as const;
export type ConnectUserFlag = (typeof CONNECT_USER_FLAGS)[number];

/** The roles a connect admin may give within a trusted party, and within an organisation group. */
export const TRUSTED_PARTY_USER_ROLES = ['TPADMIN', 'TPOP'] as const;
export const ORG_GROUP_CONNECT_USER_ROLES = ['CA', 'OP'] as const;

// Answers

/** A row of the connect admin's users table (connect §6). */
export const connectUserSchema = z
  .object({
    _id: z.string(),
    fullname: z.string(),
    email: z.string(),
    type: z.enum(ROLES),
    active: z.boolean(),
    createdAt: iso,
    ORGANISATION: z
      .string()
      .describe(
        `The organisation group's name, or '${TRUSTED_PARTY_ORGANISATION_LABEL}' for a connect user.`,
      ),
    orgGroupId: z.string().nullable(),
    orgGroupCode: z.string().nullable(),
    trustedPartyId: z.string().nullable(),
    trustedPartyName: z.string().nullable(),
    isConnectUser: z.boolean(),
    hasConnectAccess: z.boolean().describe('connect §6 connect access, as the access rules decide it.'),
    connectManageUsers: z.boolean(),
    connectPageAccess: z.boolean(),
    connectContractApprovals: z.boolean(),
    connectInviteTrustedParties: z.boolean(),
    notificationsActive: z.boolean().describe('The notifications column.'),
    connectReceivesInvites: z.boolean(),
    canEdit: z.boolean().describe('The caller may change its columns and deactivate it.'),
    invitePending: z.boolean().describe('Invited by inviteConnectUser and not yet set a password.'),
    // issue 15: the hub's user administration reads the same rows.
    permissions: z
      .object(
        Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean()])) as Record<
          PermissionFlag,
          z.ZodBoolean
        >,
      )
      .describe('hub §6 permission flags.'),
    isSecret: z.boolean(),
    lastLoginAt: iso.nullable().describe('The last sign-in, or null when never signed in.'),
    grantableRoles: z
      .array(z.enum(ROLES))
      .describe(
        'The roles the caller may give this user through PUT single (rules/user-admin); empty when none.',
      ),
    grantableFlags: z
      .array(z.enum(USER_SINGLE_PATHS))
      .describe('The PUT single flags the caller may set on this user; empty when none.'),
  })
  .meta({ id: 'ConnectUser' });
export type ConnectUser = z.infer<typeof connectUserSchema>;

export const connectUsersResponseSchema = z.object({
  result: z.array(connectUserSchema),
  totalCount: z.number().int().describe('Every matching user (result holds one page when `page` is given).'),
});
export type ConnectUsersResponse = z.infer<typeof connectUsersResponseSchema>;
export const connectUserResponseSchema = z.object({ user: connectUserSchema });
export type ConnectUserResponse = z.infer<typeof connectUserResponseSchema>;

/** An organisation (organisations table) of my group or a group in my network. */
export const networkOrganisationSchema = z
  .object({
    _id: z.string(),
    code: z.string(),
    name: z.string(),
    country: z.string(),
    orgGroupId: z.string(),
    orgGroupName: z.string(),
    orgGroupCountry: z.string(),
    addressCount: z.number().int(),
  })
  .meta({ id: 'NetworkOrganisation' });
export type NetworkOrganisation = z.infer<typeof networkOrganisationSchema>;

/** connect §3 Organisation address (server): Address, City, Country, postcode, state, phone, FullAddress. */
export const organisationAddressSchema = z
  .object({
    _id: z.string(),
    label: z.string(),
    Address: z.string(),
    City: z.string(),
    Country: z.string(),
    postcode: z.string().nullable(),
    state: z.string().nullable(),
    phone: z.string().nullable(),
    FullAddress: z.string(),
  })
  .meta({ id: 'OrganisationAddress' });
export type OrganisationAddress = z.infer<typeof organisationAddressSchema>;

/** A user of the organisation's group, with the connect-relevant fields. */
export const organisationUserSchema = z.object({
  _id: z.string(),
  fullname: z.string(),
  email: z.string(),
  type: z.enum(ROLES),
  active: z.boolean(),
  isConnectUser: z.boolean(),
  hasConnectAccess: z.boolean(),
});

export const networkOrganisationDetailsSchema = networkOrganisationSchema
  .extend({
    addresses: z.array(organisationAddressSchema),
    users: z.array(organisationUserSchema),
  })
  .meta({ id: 'NetworkOrganisationDetails' });
export type NetworkOrganisationDetails = z.infer<typeof networkOrganisationDetailsSchema>;

export const networkOrganisationsResponseSchema = z.object({ result: z.array(networkOrganisationSchema) });
export type NetworkOrganisationsResponse = z.infer<typeof networkOrganisationsResponseSchema>;
export const networkOrganisationResponseSchema = z.object({ organisation: networkOrganisationDetailsSchema });
export type NetworkOrganisationResponse = z.infer<typeof networkOrganisationResponseSchema>;

/** POST /api/org/contractAddress: a contract party's addresses, in one shape for both kinds. */
export const contractAddressSchema = z.object({
  _id: z.string(),
  name: z.string(),
  address1: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
  phone: z.string().nullable(),
  FullAddress: z.string(),
});
export type ContractAddress = z.infer<typeof contractAddressSchema>;
export const contractAddressResponseSchema = z.object({ result: z.array(contractAddressSchema) });

/** The connect admin tables' organisations tab (org groups) and trusted parties tab (allOrgsAndTps). */
export const adminOrgGroupSchema = z.object({
  _id: z.string(),
  code: z.string(),
  name: z.string(),
  country: z.string(),
  connectAccess: z.boolean(),
  userCount: z.number().int(),
  trustedPartyCount: z.number().int().describe('Trusted parties linked to the group.'),
  canViewAs: z
    .boolean()
    .describe('connect §6: view-as is offered for groups with connect access (staff only).'),
});
export const adminTrustedPartySchema = z.object({
  _id: z.string(),
  name: z.string(),
  businessNumber: z.string().nullable(),
  type: z.string().nullable(),
  country: z.string(),
  userCount: z.number().int(),
  orgGroupNames: z.array(z.string()).describe('The organisation groups it is linked to.'),
  createdAt: iso,
  canViewAs: z
    .boolean()
    .describe('connect §6: view-as is offered for trusted parties with an active user (staff only).'),
});
export const allOrgsAndTpsSchema = z
  .object({
    orgGroups: z.array(adminOrgGroupSchema),
    trustedParties: z.array(adminTrustedPartySchema),
  })
  .meta({ id: 'AllOrgsAndTps' });
export type AllOrgsAndTps = z.infer<typeof allOrgsAndTpsSchema>;
export type AdminOrgGroup = z.infer<typeof adminOrgGroupSchema>;
export type AdminTrustedParty = z.infer<typeof adminTrustedPartySchema>;

// Requests

export const getUsersBodySchema = z.object({
  orgGroupCode: z
    .string()
    .trim()
    .max(40)
    .nullish()
    .describe("Staff: only this organisation group's users (others: ignored, they see their own entity's)."),
  hasConnectAccess: z
    .boolean()
    .default(false)
    .describe('Only users with connect access (connect §6), as the connect admin users tab lists them.'),
  // issue 15: the hub's user administration (/admin/users, an org group's users panel).
  filter: z.string().trim().max(100).optional().describe('Name or e-mail contains, case-insensitive.'),
  role: z.enum(ROLES).optional().describe('Only users of this role.'),
  orgGroupId: z
    .uuid()
    .optional()
    .describe("Staff: only this organisation group's users (others: ignored, they see their own group's)."),
  page: z.number().int().min(1).max(10_000).optional().describe('1-based; absent: every user (up to 2000).'),
  recordsPerPage: z.number().int().min(1).max(100).default(30),
});
export type GetUsersBody = z.input<typeof getUsersBodySchema>;

export const getUserBodySchema = z.object({
  userID: z.uuid(),
  hasConnectAccess: z.boolean().default(false),
});
export type GetUserBody = z.input<typeof getUserBodySchema>;

/**
 * PUT connectUser: one column of one user, {id, path, value} like PUT /api/user/single. `path` is
 * allow-listed: a connect-user column (boolean) or `type` (a role).
 */
export const connectUserUpdateSchema = z.discriminatedUnion('path', [
  z.object({ id: z.uuid(), path: z.enum(CONNECT_USER_FLAGS), value: z.boolean() }),
  z.object({
    id: z.uuid(),
    path: z.literal('type'),
    value: z.enum([...TRUSTED_PARTY_USER_ROLES, ...ORG_GROUP_CONNECT_USER_ROLES]),
  }),
]);
export type ConnectUserUpdate = z.input<typeof connectUserUpdateSchema>;

export const inviteConnectUserBodySchema = z.object({
  email: emailSchema,
  fullname: z.string().trim().min(1, MESSAGES.fieldRequired).max(120),
  type: z
    .enum([...TRUSTED_PARTY_USER_ROLES, ...ORG_GROUP_CONNECT_USER_ROLES])
    .default('TPOP')
    .describe(
      "The role in my entity: TPADMIN or TPOP in a trusted party, CA or OP in an organisation group. The other kind's name stands for its counterpart (TPADMIN = CA, the admin; TPOP = OP, the operator). Default: the operator.",
    ),
});
export type InviteConnectUserBody = z.input<typeof inviteConnectUserBodySchema>;

export const userIdParamsSchema = z.object({ id: z.uuid() });

export const networkOrganisationsBodySchema = z.object({
  filter: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Case-insensitive over name, code and country (connect §5).'),
});
export const organisationCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(40) });

export const contractAddressBodySchema = z.object({
  entityIdentifier: z.uuid().describe("A trusted party's _id (isTP) or an organisation group's _id."),
  isTP: z.boolean(),
});
export type ContractAddressBody = z.input<typeof contractAddressBodySchema>;

// Declarations

const exampleId = '7d2e1c4b-5a6f-4b7c-9d8e-1f2a3b4c5d6e';
const forbidden = {
  403: apiErrorSchema.describe(
    'CONNECT_ROLE_NOT_ALLOWED: the caller sees the user but its role does not allow changing it.',
  ),
};

export const connectUserEndpoints = {
  getUsers: defineEndpoint({
    method: 'POST',
    path: '/api/user/getUsers',
    access: 'users',
    tags,
    description:
      "The connect admin's users table (connect §6 columns and ORGANISATION): staff every user (or the group named by orgGroupCode); a customer user its group's; a trusted-party user its trusted party's. Issue 15 (the hub's /admin/users and an org group's users panel): filter, role and orgGroupId narrow it, page and recordsPerPage page it (totalCount counts every match); each row carries the permission flags, isSecret, lastLoginAt, and grantableRoles/grantableFlags (what the caller may set through PUT /api/user/single).",
    body: getUsersBodySchema,
    records: [
      {
        in: 'body',
        name: 'orgGroupCode',
        exempt:
          "A filter staff use over every group; anyone else's list is its own entity's whatever it names.",
      },
      {
        in: 'body',
        name: 'orgGroupId',
        exempt:
          "A filter staff use over every group; anyone else's list is its own entity's whatever it names.",
      },
    ],
    responses: { 200: connectUsersResponseSchema },
    example: { body: { orgGroupCode: null, hasConnectAccess: true } },
  }),
  getUser: defineEndpoint({
    method: 'POST',
    path: '/api/user/getUser',
    access: 'users',
    tags,
    description: 'One user of the users table (same visibility as getUsers).',
    body: getUserBodySchema,
    records: [{ in: 'body', name: 'userID', kind: 'userId' }],
    responses: { 200: connectUserResponseSchema },
    example: { body: { userID: exampleId, hasConnectAccess: true } },
  }),
  updateConnectUser: defineEndpoint({
    method: 'PUT',
    path: '/api/user/connectUser',
    access,
    tags,
    description:
      "Changes one connect-user column (or the role, `type`) of a user of my entity: staff, the group's CA, the trusted party's TPADMIN, or a user with connectManageUsers in the same entity. Nobody changes their own role or gives a role above their own.",
    body: connectUserUpdateSchema,
    records: [{ in: 'body', name: 'id', kind: 'userId' }],
    responses: { 200: connectUserResponseSchema, ...forbidden },
    example: { body: { id: exampleId, path: 'connectContractApprovals', value: true } },
  }),
  deleteConnectUser: defineEndpoint({
    method: 'DELETE',
    path: '/api/user/connectUser/:id',
    access,
    tags,
    description:
      'Deactivates a user of my entity (same rule as PUT connectUser; never oneself) and ends their sessions.',
    params: userIdParamsSchema,
    records: [{ in: 'params', name: 'id', kind: 'userId' }],
    responses: { 200: okSchema, ...forbidden },
    example: { params: { id: exampleId } },
  }),
  inviteConnectUser: defineEndpoint({
    method: 'POST',
    path: '/api/user/inviteConnectUser',
    access,
    tags,
    description:
      'Adds a user to my trusted party (or my organisation group, when it has connect access), inactive, and e-mails a single-use set-password link (/changePassword?token=…, 7 days); setting the password activates the account. 406 EMAIL_TAKEN when the e-mail has an account. Same rule as PUT connectUser.',
    body: inviteConnectUserBodySchema,
    responses: {
      200: connectUserResponseSchema,
      ...forbidden,
      406: apiErrorSchema.describe(`EMAIL_TAKEN: '${MESSAGES.emailNotAvailable}'`),
    },
    example: { body: { email: 'new.user@tp.demo', fullname: 'Nur Aisyah', type: 'TPOP' } },
  }),
  networkOrganisations: defineEndpoint({
    method: 'POST',
    path: '/api/connect/organisations',
    access,
    tags,
    description:
      'The organisations of my group and of the groups in my network (staff: every one), with group name and country, by name.',
    body: networkOrganisationsBodySchema,
    responses: { 200: networkOrganisationsResponseSchema },
    example: { body: { filter: 'acme' } },
  }),
  networkOrganisation: defineEndpoint({
    method: 'GET',
    path: '/api/connect/organisations/:code',
    access,
    tags,
    description:
      "An organisation of my network by its code, with its addresses and its group's users (connect-relevant fields).",
    params: organisationCodeParamsSchema,
    records: [{ in: 'params', name: 'code', kind: 'buyerCode' }],
    responses: { 200: networkOrganisationResponseSchema },
    example: { params: { code: 'ACMIMPAU' } },
  }),
  contractAddress: defineEndpoint({
    method: 'POST',
    path: '/api/org/contractAddress',
    access,
    tags,
    description:
      "A contract party's addresses: a trusted party's addresses when isTP (its registered address first), else the addresses of the organisation group's organisations. Only parties in my network.",
    body: contractAddressBodySchema,
    records: [{ in: 'body', name: 'entityIdentifier', kind: 'trustedPartyId' }],
    responses: { 200: contractAddressResponseSchema },
    example: { body: { entityIdentifier: exampleId, isTP: true } },
  }),
  adminEntities: defineEndpoint({
    method: 'GET',
    path: '/api/connect/admin/entities',
    access,
    tags,
    description:
      'allOrgsAndTps for the connect admin tables: staff every organisation group (with connectAccess) and every live trusted party, with view-as availability; others the groups and trusted parties of their network, without view-as.',
    responses: { 200: allOrgsAndTpsSchema },
    example: {},
  }),
};
