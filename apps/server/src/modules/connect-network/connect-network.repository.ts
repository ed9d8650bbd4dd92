/**
 * Invites, links between partners, sign-up and view-as (issue 17): the SQL. Which partners a scope
 * sees is decided in trusted-parties/network-access.repository.ts; here, invites are seen by their
 * sender's and their invitee's entity (and staff), through `inviteVisibleCondition`.
 */
import { isStaff } from '@navia/domain/rules/access';
import { and, asc, desc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { trustedPartyLinks } from '../../db/schema/contracts.ts';
import { connectInvites, trustedPartyPartnerships } from '../../db/schema/network.ts';
import { orgGroups, trustedParties } from '../../db/schema/org.ts';
import { sessions, users } from '../../db/schema/users.ts';
import type { Scope } from '../../lib/scope.ts';
import {
  type NetworkEntity,
  ownEntityOf,
  trustedPartyVisibleCondition,
} from '../trusted-parties/network-access.repository.ts';

export type InviteRow = typeof connectInvites.$inferSelect;
export type NewInvite = typeof connectInvites.$inferInsert;
export type TrustedPartyRow = typeof trustedParties.$inferSelect;
export type UserRow = typeof users.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Entities

/** A trusted party that is not deleted. */
export async function findLiveTrustedParty(db: Executor, id: string): Promise<TrustedPartyRow | null> {
  const [row] = await db
    .select()
    .from(trustedParties)
    .where(and(eq(trustedParties.id, id), isNull(trustedParties.deletedAt)));
  return row ?? null;
}

/** Whether the scope sees this trusted party in its network (a partner, its own, or staff). */
export async function isTrustedPartyVisible(db: Executor, scope: Scope, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: trustedParties.id })
    .from(trustedParties)
    .where(and(eq(trustedParties.id, id), trustedPartyVisibleCondition(scope, trustedParties.id)));
  return rows.length > 0;
}

export async function findOrgGroup(db: Executor, id: string) {
  const [row] = await db.select().from(orgGroups).where(eq(orgGroups.id, id));
  return row ?? null;
}

/** The name and country of an entity (a deleted trusted party has none). */
export async function entitySummary(
  db: Executor,
  entity: NetworkEntity,
): Promise<{ id: string; name: string; country: string; businessNickName: string | null } | null> {
  if (entity.kind === 'TRUSTED_PARTY') {
    const tp = await findLiveTrustedParty(db, entity.id);
    return tp
      ? { id: tp.id, name: tp.name, country: tp.country, businessNickName: tp.businessNickName }
      : null;
  }
  const group = await findOrgGroup(db, entity.id);
  return group ? { id: group.id, name: group.name, country: group.country, businessNickName: null } : null;
}

/** Possible existing entities: candidates for the invite matching rule (rules/network/invites.ts). */
export type EntityCandidate = {
  id: string;
  isTrustedParty: boolean;
  name: string;
  country: string;
  names: string[];
  businessNumber: string | null;
  emails: string[];
};

/**
 * Trusted parties (not deleted) and, when `withGroups`, connect organisation groups that may be the
 * invited partner: a prefilter in SQL (business number, a word of the name, the e-mail domain); the
 * matching rule decides. At most 200 of each.
 */
