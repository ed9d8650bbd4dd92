/**
 * Invites, sign-up by link, the network and view-as (issue 17; connect §3 Invite, §4, §5, §7, §8;
 * hub §2 login with a hash, hub §6 view-as). Paths and payload names are the spec's, spellings
 * included (ignoreEntitiyIds, setEntiyNickname). Answers the spec does not show are designed here
 * (decision 018).
 *
 * Invites: POST /api/trustedParties/invite first looks for possible existing entities (same business
 * number, similar name, same e-mail domain); when it finds some it answers them and creates nothing.
 * The e-mailed link carries a single-use token (stored as a SHA-256) that expires after
 * INVITE_VALID_DAYS: /connect/signUp?hash=… for a new partner, /connect/login?hash=… for one that is
 * already on connect (it calls notify after signing in). Every bad hash answers the same 400
 * INVITE_HASH_INVALID 'An error occured. Please try again later.'.
 */
import { z } from 'zod';
import { apiErrorSchema, emailSchema } from './common.ts';
import { type AnyEndpoint, defineEndpoint } from './endpoint.ts';
import {
  currentUserSchema,
  networkEntityKindSchema,
  newPasswordSchema,
  VIEW_AS_RETURN_PATHS,
  viewAsReturnPathSchema,
  viewAsSchema,
} from './user.ts';

export type { NetworkEntityKind, ViewAs, ViewAsReturnPath } from './user.ts';
export { networkEntityKindSchema, VIEW_AS_RETURN_PATHS, viewAsReturnPathSchema, viewAsSchema };

const tags = ['connect network'] as const;

/** How long an e-mailed invite link stays valid. */
export const INVITE_VALID_DAYS = 14;
/** The most times one invite may be sent (the first send included). */
export const INVITE_MAX_SENDS = 5;
/** Between two sends of the same invite. */
export const INVITE_RESEND_MIN_MINUTES = 5;

/** The connect dashboard's welcome popups (connect §3 connectWelcomePopups): each shows until disabled. */
export const CONNECT_WELCOME_POPUPS = ['dashboard', 'contracts', 'sku', 'network', 'admin'] as const;
export const connectWelcomePopupSchema = z.enum(CONNECT_WELCOME_POPUPS);
export type ConnectWelcomePopup = z.infer<typeof connectWelcomePopupSchema>;

export const INVITE_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'CANCELLED'] as const;
export const inviteStatusSchema = z.enum(INVITE_STATUSES);
export type InviteStatusValue = z.infer<typeof inviteStatusSchema>;

/** A hash as e-mailed (32 random bytes, base64url); length-bounded so a junk one costs nothing. */
export const inviteHashSchema = z.string().trim().min(16).max(200);

const text = (max = 200) => z.string().trim().max(max);
const required = (max = 200) => text(max).min(1, 'This field is required.');
const optionalText = (max = 200) => text(max).optional();

// ---------------------------------------------------------------------------------------------
// Shared answer pieces

export const networkEntitySchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    country: z.string(),
    kind: networkEntityKindSchema,
    isTrustedParty: z.boolean(),
    /** My private nickname for this partner (setEntiyNickname), or null. */
    nickname: z.string().nullable(),
    /** When the partnership started. */
    since: z.iso.datetime(),
  })
  .meta({ id: 'NetworkEntity' });
export type NetworkEntity = z.infer<typeof networkEntitySchema>;

export const possibleExistingEntitySchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    country: z.string(),
    isTrustedParty: z.boolean(),
    /** Why it was offered. */
    matchedBy: z.array(z.enum(['BUSINESS_NUMBER', 'NAME', 'EMAIL_DOMAIN'])),
  })
  .meta({ id: 'PossibleExistingEntity' });
export type PossibleExistingEntity = z.infer<typeof possibleExistingEntitySchema>;

const inviteEntitySchema = z.object({
  _id: z.string(),
  name: z.string(),
  isTrustedParty: z.boolean(),
});

