/**
 * Invites and sign-up by link (issue 17; connect §3 Invite, §4, §5, §8; hub §2 login with a hash).
 *
 * - invite: looks for possible existing entities first and creates nothing when it finds some; an
 *   e-mail of a connect user becomes an in-portal invite to that user's entity; otherwise a sign-up
 *   link is e-mailed. The link's token is stored only as its SHA-256 (lib/tokens.ts).
 * - hash / signUp / notify / addNewUser with a hash: every unknown, used, expired or cancelled hash
 *   answers INVITE_HASH_INVALID ('An error occured. Please try again later.'), one answer for all.
 * - A hash is spent by a conditional update (PENDING and unused → ACCEPTED) inside the transaction
 *   that does the rest, so two concurrent uses cannot both succeed.
 * - An accepted invite links the two entities and tells the inviter (INVITE notification), in the
 *   same transaction; the live push follows the commit.
 */
import {
  INVITE_MAX_SENDS,
  INVITE_RESEND_MIN_MINUTES,
  INVITE_VALID_DAYS,
  type InviteBody,
  type InviteResponse,
  type NewTrustedPartyUserInput,
  type PossibleExistingEntity,
  type SignUpTrustedPartyInput,
} from '@navia/domain/contracts/connect-network';
import { isStaff, isTrustedPartyRole, type Role } from '@navia/domain/rules/access';
import {
  companyEmailDomain,
  matchReasons,
  mayInviteTrustedParties,
  normaliseBusinessNumber,
  normaliseCompanyName,
} from '@navia/domain/rules/network/invites';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { addedUserEmail, connectInviteEmail } from '../../integrations/email.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, audit, auditWhoOf, auditWhoOfUser } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Scope } from '../../lib/scope.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { pushInviteNotifications, storeInviteNotifications } from '../notifications/invite-notifications.ts';
import type { NotificationRow } from '../notifications/notifications.repository.ts';
import { type NetworkEntity, ownEntityOf, partnersOf } from '../trusted-parties/network-access.repository.ts';
import { insertAccountToken } from '../users/users.repository.ts';
import {
  effectiveStatus,
  inviteeOf,
  inviterOf,
  presentInvite,
  sameEntity,
} from './connect-network.presenter.ts';
import * as repo from './connect-network.repository.ts';

