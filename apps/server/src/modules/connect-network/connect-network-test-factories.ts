/**
 * Test data for the invites, sign-up and view-as API (issue 17): connect groups and trusted parties
 * with their admins, signed-in agents that can PUT, and reads of what the calls wrote (outbox
 * e-mails, invites, links, notifications, audit events).
 */
import type { Role } from '@navia/domain/rules/access';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  auditEvents,
  connectInvites,
  notifications,
  outboxEmails,
  trustedParties,
  trustedPartyLinks,
  trustedPartyPartnerships,
  users,
} from '../../db/schema/index.ts';
import { createOrgGroup, createTrustedParty, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { signIn, type TestApp, unique } from '../../test/test-app.ts';

export type NetAgent = {
  user: Awaited<ReturnType<typeof createUser>>;
  cookie: string;
  get: (url: string) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  put: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
};

export async function agentFor(t: TestApp, user: Awaited<ReturnType<typeof createUser>>): Promise<NetAgent> {
  const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
  return {
    user,
    cookie,
    get: (url) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
    post: (url, payload = {}) =>
      t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } }),
    put: (url, payload = {}) =>
      t.app.inject({ method: 'PUT', url, payload: payload as object, headers: { cookie } }),
  };
}

/** A user signed in through the API. */
export async function netUser(t: TestApp, options: Parameters<typeof createUser>[1] = {}) {
  return agentFor(t, await createUser(t.database.db, { fullname: `User ${unique()}`, ...options }));
}

/** A connect organisation group and its client admin (CA), signed in. */
export async function connectGroup(t: TestApp, name = `Group ${unique()}`) {
  const group = await createOrgGroup(t.database.db, { name, connectAccess: true });
  const admin = await netUser(t, {
    role: 'CA',
    orgGroupId: group.id,
    connectAccess: true,
    isConnectUser: true,
  });
  return { group, admin };
}

/** A trusted party with its TPADMIN, signed in. */
export async function trustedPartyWithAdmin(
  t: TestApp,
  values: Partial<typeof trustedParties.$inferInsert> = {},
) {
  const created = await createTrustedParty(t.database.db);
  const [tp] = await t.database.db
    .update(trustedParties)
    .set({ updatedAt: created.updatedAt, ...values })
    .where(eq(trustedParties.id, created.id))
    .returning();
  if (!tp) throw new Error('trusted party update failed');
  const admin = await netUser(t, {
    role: 'TPADMIN' as Role,
    trustedPartyId: tp.id,
    connectAccess: true,
    isConnectUser: true,
  });
  return { tp, admin };
}

export async function linkGroupAndTrustedParty(t: TestApp, orgGroupId: string, trustedPartyId: string) {
  await t.database.db.insert(trustedPartyLinks).values({ orgGroupId, trustedPartyId }).onConflictDoNothing();
}

/** The link token of the newest outbox e-mail to `email` whose link goes to `page`. */
export async function hashFromOutbox(t: TestApp, email: string, page: string): Promise<string> {
  const mails = await t.database.db
    .select()
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email))
    .orderBy(desc(outboxEmails.createdAt));
  for (const mail of mails) {
    const match = mail.textBody.match(
      new RegExp(`${page.replace(/[/?]/g, '\\$&')}\\?(?:hash|token)=([\\w%-]+)`),
    );
    if (match?.[1]) return decodeURIComponent(match[1]);
  }
  throw new Error(`no ${page} link in the outbox for ${email}`);
}

export async function outboxCount(t: TestApp, email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxEmails)
    .where(eq(outboxEmails.toAddress, email));
  return row?.n ?? 0;
}

export async function invitesTo(t: TestApp, email: string) {
  return t.database.db.select().from(connectInvites).where(eq(connectInvites.inviteeEmail, email));
}

export async function setInvite(t: TestApp, id: string, values: Partial<typeof connectInvites.$inferInsert>) {
  await t.database.db.update(connectInvites).set(values).where(eq(connectInvites.id, id));
}

export async function isLinked(t: TestApp, orgGroupId: string, trustedPartyId: string) {
  const rows = await t.database.db
    .select()
    .from(trustedPartyLinks)
    .where(
      and(eq(trustedPartyLinks.orgGroupId, orgGroupId), eq(trustedPartyLinks.trustedPartyId, trustedPartyId)),
    );
  return rows.length > 0;
}

export async function partnershipRows(t: TestApp, a: string, b: string) {
  return t.database.db
    .select()
    .from(trustedPartyPartnerships)
    .where(
      sql`(${trustedPartyPartnerships.trustedPartyId} = ${a} and ${trustedPartyPartnerships.partnerTrustedPartyId} = ${b}) or (${trustedPartyPartnerships.trustedPartyId} = ${b} and ${trustedPartyPartnerships.partnerTrustedPartyId} = ${a})`,
    );
}

export async function inviteNotificationsOf(t: TestApp, userId: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.eventType, 'INVITE')));
}

export async function trustedPartiesNamed(t: TestApp, name: string) {
  return t.database.db.select().from(trustedParties).where(eq(trustedParties.name, name));
}

export async function userByEmail(t: TestApp, email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function auditOf(t: TestApp, type: string, target: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.eventType, type), eq(auditEvents.target, target)));
}