/** connect §3 Invite, with who sent it and to which entity, and what the caller may do with it. */
export const inviteSchema = z
  .object({
    _id: z.string(),
    inviteeCompanyName: z.string(),
    inviteeEmail: z.string(),
    inviteeName: z.string(),
    status: inviteStatusSchema,
    createdAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
    respondedAt: z.iso.datetime().nullable(),
    sendCount: z.number().int(),
    lastSentAt: z.iso.datetime(),
    inviterName: z.string(),
    /** The sending entity. */
    inviter: inviteEntitySchema.nullable(),
    /** The invited entity when it is on connect (already, or since it signed up). */
    invitee: inviteEntitySchema.nullable(),
    /** The caller may accept or decline it (a received pending invite). */
    canRespond: z.boolean(),
    /** The caller may resend or cancel it (a sent pending invite, by e-mail). */
    canResend: z.boolean(),
  })
  .meta({ id: 'ConnectInvite' });
export type ConnectInvite = z.infer<typeof inviteSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/trustedParties/invite

/** The partner to invite (design: company, contact, country, business number, website). */
export const orgDetailsSchema = z.object({
  companyName: required(160),
  contactName: required(120),
  contactEmail: emailSchema,
  country: required(60),
  businessNumber: optionalText(40),
  website: optionalText(200),
  /** Invite this existing entity (one of possibleExistingEntities) instead of creating one. */
  existingEntityId: z.uuid().optional(),
  /** Whether existingEntityId is a trusted party (true) or an organisation group (false). */
  isTrustedParty: z.boolean().optional(),
});
export type OrgDetailsInput = z.input<typeof orgDetailsSchema>;

export const inviteBodySchema = z.object({
  orgDetails: orgDetailsSchema,
  /** Entities the user has seen among possibleExistingEntities and chose not to pick. */
  ignoreEntitiyIds: z.array(z.uuid()).max(100).default([]),
});
export type InviteBody = z.input<typeof inviteBodySchema>;

export const inviteResponseSchema = z
  .object({
    /**
     * POSSIBLE_EXISTING: nothing created, pick one or resend with ignoreEntitiyIds;
     * CONNECT_USER: the e-mail is a connect user's, an in-portal invite went to their entity;
     * EXISTING_INVITED: the picked existing entity was invited (its contact gets a login link);
     * INVITE_SENT: a sign-up link was e-mailed.
     */
    outcome: z.enum(['POSSIBLE_EXISTING', 'CONNECT_USER', 'EXISTING_INVITED', 'INVITE_SENT']),
    possibleExistingEntities: z.array(possibleExistingEntitySchema).optional(),
    isConnectUser: z.boolean().optional(),
    /** The names the connect user's entity is known by (its name, trading name, my nickname). */
    nickNames: z.array(z.string()).optional(),
    invite: inviteSchema.optional(),
  })
  .meta({ id: 'InviteAnswer' });
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/trustedParties/hash

export const hashBodySchema = z.object({ hash: inviteHashSchema });