export async function findEntityCandidates(
  db: Executor,
  search: { businessNumber: string; nameWords: readonly string[]; emailDomain: string | null },
  withGroups: boolean,
): Promise<EntityCandidate[]> {
  const domainLike = search.emailDomain ? `%@${search.emailDomain}` : null;
  const nameLike = search.nameWords.map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const tpConditions: SQL[] = [];
  if (search.businessNumber.length >= 4) {
    tpConditions.push(
      sql`upper(regexp_replace(coalesce(${trustedParties.businessNumber}, ''), '[^A-Za-z0-9]', '', 'g')) = ${search.businessNumber}`,
    );
  }
  for (const like of nameLike) {
    tpConditions.push(
      sql`(${trustedParties.name} ilike ${like} or ${trustedParties.businessName} ilike ${like})`,
    );
  }
  if (domainLike) {
    tpConditions.push(sql`lower(${trustedParties.contactEmail}) like ${domainLike}`);
    tpConditions.push(
      sql`exists (select 1 from ${users} where ${users.trustedPartyId} = ${trustedParties.id} and lower(${users.email}) like ${domainLike})`,
    );
  }
  const candidates: EntityCandidate[] = [];
  if (tpConditions.length > 0) {
    const tps = await db
      .select({
        id: trustedParties.id,
        name: trustedParties.name,
        businessName: trustedParties.businessName,
        businessNickName: trustedParties.businessNickName,
        businessNumber: trustedParties.businessNumber,
        country: trustedParties.country,
        contactEmail: trustedParties.contactEmail,
        // Raw and aliased: in a single-table select Drizzle leaves columns unqualified, so
        // ${users.trustedPartyId} = ${trustedParties.id} would read users.trusted_party_id = users.id.
        emails: sql<
          string[]
        >`coalesce((select array_agg(u.email) from users u where u.trusted_party_id = "trusted_parties"."id"), '{}')`,
      })
      .from(trustedParties)
      .where(and(isNull(trustedParties.deletedAt), or(...tpConditions)))
      .limit(200);
    for (const tp of tps) {
      candidates.push({
        id: tp.id,
        isTrustedParty: true,
        name: tp.name,
        country: tp.country,
        names: [tp.name, tp.businessName, ...(tp.businessNickName ? [tp.businessNickName] : [])],
        businessNumber: tp.businessNumber,
        emails: [...(tp.contactEmail ? [tp.contactEmail] : []), ...tp.emails],
      });
    }
  }
  const groupConditions: SQL[] = nameLike.map((like) => sql`${orgGroups.name} ilike ${like}`);
  if (domainLike) {
    groupConditions.push(
      sql`exists (select 1 from ${users} where ${users.orgGroupId} = ${orgGroups.id} and lower(${users.email}) like ${domainLike})`,
    );
  }
  if (withGroups && groupConditions.length > 0) {
    const groups = await db
      .select({
        id: orgGroups.id,
        name: orgGroups.name,
        country: orgGroups.country,
        emails: sql<
          string[]
        >`coalesce((select array_agg(u.email) from users u where u.org_group_id = "org_groups"."id"), '{}')`,
      })
      .from(orgGroups)
      .where(and(eq(orgGroups.connectAccess, true), or(...groupConditions)))
      .limit(200);
    for (const g of groups) {
      candidates.push({
        id: g.id,
        isTrustedParty: false,
        name: g.name,
        country: g.country,
        names: [g.name],
        businessNumber: null,
        emails: g.emails,
      });
    }
  }
  return candidates;
}

/** The user with this e-mail, with their entity (to tell a connect user). */
export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ user: users, orgGroup: orgGroups, trustedParty: trustedParties })
    .from(users)
    .leftJoin(orgGroups, eq(orgGroups.id, users.orgGroupId))
    .leftJoin(trustedParties, eq(trustedParties.id, users.trustedPartyId))
    .where(eq(users.email, email));
  return row ?? null;
}