/** Who calls: the scope (view-as aware), the effective user's row, and where from. */
export type NetworkCaller = {
  scope: Scope;
  user: { id: string; fullname: string; role: string; connectInviteTrustedParties: boolean };
  client: AuditClient;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const hashInvalid = () => new AppError('INVITE_HASH_INVALID');
const notFound = () => new AppError('NOT_FOUND');
const conflict = (message: string) => new AppError('CONFLICT', { message });
/** How many sent invites the invites tab shows (newest first). */
const INVITES_LIST_MAX = 500;
/** A set-password link of a user added without a password. */
const ADDED_USER_LINK_DAYS = 7;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const entityOf = (id: string, isTrustedParty: boolean): NetworkEntity =>
  isTrustedParty ? { kind: 'TRUSTED_PARTY', id } : { kind: 'ORG_GROUP', id };

/** The caller's entity, for calls that act for it (staff outside view-as have none). */
function requireOwnEntity(scope: Scope): NetworkEntity {
  const me = ownEntityOf(scope);
  if (!me) {
    throw new AppError('VALIDATION', {
      message: 'Staff act for the provider: view as an organisation or a trusted party to do this.',
    });
  }
  return me;
}

const notAllowed = () => new AppError('NETWORK_ACTION_NOT_ALLOWED');

function requireMayInvite(caller: NetworkCaller) {
  if (!mayInviteTrustedParties(caller.user)) throw notAllowed();
}

/**
 * A trusted party named for an action that is not the caller's to do: one the caller sees (a
 * partner) is refused as not allowed, any other answers as an unknown id.
 */
async function refusalFor(ctx: AppContext, scope: Scope, trustedPartyId: string) {
  return (await repo.isTrustedPartyVisible(ctx.database.db, scope, trustedPartyId))
    ? notAllowed()
    : notFound();
}

/** A hash's invite if it can still be used, else null. */
function usable(invite: repo.InviteRow | null, now: Date): repo.InviteRow | null {
  if (invite?.status !== 'PENDING' || invite.usedAt !== null || invite.expiresAt <= now) return null;
  return invite;
}

async function entityName(db: Executor, entity: NetworkEntity | null): Promise<string> {
  if (!entity) return '';
  return (await repo.entitySummary(db, entity))?.name ?? '';
}

/**
 * The link in the e-mail: the sign-up page, for a new partner and for one already on connect alike
 * (there the page offers to sign in and accept, or to create one's user; /connect/login?hash= accepts too).
 */
function inviteLink(ctx: AppContext, token: string) {
  return `${ctx.config.NAVIA_PUBLIC_URL}/connect/signUp?hash=${encodeURIComponent(token)}`;
}

async function sendInviteEmail(
  ctx: AppContext,
  tx: Executor,
  invite: repo.InviteRow,
  token: string,
  inviterCompanyName: string,
) {
  await ctx.mailer.enqueue(
    tx,
    connectInviteEmail({
      to: invite.inviteeEmail,
      inviteeName: invite.inviteeName,
      inviterName: invite.inviterName,
      inviterCompanyName,
      link: inviteLink(ctx, token),
      validDays: INVITE_VALID_DAYS,
      existingEntity: inviteeOf(invite) !== null,
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// POST /api/trustedParties/invite

/** Entities that may be the invited partner: matched, not mine, not my partners, not ignored. */
async function possibleExistingEntities(
  ctx: AppContext,
  scope: Scope,
  me: NetworkEntity,
  body: InviteBody & { ignoreEntitiyIds: string[] },
): Promise<PossibleExistingEntity[]> {
  const db = ctx.database.db;
  const details = body.orgDetails;
  const words = normaliseCompanyName(details.companyName)
    .split(' ')
    .filter((w) => w.length >= 3)
    .sort((a, b) => b.length - a.length);
  const candidates = await repo.findEntityCandidates(
    db,
    {
      businessNumber: normaliseBusinessNumber(details.businessNumber),
      nameWords: words.slice(0, 1),
      emailDomain: companyEmailDomain(details.contactEmail),
    },
    // A group partners with trusted parties only; a trusted party with both.
    me.kind === 'TRUSTED_PARTY',
  );
  const partners = await partnersOf(db, scope);
  const excluded = new Set([
    me.id,
    ...partners.orgGroupIds,
    ...partners.trustedPartyIds,
    ...body.ignoreEntitiyIds,
  ]);
  const found: PossibleExistingEntity[] = [];
  for (const c of candidates) {
    if (excluded.has(c.id)) continue;
    const reasons = matchReasons(
      {
        companyName: details.companyName,
        businessNumber: details.businessNumber ?? null,
        contactEmail: details.contactEmail,
      },
      c,
    );
    if (reasons.length === 0) continue;
    found.push({
      _id: c.id,
      name: c.name,
      country: c.country,
      isTrustedParty: c.isTrustedParty,
      matchedBy: reasons,
    });
  }
  return found
    .sort((a, b) => b.matchedBy.length - a.matchedBy.length || a.name.localeCompare(b.name))
    .slice(0, 10);
}

/** Refuses a target that cannot become my partner: myself, a partner already, or group to group. */
async function assertCanPartner(db: Executor, me: NetworkEntity, target: NetworkEntity) {
  if (sameEntity(me, target)) throw conflict('This is your own organisation.');
  if (me.kind === 'ORG_GROUP' && target.kind === 'ORG_GROUP') {
    throw conflict('Organisations connect with trusted parties, not with other organisations.');
  }
  if (await repo.areLinked(db, me, target)) throw conflict('This business is already in your network.');
}

export async function invite(
  ctx: AppContext,
  caller: NetworkCaller,
  body: InviteBody & { ignoreEntitiyIds: string[] },
): Promise<InviteResponse> {
  requireMayInvite(caller);
  const { scope } = caller;
  const me = requireOwnEntity(scope);
  const db = ctx.database.db;
  const details = body.orgDetails;
  const meSummary = await repo.entitySummary(db, me);
  if (!meSummary) throw notFound();

  // An entity picked among possibleExistingEntities.
  if (details.existingEntityId) {
    const target = entityOf(details.existingEntityId, details.isTrustedParty !== false);
    const summary = await repo.entitySummary(db, target);
    if (!summary) throw notFound();
    // Only a group on connect can be a partner (possibleExistingEntities offers no other): a group
    // without connect access is not told of an invite it cannot answer, and answers as unknown.
    if (target.kind === 'ORG_GROUP' && (await repo.findOrgGroup(db, target.id))?.connectAccess !== true) {
      throw notFound();
    }
    await assertCanPartner(db, me, target);
    const created = await createInvite(ctx, caller, me, meSummary.name, details, target, true);
    return { outcome: 'EXISTING_INVITED', invite: created };
  }

  // The e-mail of someone who already has an account.
  const known = await repo.findUserByEmail(db, details.contactEmail);
  if (known) {
    const entity: NetworkEntity | null = known.user.trustedPartyId
      ? { kind: 'TRUSTED_PARTY', id: known.user.trustedPartyId }
      : known.user.orgGroupId && !isStaff(known.user.role as Role)
        ? { kind: 'ORG_GROUP', id: known.user.orgGroupId }
        : null;
    const onConnect =
      entity !== null &&
      (entity.kind === 'TRUSTED_PARTY'
        ? known.trustedParty?.deletedAt === null
        : known.orgGroup?.connectAccess === true);
    if (!entity || !onConnect) throw conflict('This e-mail belongs to an account that is not on connect.');
    await assertCanPartner(db, me, entity);
    const summary = await repo.entitySummary(db, entity);
    if (!summary) throw notFound();
    const created = await createInvite(ctx, caller, me, meSummary.name, details, entity, false);
    return {
      outcome: 'CONNECT_USER',
      isConnectUser: true,
      nickNames: [
        ...new Set([summary.name, ...(summary.businessNickName ? [summary.businessNickName] : [])]),
      ],
      invite: created,
    };
  }

  const possible = await possibleExistingEntities(ctx, scope, me, body);
  if (possible.length > 0) return { outcome: 'POSSIBLE_EXISTING', possibleExistingEntities: possible };

  const created = await createInvite(ctx, caller, me, meSummary.name, details, null, true);
  return { outcome: 'INVITE_SENT', invite: created };
}

/**
 * Writes the invite; `email`: with a single-use link (sign-up for a new entity, login for an
 * existing one); without, it is answered in the portal only. An invitee entity's admins and
 * receivers are told (INVITE).
 */
async function createInvite(
  ctx: AppContext,
  caller: NetworkCaller,
  me: NetworkEntity,
  meName: string,
  details: InviteBody['orgDetails'],
  target: NetworkEntity | null,
  email: boolean,
) {
  const now = ctx.now();
  const db = ctx.database.db;
  if (await repo.findPendingInviteTo(db, me, details.contactEmail, now)) {
    throw conflict('An invite to this e-mail is already pending: resend it from the invites tab.');
  }
  const token = email ? newToken() : null;
  const pushed: NotificationRow[] = [];
  const created = await db.transaction(async (tx) => {
    const row = await repo.insertInvite(tx, {
      inviterUserId: caller.user.id,
      inviterName: caller.user.fullname,
      inviterOrgGroupId: me.kind === 'ORG_GROUP' ? me.id : null,
      inviterTrustedPartyId: me.kind === 'TRUSTED_PARTY' ? me.id : null,
      inviteeEmail: details.contactEmail,
      inviteeName: details.contactName,
      inviteeCompanyName: details.companyName,
      orgDetails: {
        companyName: details.companyName,
        contactName: details.contactName,
        contactEmail: details.contactEmail,
        country: details.country,
        businessNumber: details.businessNumber ?? null,
        website: details.website ?? null,
      },
      inviteeTrustedPartyId: target?.kind === 'TRUSTED_PARTY' ? target.id : null,
      inviteeOrgGroupId: target?.kind === 'ORG_GROUP' ? target.id : null,
      status: 'PENDING',
      tokenHash: token ? hashToken(token) : null,
      expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS),
      sendCount: 1,
      lastSentAt: now,
      createdAt: now,
    });
    if (token) await sendInviteEmail(ctx, tx, row, token, meName);
    if (target) {
      const receivers = await repo.inviteReceivers(tx, target, { admins: true });
      pushed.push(
        ...(await storeInviteNotifications(
          tx,
          {
            inviteId: row.id,
            recipients: receivers,
            text: `${meName} invites you to connect`,
            redirectUrl: '/connect/admin/invites',
            orgGroupId: target.kind === 'ORG_GROUP' ? target.id : null,
          },
          now,
        )),
      );
    }
    await audit(tx, {
      type: 'INVITE_SENT',
      outcome: 'SUCCESS',
      who: auditWhoOf(caller.scope),
      client: caller.client,
      at: now,
      target: row.id,
      detail: target ? `${target.kind}:${target.id}` : 'NEW_ENTITY',
    });
    return row;
  });
  pushInviteNotifications(ctx, pushed);
  const withNames = await repo.findInviteWithNames(db, created.id);
  if (!withNames) throw notFound();
  return presentInvite(withNames, { me, mayAct: true, staff: false }, now);
}

// ---------------------------------------------------------------------------------------------
// POST /api/trustedParties/hash

async function refuseHash(ctx: AppContext, client: AuditClient, invite: repo.InviteRow | null, why: string) {
  await audit(ctx.database.db, {
    type: 'INVITE_HASH_REFUSED',
    outcome: 'REFUSED',
    who: auditWhoOfUser(null),
    client,
    at: ctx.now(),
    target: invite?.id ?? null,
    detail: invite
      ? `${effectiveStatus(invite, ctx.now())}${invite.usedAt ? ':USED' : ''}:${why}`
      : `UNKNOWN:${why}`,
  });
  return hashInvalid();
}

export async function checkHash(ctx: AppContext, hash: string, client: AuditClient) {
  const db = ctx.database.db;
  const found = await repo.findInviteByTokenHash(db, hashToken(hash));
  const invite = usable(found, ctx.now());
  if (!invite) throw await refuseHash(ctx, client, found, 'HASH');
  const details = invite.orgDetails as Record<string, string | null | undefined>;
  const invitee = inviteeOf(invite);
  const inviteeSummary = invitee ? await repo.entitySummary(db, invitee) : null;
  return {
    companyName: invite.inviteeCompanyName,
    contactName: invite.inviteeName,
    contactEmail: invite.inviteeEmail,
    country: details.country ?? '',
    businessNumber: details.businessNumber ?? null,
    website: details.website ?? null,
    inviterName: invite.inviterName,
    inviterCompanyName: await entityName(db, inviterOf(invite)),
    existingEntity:
      invitee && inviteeSummary
        ? { _id: invitee.id, name: inviteeSummary.name, isTrustedParty: invitee.kind === 'TRUSTED_PARTY' }
        : null,
    expiresAt: invite.expiresAt.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------
// Accepting an invite (signUp, notify, addNewUser with a hash, PUT invites)

/**
 * Links the invite's inviter with `invitee`, and tells the inviter and its entity's receivers. In
 * the caller's transaction; answers the notifications to push after the commit.
 */
async function linkAndNotify(
  tx: Executor,
  invite: repo.InviteRow,
  invitee: NetworkEntity,
  inviteeName: string,
  now: Date,
): Promise<NotificationRow[]> {
  const inviter = inviterOf(invite);
  if (!inviter) return [];
  await repo.linkEntities(tx, inviter, invitee, invite.id, now);
  const recipients = [
    ...(invite.inviterUserId ? await repo.activeNotifiedUsers(tx, [invite.inviterUserId]) : []),
    ...(await repo.inviteReceivers(tx, inviter, { admins: false })),
  ];
  const redirectUrl =
    invitee.kind === 'TRUSTED_PARTY'
      ? `/connect/trustedparty/${invitee.id}`
      : `/connect/organisations/${invitee.id}`;
  return storeInviteNotifications(
    tx,
    {
      inviteId: invite.id,
      recipients,
      text: `${inviteeName} accepted your invite and joined your network`,
      redirectUrl,
      orgGroupId: inviter.kind === 'ORG_GROUP' ? inviter.id : null,
    },
    now,
  );
}

/** Spends a usable invite (PENDING → ACCEPTED), or throws INVITE_HASH_INVALID when another call did. */
async function acceptInvite(
  tx: Executor,
  invite: repo.InviteRow,
  invitee: NetworkEntity,
  now: Date,
  spendHash: boolean,
) {
  const done = await repo.updatePendingInvite(
    tx,
    invite.id,
    {
      status: 'ACCEPTED',
      respondedAt: now,
      ...(spendHash ? { usedAt: now } : {}),
      inviteeTrustedPartyId: invitee.kind === 'TRUSTED_PARTY' ? invitee.id : invite.inviteeTrustedPartyId,
      inviteeOrgGroupId: invitee.kind === 'ORG_GROUP' ? invitee.id : invite.inviteeOrgGroupId,
    },
    // The link read before the transaction must still be the invite's, and unexpired: a resend
    // (a new token) or the expiry meanwhile leaves the old link unusable.
    { tokenHash: invite.tokenHash, unexpiredAt: now },
  );
  if (!done) throw hashInvalid();
  return done;
}

// ---------------------------------------------------------------------------------------------
// POST /api/trustedParties/signUp

export async function signUp(
  ctx: AppContext,
  body: { trustedParty: SignUpTrustedPartyInput & { contactEmail: string; password: string }; hash: string },
  client: AuditClient,
) {
  const db = ctx.database.db;
  const tp = body.trustedParty;
  const found = await repo.findInviteByTokenHash(db, hashToken(body.hash));
  const invite = usable(found, ctx.now());
  // A hash for an entity already on connect is for signing in (notify), not for signing up.
  if (!invite || inviteeOf(invite) !== null) throw await refuseHash(ctx, client, found, 'SIGN_UP');
  // The link proves the invite's mailbox only: the first user is created active and validated, so
  // it must be that address (as joinByHash requires), not one the holder of the link typed.
  if (tp.contactEmail.toLowerCase() !== invite.inviteeEmail.toLowerCase()) {
    throw new AppError('VALIDATION', {
      message: 'trustedParty.contactEmail: use the e-mail address the invite was sent to',
      issues: [
        { field: 'trustedParty.contactEmail', message: 'Use the e-mail address the invite was sent to.' },
      ],
    });
  }
  if (await repo.findUserByEmail(db, tp.contactEmail)) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(tp.password);
  const now = ctx.now();
  let pushed: NotificationRow[] = [];
  try {
    const result = await db.transaction(async (tx) => {
      const inviterEntity = inviterOf(invite);
      const created = await repo.insertTrustedParty(tx, {
        name: tp.companyName,
        businessName: tp.companyName,
        businessNumber: tp.businessNumber || null,
        businessNickName: tp.businessNickName || null,
        businessWebsite: tp.companyWebsite || null,
        type: tp.organisationType || null,
        contactName: tp.contactName,
        contactEmail: tp.contactEmail,
        phone: tp.phone || null,
        address1: tp.streetAddress || null,
        suburb: tp.suburb || null,
        city: tp.city || null,
        state: tp.state || null,
        postcode: tp.postcode || null,
        country: tp.country,
        createdByOrgGroupId: inviterEntity?.kind === 'ORG_GROUP' ? inviterEntity.id : null,
        createdAt: now,
        updatedAt: now,
      });
      const entity: NetworkEntity = { kind: 'TRUSTED_PARTY', id: created.id };
      // Spent first: a concurrent sign-up with the same hash fails here and rolls everything back.
      await acceptInvite(tx, invite, entity, now, true);
      const user = await repo.insertUser(tx, {
        email: tp.contactEmail,
        passwordHash,
        fullname: tp.contactName,
        role: 'TPADMIN',
        trustedPartyId: created.id,
        active: true,
        emailValidatedAt: now,
        isConnectUser: true,
        connectAccess: true,
        hasHubAccess: false,
        tracking: false,
        connectManageUsers: true,
        connectPageAccess: true,
        connectContractApprovals: true,
        connectInviteTrustedParties: true,
        connectReceivesInvites: true,
        createdAt: now,
        updatedAt: now,
      });
      pushed = await linkAndNotify(tx, invite, entity, created.name, now);
      const who = auditWhoOfUser(user);
      await audit(
        tx,
        { type: 'TRUSTED_PARTY_SIGNED_UP', outcome: 'SUCCESS', who, client, at: now, target: created.id },
        {
          type: 'INVITE_ACCEPTED',
          outcome: 'SUCCESS',
          who,
          client,
          at: now,
          target: invite.id,
          detail: 'SIGN_UP',
        },
      );
      return { trustedPartyId: created.id, userId: user.id, email: user.email };
    });
    pushInviteNotifications(ctx, pushed);
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// POST /api/trustedParties/notify

export async function notify(
  ctx: AppContext,
  caller: NetworkCaller & { email: string },
  body: { trustedPartyId: string; isTrustedParty: boolean; hash: string },
) {
  const db = ctx.database.db;
  const me = ownEntityOf(caller.scope);
  const claimed = entityOf(body.trustedPartyId, body.isTrustedParty);
  // Only the caller's own entity: a partner is not allowed, any other answers as an unknown id.
  if (!me || !sameEntity(me, claimed)) {
    throw claimed.kind === 'TRUSTED_PARTY' ? await refusalFor(ctx, caller.scope, claimed.id) : notFound();
  }
  const found = await repo.findInviteByTokenHash(db, hashToken(body.hash));
  const invite = usable(found, ctx.now());
  const invitee = invite ? inviteeOf(invite) : null;
  const inviter = invite ? inviterOf(invite) : null;
  const fits =
    invite !== null &&
    inviter !== null &&
    (invitee === null || sameEntity(invitee, me)) &&
    !sameEntity(inviter, me) &&
    !(inviter.kind === 'ORG_GROUP' && me.kind === 'ORG_GROUP');
  // The invite was e-mailed to this person, or the caller answers invites for the entity.
  const mayAnswer =
    invite !== null &&
    (invite.inviteeEmail.toLowerCase() === caller.email.toLowerCase() ||
      mayInviteTrustedParties(caller.user));
  if (!invite || !fits || !mayAnswer) throw await refuseHash(ctx, caller.client, found, 'NOTIFY');
  const now = ctx.now();
  let pushed: NotificationRow[] = [];
  const meSummary = await repo.entitySummary(db, me);
  if (!meSummary) throw notFound();
  await db.transaction(async (tx) => {
    await acceptInvite(tx, invite, me, now, true);
    pushed = await linkAndNotify(tx, invite, me, meSummary.name, now);
    await audit(tx, {
      type: 'INVITE_ACCEPTED',
      outcome: 'SUCCESS',
      who: auditWhoOf(caller.scope),
      client: caller.client,
      at: now,
      target: invite.id,
      detail: 'NOTIFY',
    });
  });
  pushInviteNotifications(ctx, pushed);
  const partner = (await repo.networkOf(db, me)).find(
    (p) => inviter && p.id === inviter.id && p.kind === inviter.kind,
  );
  if (!partner || !inviter) throw notFound();
  return {
    ok: true as const,
    partner: {
      _id: partner.id,
      name: partner.name,
      country: partner.country,
      kind: partner.kind,
      isTrustedParty: partner.kind === 'TRUSTED_PARTY',
      nickname: partner.nickname,
      since: partner.since.toISOString(),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// POST /api/trustedParties/addNewUser

type NewUser = NewTrustedPartyUserInput & { email: string; type: 'TPADMIN' | 'TPOP' };

function presentNewUser(user: repo.UserRow) {
  return {
    _id: user.id,
    fullname: user.fullname,
    type: user.role,
    email: user.email,
    active: user.active,
    createdAt: user.createdAt.toISOString(),
  };
}

/**
 * Whether the trusted party vouches for this e-mail: it is its contact e-mail, or it shares a company
 * mail domain (never a public one) with its contact e-mail or one of its active users.
 */
async function vouchedBy(db: Executor, trustedPartyId: string, email: string): Promise<boolean> {
  const known = await repo.trustedPartyEmails(db, trustedPartyId);
  const wanted = email.toLowerCase();
  if (known.some((e) => e.toLowerCase() === wanted)) return true;
  const domain = companyEmailDomain(wanted);
  return domain !== null && known.some((e) => companyEmailDomain(e) === domain);
}

/**
 * With a hash: a new person joins the invited trusted party (and the invite is accepted), only with
 * an e-mail of that trusted party's own company (vouchedBy).
 */
export async function joinByHash(
  ctx: AppContext,
  body: { user: NewUser; trustedPartyId: string; hash: string },
  client: AuditClient,
) {
  const db = ctx.database.db;
  const found = await repo.findInviteByTokenHash(db, hashToken(body.hash));
  const invite = usable(found, ctx.now());
  const invitee = invite ? inviteeOf(invite) : null;
  if (!invite || invitee?.kind !== 'TRUSTED_PARTY' || invitee.id !== body.trustedPartyId) {
    throw await refuseHash(ctx, client, found, 'ADD_USER');
  }
  if (!body.user.password) {
    throw new AppError('VALIDATION', {
      message: 'user.password: This field is required.',
      issues: [{ field: 'user.password', message: 'This field is required.' }],
    });
  }
  if (body.user.email.toLowerCase() !== invite.inviteeEmail.toLowerCase()) {
    throw new AppError('VALIDATION', {
      message: 'user.email: use the e-mail address the invite was sent to',
      issues: [{ field: 'user.email', message: 'Use the e-mail address the invite was sent to.' }],
    });
  }
  const tp = await repo.findLiveTrustedParty(db, invitee.id);
  if (!tp) throw await refuseHash(ctx, client, found, 'ADD_USER');
  // The inviter is a partner, not the trusted party: it chose the e-mail, so its link alone must not
  // make someone a member. Only an address of the trusted party's own company domain may join.
  if (!(await vouchedBy(db, tp.id, body.user.email))) {
    throw await refuseHash(ctx, client, found, 'ADD_USER_OUTSIDE');
  }
  if (await repo.findUserByEmail(db, body.user.email)) throw new AppError('EMAIL_TAKEN');
  const passwordHash = await hashPassword(body.user.password);
  const now = ctx.now();
  let pushed: NotificationRow[] = [];
  try {
    const user = await db.transaction(async (tx) => {
      await acceptInvite(tx, invite, invitee, now, true);
      const created = await repo.insertUser(tx, {
        email: body.user.email,
        passwordHash,
        fullname: body.user.fullname,
        role: 'TPOP',
        trustedPartyId: tp.id,
        active: true,
        emailValidatedAt: now,
        isConnectUser: true,
        connectAccess: true,
        hasHubAccess: false,
        tracking: false,
        createdAt: now,
        updatedAt: now,
      });
      pushed = await linkAndNotify(tx, invite, invitee, tp.name, now);
      const who = auditWhoOfUser(created);
      await audit(
        tx,
        {
          type: 'NETWORK_USER_ADDED',
          outcome: 'SUCCESS',
          who,
          client,
          at: now,
          target: created.id,
          detail: 'INVITE',
        },
        {
          type: 'INVITE_ACCEPTED',
          outcome: 'SUCCESS',
          who,
          client,
          at: now,
          target: invite.id,
          detail: 'ADD_USER',
        },
      );
      return created;
    });
    pushInviteNotifications(ctx, pushed);
    return { user: presentNewUser(user), passwordLinkSent: false };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

/**
 * Without a hash: a TPADMIN of the trusted party (or staff) adds a user. Given a password, the user
 * is active at once; otherwise a set-password link (the reset-password page) is e-mailed.
 */
export async function addUser(
  ctx: AppContext,
  caller: NetworkCaller,
  body: { user: NewUser; trustedPartyId: string },
) {
  const db = ctx.database.db;
  const { scope } = caller;
  const staff = isStaff(scope.role);
  const own = isTrustedPartyRole(scope.role) && scope.trustedPartyId === body.trustedPartyId;
  // A trusted party not mine: refused (a partner) or unknown; a user of my own who is not its admin: refused.
  if (!staff && !own) throw await refusalFor(ctx, scope, body.trustedPartyId);
  if (!staff && caller.user.role !== 'TPADMIN') throw notAllowed();
  const tp = await repo.findLiveTrustedParty(db, body.trustedPartyId);
  if (!tp) throw notFound();
  if (await repo.findUserByEmail(db, body.user.email)) throw new AppError('EMAIL_TAKEN');
  const password = body.user.password ?? newToken();
  const passwordHash = await hashPassword(password);
  const now = ctx.now();
  try {
    const user = await db.transaction(async (tx) => {
      const created = await repo.insertUser(tx, {
        email: body.user.email,
        passwordHash,
        fullname: body.user.fullname,
        role: body.user.type,
        trustedPartyId: tp.id,
        active: true,
        emailValidatedAt: body.user.password ? now : null,
        isConnectUser: true,
        connectAccess: true,
        hasHubAccess: false,
        tracking: false,
        connectManageUsers: body.user.type === 'TPADMIN',
        connectInviteTrustedParties: body.user.type === 'TPADMIN',
        createdAt: now,
        updatedAt: now,
      });
      if (!body.user.password) {
        const token = newToken();
        await insertAccountToken(tx, {
          userId: created.id,
          purpose: 'PASSWORD_RESET',
          tokenHash: hashToken(token),
          expiresAt: new Date(now.getTime() + ADDED_USER_LINK_DAYS * DAY_MS),
        });
        await ctx.mailer.enqueue(
          tx,
          addedUserEmail({
            to: created.email,
            fullname: created.fullname,
            addedBy: caller.user.fullname,
            companyName: tp.name,
            link: `${ctx.config.NAVIA_PUBLIC_URL}/changePassword?token=${token}`,
            validDays: ADDED_USER_LINK_DAYS,
          }),
        );
      }
      await audit(tx, {
        type: 'NETWORK_USER_ADDED',
        outcome: 'SUCCESS',
        who: auditWhoOf(scope),
        client: caller.client,
        at: now,
        target: created.id,
        detail: `TRUSTED_PARTY:${tp.id}`,
      });
      return created;
    });
    return { user: presentNewUser(user), passwordLinkSent: !body.user.password };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN');
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// /api/user/invites

function viewerOf(caller: NetworkCaller) {
  const staff = isStaff(caller.scope.role);
  return { me: ownEntityOf(caller.scope), mayAct: mayInviteTrustedParties(caller.user), staff };
}

export async function listInvites(ctx: AppContext, caller: NetworkCaller) {
  const db = ctx.database.db;
  const now = ctx.now();
  const viewer = viewerOf(caller);
  if (!viewer.me) {
    if (!viewer.staff) return { received: [], sent: [] };
    const all = await repo.listSentInvites(db, null, INVITES_LIST_MAX);
    return { received: [], sent: all.map((r) => presentInvite(r, viewer, now)) };
  }
  const [received, sent] = await Promise.all([
    repo.listReceivedInvites(db, viewer.me, now, INVITES_LIST_MAX),
    repo.listSentInvites(db, viewer.me, INVITES_LIST_MAX),
  ]);
  return {
    received: received.map((r) => presentInvite(r, viewer, now)),
    sent: sent.map((r) => presentInvite(r, viewer, now)),
  };
}

async function answerInvite(ctx: AppContext, caller: NetworkCaller, id: string) {
  const viewer = viewerOf(caller);
  const row = await repo.findInviteWithNames(ctx.database.db, id);
  if (!row) throw notFound();
  return { invite: presentInvite(row, viewer, ctx.now()) };
}

/** PUT /api/user/invites: accept (link, tell the inviter) or decline a received pending invite. */
export async function respondInvite(
  ctx: AppContext,
  caller: NetworkCaller,
  body: { inviteId: string; accepted: boolean },
) {
  const db = ctx.database.db;
  const { scope } = caller;
  const found = await repo.findVisibleInvite(db, scope, body.inviteId);
  const me = ownEntityOf(scope);
  // Only the invited entity answers; the sender (and staff) see it but cannot answer it.
  if (!found || !me || !sameEntity(inviteeOf(found), me)) throw notFound();
  requireMayInvite(caller);
  const now = ctx.now();
  if (effectiveStatus(found, now) !== 'PENDING') throw conflict('This invite is no longer pending.');
  const meSummary = await repo.entitySummary(db, me);
  if (!meSummary) throw notFound();
  let pushed: NotificationRow[] = [];
  await db.transaction(async (tx) => {
    if (body.accepted) {
      const done = await repo.updatePendingInvite(
        tx,
        found.id,
        { status: 'ACCEPTED', respondedAt: now, usedAt: now },
        { unexpiredAt: now },
      );
      if (!done) throw conflict('This invite is no longer pending.');
      pushed = await linkAndNotify(tx, found, me, meSummary.name, now);
    } else {
      const done = await repo.updatePendingInvite(tx, found.id, { status: 'DECLINED', respondedAt: now });
      if (!done) throw conflict('This invite is no longer pending.');
    }
    await audit(tx, {
      type: body.accepted ? 'INVITE_ACCEPTED' : 'INVITE_DECLINED',
      outcome: 'SUCCESS',
      who: auditWhoOf(scope),
      client: caller.client,
      at: now,
      target: found.id,
      detail: 'IN_PORTAL',
    });
  });
  pushInviteNotifications(ctx, pushed);
  return answerInvite(ctx, caller, found.id);
}

/** A sent invite the caller may manage: its entity's (or, for staff, any). */
async function findSentInvite(ctx: AppContext, caller: NetworkCaller, id: string) {
  const found = await repo.findVisibleInvite(ctx.database.db, caller.scope, id);
  const me = ownEntityOf(caller.scope);
  const staff = isStaff(caller.scope.role);
  if (!found || (!staff && !sameEntity(inviterOf(found), me))) throw notFound();
  requireMayInvite(caller);
  return found;
}

/** POST /api/user/invites/:id/resend: a new link and expiry; at most INVITE_MAX_SENDS, spaced out. */
export async function resendInvite(ctx: AppContext, caller: NetworkCaller, id: string) {
  const found = await findSentInvite(ctx, caller, id);
  const now = ctx.now();
  const status = effectiveStatus(found, now);
  if ((status !== 'PENDING' && status !== 'EXPIRED') || found.tokenHash === null) {
    throw conflict('This invite is no longer pending.');
  }
  if (
    found.sendCount >= INVITE_MAX_SENDS ||
    now.getTime() - found.lastSentAt.getTime() < INVITE_RESEND_MIN_MINUTES * 60_000
  ) {
    throw new AppError('TOO_MANY_INVITES');
  }
  const token = newToken();
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    const done = await repo.updatePendingInvite(
      tx,
      found.id,
      {
        tokenHash: hashToken(token),
        expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS),
        sendCount: found.sendCount + 1,
        lastSentAt: now,
      },
      { sendCount: found.sendCount },
    );
    if (!done) throw conflict('This invite was changed meanwhile. Reload and try again.');
    await sendInviteEmail(ctx, tx, done, token, await entityName(tx, inviterOf(done)));
    await audit(tx, {
      type: 'INVITE_RESENT',
      outcome: 'SUCCESS',
      who: auditWhoOf(caller.scope),
      client: caller.client,
      at: now,
      target: found.id,
      detail: `SEND_${done.sendCount}`,
    });
  });
  return answerInvite(ctx, caller, found.id);
}

/** POST /api/user/invites/:id/cancel: the link stops working. */
export async function cancelInvite(ctx: AppContext, caller: NetworkCaller, id: string) {
  const found = await findSentInvite(ctx, caller, id);
  const now = ctx.now();
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    const done = await repo.updatePendingInvite(tx, found.id, { status: 'CANCELLED', respondedAt: now });
    if (!done) throw conflict('This invite is no longer pending.');
    await audit(tx, {
      type: 'INVITE_CANCELLED',
      outcome: 'SUCCESS',
      who: auditWhoOf(caller.scope),
      client: caller.client,
      at: now,
      target: found.id,
    });
  });
  return answerInvite(ctx, caller, found.id);
}