export const hashResponseSchema = z
  .object({
    companyName: z.string(),
    contactName: z.string(),
    contactEmail: z.string(),
    country: z.string(),
    businessNumber: z.string().nullable(),
    website: z.string().nullable(),
    inviterName: z.string(),
    inviterCompanyName: z.string(),
    /** Set when the invite is for an entity already on connect: sign in (login ?hash=…), do not sign up. */
    existingEntity: inviteEntitySchema.nullable(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'InvitePrefill' });
export type InvitePrefill = z.infer<typeof hashResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/trustedParties/signUp

/** connect §3 manual creation fields, with the first user's password (sign-up by link). */
export const signUpTrustedPartySchema = z.object({
  companyName: required(160),
  companyWebsite: optionalText(200),
  contactEmail: emailSchema,
  contactName: required(120),
  businessNickName: optionalText(120),
  contactNickName: optionalText(120),
  phone: optionalText(40),
  organisationType: optionalText(60),
  businessNumber: optionalText(40),
  password: newPasswordSchema,
  country: required(60),
  state: optionalText(80),
  streetAddress: optionalText(200),
  suburb: optionalText(80),
  city: optionalText(80),
  postcode: text(10).optional(),
  /** connect §3 lists it; on sign-up the client is the inviter, so a value sent here is ignored. */
  client: optionalText(120),
});
export type SignUpTrustedPartyInput = z.input<typeof signUpTrustedPartySchema>;

export const signUpBodySchema = z.object({ trustedParty: signUpTrustedPartySchema, hash: inviteHashSchema });
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signUpResponseSchema = z
  .object({
    trustedPartyId: z.string(),
    userId: z.string(),
    /** The new TPADMIN's e-mail: the web sends them to /connect/login with it. */
    email: z.string(),
  })
  .meta({ id: 'SignUpAnswer' });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/trustedParties/notify

export const notifyBodySchema = z.object({
  /** The caller's own entity: its trusted party, or its organisation group when isTrustedParty is false. */
  trustedPartyId: z.uuid(),
  isTrustedParty: z.boolean(),
  hash: inviteHashSchema,
});
export type NotifyBody = z.input<typeof notifyBodySchema>;
export const notifyResponseSchema = z.object({ ok: z.literal(true), partner: networkEntitySchema });
export type NotifyResponse = z.infer<typeof notifyResponseSchema>;

// ---------------------------------------------------------------------------------------------
// POST /api/trustedParties/addNewUser

export const TRUSTED_PARTY_USER_TYPES = ['TPADMIN', 'TPOP'] as const;

export const newTrustedPartyUserSchema = z.object({
  fullname: required(120),
  email: emailSchema,
  /** With a hash: required (the person signs up). Without: given, the user is active at once; left out, a set-password link is e-mailed. */
  password: newPasswordSchema.optional(),
  /** connect §3 Trusted party user type; TPOP unless a TPADMIN or staff member chooses TPADMIN. */
  type: z.enum(TRUSTED_PARTY_USER_TYPES).default('TPOP'),
});
export type NewTrustedPartyUserInput = z.input<typeof newTrustedPartyUserSchema>;

export const addNewUserBodySchema = z.object({
  user: newTrustedPartyUserSchema,
  trustedPartyId: z.uuid(),
  /** An invite hash for trustedPartyId: a new person joins it (no sign-in needed). */
  hash: inviteHashSchema.optional(),
});
export type AddNewUserBody = z.input<typeof addNewUserBodySchema>;

export const trustedPartyUserSchema = z
  .object({
    _id: z.string(),
    fullname: z.string(),
    type: z.string(),
    email: z.string(),
    active: z.boolean(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'TrustedPartyUserAnswer' });

export const addNewUserResponseSchema = z.object({
  user: trustedPartyUserSchema,
  /** A set-password link was e-mailed (no password was given). */
  passwordLinkSent: z.boolean(),
});
export type AddNewUserResponse = z.infer<typeof addNewUserResponseSchema>;

// ---------------------------------------------------------------------------------------------
// /api/user/invites

export const invitesResponseSchema = z.object({
  /** Invites to the caller's entity from entities already on connect; staff: none. */
  received: z.array(inviteSchema),
  /** Invites the caller's entity sent, with status; staff: every invite. */
  sent: z.array(inviteSchema),
});
export type InvitesResponse = z.infer<typeof invitesResponseSchema>;

export const respondInviteBodySchema = z.object({ inviteId: z.uuid(), accepted: z.boolean() });
export type RespondInviteBody = z.input<typeof respondInviteBodySchema>;
export const inviteAnswerSchema = z.object({ invite: inviteSchema });

const inviteIdParams = z.object({ id: z.uuid() });

// ---------------------------------------------------------------------------------------------
// Network

export const setNicknameBodySchema = z.object({
  entityId: z.uuid(),
  isTrustedParty: z.boolean(),
  /** Empty or null clears it. */
  nickname: z.string().trim().max(80).nullable(),
});
export type SetNicknameBody = z.input<typeof setNicknameBodySchema>;
export const networkEntityAnswerSchema = z.object({ entity: networkEntitySchema });
export const entitiesInNetworkResponseSchema = z.object({ entities: z.array(networkEntitySchema) });
export type EntitiesInNetworkResponse = z.infer<typeof entitiesInNetworkResponseSchema>;

// ---------------------------------------------------------------------------------------------
// View-as

export const viewAsTpBodySchema = z.object({
  tpId: z.uuid(),
  /** Where STOP returns; /connect/admin unless given. */
  returnPath: viewAsReturnPathSchema.default('/connect/admin'),
});
export const viewAsCaBodySchema = z.object({
  orgGroupId: z.uuid(),
  returnPath: viewAsReturnPathSchema.default('/connect/admin'),
});
export const viewAsResponseSchema = z.object({ user: currentUserSchema, viewAs: viewAsSchema });
export type ViewAsResponse = z.infer<typeof viewAsResponseSchema>;
export const stopViewAsResponseSchema = z.object({ returnPath: viewAsReturnPathSchema });

// ---------------------------------------------------------------------------------------------
// Welcome popups

export const welcomePopupsResponseSchema = z.object({
  /** popup → shown (true until disabled). */
  connectWelcomePopups: z.record(z.string(), z.boolean()),
});
export const disablePopupBodySchema = z.object({ popup: connectWelcomePopupSchema });

// ---------------------------------------------------------------------------------------------

const exampleId = '0b6f7e1a-6f55-4f4f-9a51-2b0d3c7e8f10';
const exampleHash = 'q3Vx8mN2pL7rT0aZ4kW9sE1dF6gH5jB2cY8uI3oP0nM';
const tooMany = { 429: apiErrorSchema.describe('TOO_MANY_INVITES: too many calls in a short time.') };
const hashInvalid = {
  400: apiErrorSchema.describe(
    "INVITE_HASH_INVALID 'An error occured. Please try again later.': the hash is unknown, used, expired or cancelled (connect §5); VALIDATION: a field problem.",
  ),
};
const emailTaken = { 406: apiErrorSchema.describe("EMAIL_TAKEN 'This email is not available.'") };
const staffViewAs = { role: 'NSU' } as const;

export const connectNetworkEndpoints = {
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/trustedParties/invite',
    access: 'connect',
    tags,
    description:
      'Invites a business partner by e-mail. Allowed to staff, client admins (CA), trusted-party admins (TPADMIN) and users with connectInviteTrustedParties. First looks for possible existing entities (same business number, similar name, same e-mail domain) that are not my partners and not in ignoreEntitiyIds: when there are some, answers POSSIBLE_EXISTING and creates nothing. An e-mail of a connect user answers CONNECT_USER (isConnectUser, nickNames) and sends an in-portal invite to their entity. orgDetails.existingEntityId invites that entity. Otherwise a sign-up link valid for 14 days is e-mailed. Staff invite for their own group only when they have one.',
    body: inviteBodySchema,
    records: [
      {
        in: 'body',
        name: 'ignoreEntitiyIds.*',
        exempt: 'entities to leave out of the matching; unknown ids match nothing',
      },
      {
        in: 'body',
        name: 'orgDetails.existingEntityId',
        exempt: 'any entity on connect can be invited; the answer names nothing beyond the invite itself',
      },
    ],
    responses: {
      200: inviteResponseSchema,
      409: apiErrorSchema.describe(
        'CONFLICT: the partner is already in my network, is my own entity, cannot partner with mine (two organisations), has an invite pending from me, or the e-mail is an account not on connect.',
      ),
      ...tooMany,
    },
    example: {
      body: {
        orgDetails: {
          companyName: 'Harbour Timber Pty Ltd',
          contactName: 'Mia Ross',
          contactEmail: 'mia@harbourtimber.example',
          country: 'AU',
          businessNumber: '51 824 753 556',
          website: 'https://harbourtimber.example',
        },
        ignoreEntitiyIds: [exampleId],
      },
    },
  }),
  hash: defineEndpoint({
    method: 'POST',
    path: '/api/trustedParties/hash',
    access: 'public',
    tags,
    description:
      "Checks an invite hash and answers the sign-up form's prefill. An unknown, used, expired or cancelled hash answers 400 'An error occured. Please try again later.'.",
    body: hashBodySchema,
    responses: { 200: hashResponseSchema, ...hashInvalid, ...tooMany },
    example: { body: { hash: exampleHash } },
  }),
  signUp: defineEndpoint({
    method: 'POST',
    path: '/api/trustedParties/signUp',
    access: 'public',
    tags,
    description:
      "Sign-up by link: creates the trusted party and its first user (TPADMIN, active) from the invite, links it to the inviter's entity, uses up the hash and notifies the inviter (INVITE). A taken e-mail answers 406 and writes nothing.",
    body: signUpBodySchema,
    responses: { 200: signUpResponseSchema, ...hashInvalid, ...emailTaken, ...tooMany },
    example: {
      body: {
        hash: exampleHash,
        trustedParty: {
          companyName: 'Harbour Timber Pty Ltd',
          contactName: 'Mia Ross',
          contactEmail: 'mia@harbourtimber.example',
          password: 'correct horse battery',
          country: 'AU',
          city: 'Hobart',
        },
      },
    },
  }),
  notify: defineEndpoint({
    method: 'POST',
    path: '/api/trustedParties/notify',
    access: 'connect',
    tags,
    description:
      "hub §2: after signing in with ?hash=…, the caller's entity (trustedPartyId: its trusted party, or with isTrustedParty false its organisation group) accepts the invite: the two entities are linked, the hash is used up and the inviter is notified (INVITE).",
    body: notifyBodySchema,
    records: [{ in: 'body', name: 'trustedPartyId', kind: 'trustedPartyId' }],
    responses: { 200: notifyResponseSchema, ...hashInvalid, ...tooMany },
    example: { body: { trustedPartyId: exampleId, isTrustedParty: true, hash: exampleHash } },
  }),
  addNewUser: defineEndpoint({
    method: 'POST',
    path: '/api/trustedParties/addNewUser',
    access: 'public',
    tags,
    description:
      "With hash: a new person joins the invited trusted party as a user (password required), and the invite is accepted. Without: a signed-in TPADMIN of trustedPartyId (or staff) adds a user; with a password it is active at once, otherwise a set-password link is e-mailed. A taken e-mail answers 406 'This email is not available.'.",
    body: addNewUserBodySchema,
    records: [{ in: 'body', name: 'trustedPartyId', kind: 'trustedPartyId' }],
    responses: { 200: addNewUserResponseSchema, ...hashInvalid, ...emailTaken, ...tooMany },
    example: {
      body: {
        trustedPartyId: exampleId,
        user: { fullname: 'Aiman Yusof', email: 'aiman@selangor.example', type: 'TPOP' },
      },
    },
  }),
  getInvites: defineEndpoint({
    method: 'GET',
    path: '/api/user/invites',
    access: 'connect',
    tags,
    description:
      "The caller entity's received invites (pending, from entities on connect) and sent invites (with status). Staff: every invite in sent.",
    responses: { 200: invitesResponseSchema },
    example: {},
  }),
  respondInvite: defineEndpoint({
    method: 'PUT',
    path: '/api/user/invites',
    access: 'connect',
    tags,
    description:
      'Accepts (links the two entities, notifies the inviter with INVITE) or declines a received pending invite. Only users who may invite (see invite) answer for their entity.',
    body: respondInviteBodySchema,
    records: [{ in: 'body', name: 'inviteId', kind: 'inviteId' }],
    responses: {
      200: inviteAnswerSchema,
      409: apiErrorSchema.describe('CONFLICT: the invite is no longer pending.'),
    },
    example: { body: { inviteId: exampleId, accepted: true } },
  }),
  resendInvite: defineEndpoint({
    method: 'POST',
    path: '/api/user/invites/:id/resend',
    access: 'connect',
    tags,
    description:
      'Sends a pending e-mail invite again with a new link (the old one stops working) and a new expiry; at most 5 sends, 5 minutes apart.',
    params: inviteIdParams,
    records: [{ in: 'params', name: 'id', kind: 'inviteId' }],
    responses: {
      200: inviteAnswerSchema,
      409: apiErrorSchema.describe('CONFLICT: the invite is no longer pending.'),
      ...tooMany,
    },
    example: { params: { id: exampleId } },
  }),
  cancelInvite: defineEndpoint({
    method: 'POST',
    path: '/api/user/invites/:id/cancel',
    access: 'connect',
    tags,
    description: 'Cancels a pending sent invite: its link stops working.',
    params: inviteIdParams,
    records: [{ in: 'params', name: 'id', kind: 'inviteId' }],
    responses: {
      200: inviteAnswerSchema,
      409: apiErrorSchema.describe('CONFLICT: the invite is no longer pending.'),
    },
    example: { params: { id: exampleId } },
  }),
  setEntiyNickname: defineEndpoint({
    method: 'PUT',
    path: '/api/user/setEntiyNickname',
    access: 'connect',
    tags,
    description:
      "Sets my entity's private nickname for a partner (entityId: a trusted party, or with isTrustedParty false an organisation group). A non-partner answers 404.",
    body: setNicknameBodySchema,
    records: [{ in: 'body', name: 'entityId', kind: 'trustedPartyId' }],
    responses: { 200: networkEntityAnswerSchema },
    example: { body: { entityId: exampleId, isTrustedParty: true, nickname: 'Selangor plastics' } },
  }),
  getEntitiesInNetwork: defineEndpoint({
    method: 'GET',
    path: '/api/user/getEntitiesInNetwork',
    access: 'connect',
    tags,
    description:
      "My entity's partners: name, country, kind, my nickname and since when. Staff have no network.",
    responses: { 200: entitiesInNetworkResponseSchema },
    example: {},
  }),
  getViewAsTP: defineEndpoint({
    method: 'POST',
    path: '/api/user/getViewAsTP',
    access: staffViewAs,
    tags,
    description:
      "Staff admins (NA, NSU) view the portal as a trusted party's TPADMIN: every later call on this session sees exactly what that user sees, and the audit log names the admin. STOP (stopViewAs) returns to returnPath.",
    body: viewAsTpBodySchema,
    records: [{ in: 'body', name: 'tpId', kind: 'trustedPartyId' }],
    responses: {
      200: viewAsResponseSchema,
      409: apiErrorSchema.describe('CONFLICT: already viewing as someone.'),
    },
    example: { body: { tpId: exampleId, returnPath: '/connect/admin' } },
  }),
  getViewAsCA: defineEndpoint({
    method: 'POST',
    path: '/api/user/getViewAsCA',
    access: staffViewAs,
    tags,
    description:
      "Staff admins (NA, NSU) view the portal as an organisation group's client admin (CA). Chat is disabled meanwhile (connect §4).",
    body: viewAsCaBodySchema,
    records: [{ in: 'body', name: 'orgGroupId', kind: 'orgGroupId' }],
    responses: {
      200: viewAsResponseSchema,
      409: apiErrorSchema.describe('CONFLICT: already viewing as someone.'),
    },
    example: { body: { orgGroupId: exampleId, returnPath: '/connect/admin' } },
  }),
  stopViewAs: defineEndpoint({
    method: 'POST',
    path: '/api/user/stopViewAs',
    access: { role: 'ALL' },
    tags,
    description:
      'Ends the view-as of this session and answers where to return. Only the admin who started it can call it (the session, not the user viewed as); without a view-as it answers 409.',
    responses: {
      200: stopViewAsResponseSchema,
      409: apiErrorSchema.describe('CONFLICT: this session is not viewing as anyone.'),
    },
    example: {},
  }),
  welcomePopups: defineEndpoint({
    method: 'GET',
    path: '/api/user/welcomePopups',
    access: 'connect',
    tags,
    description: 'The connect welcome popups and whether each still shows (connect §3 connectWelcomePopups).',
    responses: { 200: welcomePopupsResponseSchema },
    example: {},
  }),
  disablePopup: defineEndpoint({
    method: 'PUT',
    path: '/api/user/disablePopup',
    access: 'connect',
    tags,
    description: 'Stops a connect welcome popup from showing again for the caller.',
    body: disablePopupBodySchema,
    responses: { 200: welcomePopupsResponseSchema },
    example: { body: { popup: 'dashboard' } },
  }),
} satisfies Record<string, AnyEndpoint>;