export async function insertTrustedParty(db: Executor, values: typeof trustedParties.$inferInsert) {
  const [row] = await db.insert(trustedParties).values(values).returning();
  if (!row) throw new Error('trusted party insert returned no row');
  return row;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

// ---------------------------------------------------------------------------------------------
// Links (the network)

/** Links two entities (a group and a trusted party, or two trusted parties both ways); idempotent. */
export async function linkEntities(
  db: Executor,
  a: NetworkEntity,
  b: NetworkEntity,
  inviteId: string | null,
  at: Date,
): Promise<void> {
  if (a.kind === 'ORG_GROUP' && b.kind === 'ORG_GROUP') throw new Error('two groups cannot be linked');
  if (a.kind === 'TRUSTED_PARTY' && b.kind === 'TRUSTED_PARTY') {
    await db
      .insert(trustedPartyPartnerships)
      .values([
        { trustedPartyId: a.id, partnerTrustedPartyId: b.id, inviteId, createdAt: at },
        { trustedPartyId: b.id, partnerTrustedPartyId: a.id, inviteId, createdAt: at },
      ])
      .onConflictDoNothing();
    return;
  }
  const group = a.kind === 'ORG_GROUP' ? a : b;
  const tp = a.kind === 'TRUSTED_PARTY' ? a : b;
  await db
    .insert(trustedPartyLinks)
    .values({ orgGroupId: group.id, trustedPartyId: tp.id, inviteId, createdAt: at })
    .onConflictDoNothing();
}

/** Whether the two entities are partners already. */
export async function areLinked(db: Executor, a: NetworkEntity, b: NetworkEntity): Promise<boolean> {
  if (a.kind === 'ORG_GROUP' && b.kind === 'ORG_GROUP') return false;
  if (a.kind === 'TRUSTED_PARTY' && b.kind === 'TRUSTED_PARTY') {
    const rows = await db
      .select({ one: sql`1` })
      .from(trustedPartyPartnerships)
      .where(
        and(
          eq(trustedPartyPartnerships.trustedPartyId, a.id),
          eq(trustedPartyPartnerships.partnerTrustedPartyId, b.id),
        ),
      );
    return rows.length > 0;
  }
  const group = a.kind === 'ORG_GROUP' ? a : b;
  const tp = a.kind === 'TRUSTED_PARTY' ? a : b;
  const rows = await db
    .select({ one: sql`1` })
    .from(trustedPartyLinks)
    .where(and(eq(trustedPartyLinks.orgGroupId, group.id), eq(trustedPartyLinks.trustedPartyId, tp.id)));
  return rows.length > 0;
}

export type NetworkRow = {
  id: string;
  kind: NetworkEntity['kind'];
  name: string;
  country: string;
  nickname: string | null;
  since: Date;
};

/** My entity's partners (not deleted), with my nickname for each, oldest first. */
export async function networkOf(db: Executor, me: NetworkEntity): Promise<NetworkRow[]> {
  if (me.kind === 'ORG_GROUP') {
    const rows = await db
      .select({
        id: trustedParties.id,
        name: trustedParties.name,
        country: trustedParties.country,
        nickname: trustedPartyLinks.trustedPartyNickname,
        since: trustedPartyLinks.createdAt,
      })
      .from(trustedPartyLinks)
      .innerJoin(trustedParties, eq(trustedParties.id, trustedPartyLinks.trustedPartyId))
      .where(and(eq(trustedPartyLinks.orgGroupId, me.id), isNull(trustedParties.deletedAt)))
      .orderBy(asc(trustedPartyLinks.createdAt), asc(trustedParties.name));
    return rows.map((r) => ({ ...r, kind: 'TRUSTED_PARTY' as const }));
  }
  const [groups, partners] = await Promise.all([
    db
      .select({
        id: orgGroups.id,
        name: orgGroups.name,
        country: orgGroups.country,
        nickname: trustedPartyLinks.orgGroupNickname,
        since: trustedPartyLinks.createdAt,
      })
      .from(trustedPartyLinks)
      .innerJoin(orgGroups, eq(orgGroups.id, trustedPartyLinks.orgGroupId))
      .where(eq(trustedPartyLinks.trustedPartyId, me.id)),
    db
      .select({
        id: trustedParties.id,
        name: trustedParties.name,
        country: trustedParties.country,
        nickname: trustedPartyPartnerships.nickname,
        since: trustedPartyPartnerships.createdAt,
      })
      .from(trustedPartyPartnerships)
      .innerJoin(trustedParties, eq(trustedParties.id, trustedPartyPartnerships.partnerTrustedPartyId))
      .where(and(eq(trustedPartyPartnerships.trustedPartyId, me.id), isNull(trustedParties.deletedAt))),
  ]);
  return [
    ...groups.map((r) => ({ ...r, kind: 'ORG_GROUP' as const })),
    ...partners.map((r) => ({ ...r, kind: 'TRUSTED_PARTY' as const })),
  ].sort((x, y) => x.since.getTime() - y.since.getTime() || x.name.localeCompare(y.name));
}

/** Sets my private nickname for a partner; false when the two are not partners. */
export async function setNickname(
  db: Executor,
  me: NetworkEntity,
  partner: NetworkEntity,
  nickname: string | null,
): Promise<boolean> {
  if (me.kind === 'ORG_GROUP' && partner.kind === 'TRUSTED_PARTY') {
    const rows = await db
      .update(trustedPartyLinks)
      .set({ trustedPartyNickname: nickname })
      .where(and(eq(trustedPartyLinks.orgGroupId, me.id), eq(trustedPartyLinks.trustedPartyId, partner.id)))
      .returning({ id: trustedPartyLinks.trustedPartyId });
    return rows.length > 0;
  }
  if (me.kind === 'TRUSTED_PARTY' && partner.kind === 'ORG_GROUP') {
    const rows = await db
      .update(trustedPartyLinks)
      .set({ orgGroupNickname: nickname })
      .where(and(eq(trustedPartyLinks.trustedPartyId, me.id), eq(trustedPartyLinks.orgGroupId, partner.id)))
      .returning({ id: trustedPartyLinks.orgGroupId });
    return rows.length > 0;
  }
  if (me.kind === 'TRUSTED_PARTY' && partner.kind === 'TRUSTED_PARTY') {
    const rows = await db
      .update(trustedPartyPartnerships)
      .set({ nickname })
      .where(
        and(
          eq(trustedPartyPartnerships.trustedPartyId, me.id),
          eq(trustedPartyPartnerships.partnerTrustedPartyId, partner.id),
        ),
      )
      .returning({ id: trustedPartyPartnerships.partnerTrustedPartyId });
    return rows.length > 0;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Invites

export async function insertInvite(db: Executor, values: NewInvite): Promise<InviteRow> {
  const [row] = await db.insert(connectInvites).values(values).returning();
  if (!row) throw new Error('invite insert returned no row');
  return row;
}

/** The invite with this token hash, whatever its state (the service decides what is usable). */
export async function findInviteByTokenHash(db: Executor, tokenHash: string): Promise<InviteRow | null> {
  const [row] = await db.select().from(connectInvites).where(eq(connectInvites.tokenHash, tokenHash));
  return row ?? null;
}

/** A pending invite of `entity` to this e-mail (to refuse a second one). */
export async function findPendingInviteTo(
  db: Executor,
  from: NetworkEntity,
  email: string,
  now: Date,
): Promise<InviteRow | null> {
  const [row] = await db
    .select()
    .from(connectInvites)
    .where(
      and(
        sentByCondition(from),
        sql`lower(${connectInvites.inviteeEmail}) = ${email.toLowerCase()}`,
        eq(connectInvites.status, 'PENDING'),
        gt(connectInvites.expiresAt, now),
      ),
    );
  return row ?? null;
}

function sentByCondition(entity: NetworkEntity): SQL {
  return entity.kind === 'ORG_GROUP'
    ? eq(connectInvites.inviterOrgGroupId, entity.id)
    : eq(connectInvites.inviterTrustedPartyId, entity.id);
}

function receivedByCondition(entity: NetworkEntity): SQL {
  return entity.kind === 'ORG_GROUP'
    ? eq(connectInvites.inviteeOrgGroupId, entity.id)
    : eq(connectInvites.inviteeTrustedPartyId, entity.id);
}

/** Invites the scope sees: staff every one; others those their entity sent or received. */
function inviteVisibleCondition(scope: Scope): SQL {
  if (isStaff(scope.role)) return sql`true`;
  const me = ownEntityOf(scope);
  if (!me) return sql`false`;
  return or(sentByCondition(me), receivedByCondition(me)) as SQL;
}

/** One invite the scope sees, locked for the caller's transaction when `forUpdate`. */
export async function findVisibleInvite(
  db: Executor,
  scope: Scope,
  id: string,
  forUpdate = false,
): Promise<InviteRow | null> {
  const query = db
    .select()
    .from(connectInvites)
    .where(and(eq(connectInvites.id, id), inviteVisibleCondition(scope)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export type InviteWithNames = {
  invite: InviteRow;
  inviterGroupName: string | null;
  inviterTpName: string | null;
  inviteeGroupName: string | null;
  inviteeTpName: string | null;
};

const inviterGroup = sql`(select ${orgGroups.name} from ${orgGroups} where ${orgGroups.id} = ${connectInvites.inviterOrgGroupId})`;
const inviterTp = sql`(select ${trustedParties.name} from ${trustedParties} where ${trustedParties.id} = ${connectInvites.inviterTrustedPartyId})`;
const inviteeGroup = sql`(select ${orgGroups.name} from ${orgGroups} where ${orgGroups.id} = ${connectInvites.inviteeOrgGroupId})`;
const inviteeTp = sql`(select ${trustedParties.name} from ${trustedParties} where ${trustedParties.id} = ${connectInvites.inviteeTrustedPartyId})`;

async function selectInvitesWithNames(db: Executor, where: SQL | undefined, limit: number) {
  return db
    .select({
      invite: connectInvites,
      inviterGroupName: sql<string | null>`${inviterGroup}`,
      inviterTpName: sql<string | null>`${inviterTp}`,
      inviteeGroupName: sql<string | null>`${inviteeGroup}`,
      inviteeTpName: sql<string | null>`${inviteeTp}`,
    })
    .from(connectInvites)
    .where(where)
    .orderBy(desc(connectInvites.createdAt), desc(connectInvites.id))
    .limit(limit);
}

export function findInviteWithNames(db: Executor, id: string): Promise<InviteWithNames | null> {
  return selectInvitesWithNames(db, eq(connectInvites.id, id), 1).then((rows) => rows[0] ?? null);
}

/** Invites the entity sent (all states), newest first; staff (me null): every invite. */
export function listSentInvites(db: Executor, me: NetworkEntity | null, limit: number) {
  return selectInvitesWithNames(db, me ? sentByCondition(me) : undefined, limit);
}

/** Pending, unexpired invites to the entity, newest first. */
export function listReceivedInvites(db: Executor, me: NetworkEntity, now: Date, limit: number) {
  return selectInvitesWithNames(
    db,
    and(receivedByCondition(me), eq(connectInvites.status, 'PENDING'), gt(connectInvites.expiresAt, now)),
    limit,
  );
}

/** What a conditional invite update also requires of the row, besides PENDING and unused. */
export type InviteExpectation = {
  /** Not sent again meanwhile (a resend moves sendCount on). */
  sendCount?: number;
  /** Still carrying this link: a resend replaces the token, and the old link must not be spent. */
  tokenHash?: string | null;
  /** Not expired at this instant. */
  unexpiredAt?: Date;
};

/**
 * Moves a pending invite on, only if it is still pending and unused (and meets `expect`): null when
 * another call got there first. One conditional UPDATE, so two concurrent callers cannot both
 * succeed: the second waits for the first's row lock, then finds the row no longer PENDING.
 */
export async function updatePendingInvite(
  db: Executor,
  id: string,
  values: Partial<NewInvite>,
  expect: InviteExpectation = {},
): Promise<InviteRow | null> {
  const [row] = await db
    .update(connectInvites)
    .set(values)
    .where(
      and(
        eq(connectInvites.id, id),
        eq(connectInvites.status, 'PENDING'),
        isNull(connectInvites.usedAt),
        expect.sendCount === undefined ? undefined : eq(connectInvites.sendCount, expect.sendCount),
        expect.tokenHash === undefined
          ? undefined
          : expect.tokenHash === null
            ? isNull(connectInvites.tokenHash)
            : eq(connectInvites.tokenHash, expect.tokenHash),
        expect.unexpiredAt === undefined ? undefined : gt(connectInvites.expiresAt, expect.unexpiredAt),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * The e-mail addresses a trusted party vouches for: its contact e-mail and its active users'
 * (their company domains decide who may join it by a partner's link; see joinByHash).
 */
export async function trustedPartyEmails(db: Executor, trustedPartyId: string): Promise<string[]> {
  const [tp] = await db
    .select({ contactEmail: trustedParties.contactEmail })
    .from(trustedParties)
    .where(eq(trustedParties.id, trustedPartyId));
  const members = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.trustedPartyId, trustedPartyId), eq(users.active, true)));
  return [...(tp?.contactEmail ? [tp.contactEmail] : []), ...members.map((m) => m.email)];
}

/** Users of an entity, active, for an invite's notifications: its admins and those who receive invites. */
export async function inviteReceivers(
  db: Executor,
  entity: NetworkEntity,
  options: { admins: boolean },
): Promise<string[]> {
  const owner =
    entity.kind === 'ORG_GROUP' ? eq(users.orgGroupId, entity.id) : eq(users.trustedPartyId, entity.id);
  const adminRole = entity.kind === 'ORG_GROUP' ? 'CA' : 'TPADMIN';
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        owner,
        eq(users.active, true),
        eq(users.notificationsActive, true),
        options.admins
          ? or(eq(users.connectReceivesInvites, true), eq(users.role, adminRole))
          : eq(users.connectReceivesInvites, true),
      ),
    );
  return rows.map((r) => r.id);
}

/** Whether the user gets notifications at all (the connect "notifications" column). */
export async function activeNotifiedUsers(db: Executor, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.active, true), eq(users.notificationsActive, true)));
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// View-as

/** The user to view a trusted party as: its oldest active TPADMIN. */
export async function findTrustedPartyAdmin(db: Executor, trustedPartyId: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: users })
    .from(users)
    .innerJoin(trustedParties, eq(trustedParties.id, users.trustedPartyId))
    .where(
      and(
        eq(users.trustedPartyId, trustedPartyId),
        eq(users.role, 'TPADMIN'),
        eq(users.active, true),
        isNull(trustedParties.deletedAt),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row?.user ?? null;
}

/** The user to view a group as: its oldest active client admin (CA). */
export async function findGroupClientAdmin(db: Executor, orgGroupId: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.orgGroupId, orgGroupId), eq(users.role, 'CA'), eq(users.active, true)))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(1);
  return row ?? null;
}

/** Sets or clears the session's view-as; answers the session's view-as before the change. */
export async function setSessionViewAs(
  db: Executor,
  sessionId: string,
  viewAs: { userId: string; returnPath: string } | null,
): Promise<void> {
  await db
    .update(sessions)
    .set({ viewAsUserId: viewAs?.userId ?? null, viewAsReturnPath: viewAs?.returnPath ?? null })
    .where(eq(sessions.id, sessionId));
}

/** The session's view-as, read afresh (stop is checked against the session, not the request). */
export async function findSessionViewAs(db: Executor, sessionId: string) {
  const [row] = await db
    .select({
      userId: sessions.userId,
      viewAsUserId: sessions.viewAsUserId,
      returnPath: sessions.viewAsReturnPath,
    })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .for('update');
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Welcome popups

export async function findWelcomePopups(db: Executor, userId: string): Promise<Record<string, boolean>> {
  const [row] = await db
    .select({ popups: users.connectWelcomePopups })
    .from(users)
    .where(eq(users.id, userId));
  return row?.popups ?? {};
}

/** Sets one popup's flag in the user's connectWelcomePopups (jsonb), answering the new value. */
export async function setWelcomePopup(
  db: Executor,
  userId: string,
  popup: string,
  shown: boolean,
): Promise<Record<string, boolean>> {
  const [row] = await db
    .update(users)
    .set({
      connectWelcomePopups: sql`${users.connectWelcomePopups} || jsonb_build_object(${popup}::text, ${shown}::boolean)`,
    })
    .where(eq(users.id, userId))
    .returning({ popups: users.connectWelcomePopups });
  return row?.popups ?? {};
}
