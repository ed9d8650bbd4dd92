/**
 * The demo's connect network (issue 17), built from data/network.ts: the trusted parties' addresses,
 * the partnership between two trusted parties (both rows, each with its side's nickname), and the
 * invites (PENDING ones waiting for an answer; the ACCEPTED one that linked Deccan to ACME). An
 * invite by e-mail stores only the SHA-256 of its sign-up token, as the server does; the seed's token
 * comes from the seed's prng and is never kept, so its link is known to no one. Pure and
 * deterministic: ids are name-based (seedUuid), dates are offsets from the seed's `now`.
 */
import { INVITE_VALID_DAYS } from '@navia/domain/contracts/connect-network';
import { hashToken } from '../lib/tokens.ts';
import { SEED_INVITES, TRUSTED_PARTY_ADDRESSES, TRUSTED_PARTY_PARTNERSHIPS } from './data/network.ts';
import { seedUuid } from './ids.ts';
import { Rng } from './prng.ts';
import { type NetworkTableKey, type Row, TABLES } from './tables.ts';
import { DAY, type World } from './world.ts';

/** The index of a users column in the world's user rows (TABLES.users order). */
const usersColumn = (name: string) => {
  const index = TABLES.users.columns.indexOf(name);
  if (index < 0) throw new Error(`seed network: no users column ${name}`);
  return index;
};

/** The prng stream of the invites' tokens. */
const INVITE_TOKEN_STREAM = 18;
/** How long an invite's sign-up link lasts: as long as the server's. */
const SEED_INVITE_DAYS = INVITE_VALID_DAYS;

const MINUTE = 60_000;
const minute = (ms: number) => Math.round(ms / MINUTE) * MINUTE;

type NetworkSeed = { rows: Record<NetworkTableKey, Row[]> };

/** Builds the network's rows; pure. */
export function buildNetworkSeed(world: World, now: number): NetworkSeed {
  const rows: Record<NetworkTableKey, Row[]> = {
    connectInvites: [],
    trustedPartyAddresses: [],
    trustedPartyPartnerships: [],
    notifications: [],
  };
  const tpId = (key: string) => {
    const id = world.trustedPartyIds.get(key as never);
    if (!id) throw new Error(`seed network: no trusted party ${key}`);
    return id;
  };
  const groupId = (code: string) => {
    const group = world.groups.find((g) => g.def.code === code);
    if (!group) throw new Error(`seed network: no organisation group ${code}`);
    return group.id;
  };
  const userName = (email: string) => {
    const row = world.rows.users.find((u) => u[3] === email);
    if (!row) throw new Error(`seed network: no user ${email}`);
    return String(row[5]);
  };

  TRUSTED_PARTY_ADDRESSES.forEach((address, i) => {
    const at = minute(now - (90 - i) * DAY);
    rows.trustedPartyAddresses.push([
      seedUuid('trusted-party-address', `${address.trustedParty}/${address.name}`),
      tpId(address.trustedParty),
      address.name,
      address.address1,
      address.city,
      address.state,
      address.postcode,
      address.country,
      address.phone,
      address.contactName,
      address.email,
      'MANUAL',
      at,
      at,
    ]);
  });

  for (const partnership of TRUSTED_PARTY_PARTNERSHIPS) {
    const at = minute(now - 40 * DAY);
    const a = tpId(partnership.a);
    const b = tpId(partnership.b);
    rows.trustedPartyPartnerships.push([a, b, partnership.aCallsB, null, at]);
    rows.trustedPartyPartnerships.push([b, a, partnership.bCallsA, null, at]);
  }

  const rng = new Rng(world.seed, INVITE_TOKEN_STREAM, 0);
  for (const invite of SEED_INVITES) {
    const sent = minute(now - invite.sentDaysAgo * DAY + 9.5 * 3_600_000);
    const accepted = invite.status === 'ACCEPTED';
    const byEmail = !('trustedParty' in invite.to) || accepted;
    // A sign-up link only for an invite by e-mail: a random token, stored hashed, then forgotten.
    const token = byEmail ? hashToken(rng.digits(40)) : null;
    const from = invite.from;
    const to = invite.to;
    const companyName = 'companyName' in to ? to.companyName : null;
    rows.connectInvites.push([
      seedUuid('connect-invite', invite.name),
      seedUuid('user', from.email),
      userName(from.email),
      'group' in from ? groupId(from.group) : null,
      'trustedParty' in from ? tpId(from.trustedParty) : null,
      to.email,
      to.name,
      companyName ??
        String(
          world.rows.trustedParties.find(
            (t) => t[0] === tpId((to as { trustedParty: string }).trustedParty),
          )?.[1],
        ),
      'companyName' in to
        ? {
            companyName: to.companyName,
            contactEmail: to.email,
            contactName: to.name,
            country: to.country,
            businessNumber: to.businessNumber,
          }
        : {},
      'trustedParty' in to ? tpId(to.trustedParty) : null,
      null,
      invite.status,
      token,
      sent + SEED_INVITE_DAYS * DAY,
      accepted ? sent + DAY : null,
      1,
      sent,
      accepted ? sent + DAY : null,
      sent,
    ]);
  }
  // INVITE notifications (connect §3 eventType INVITE): the invited entity's users who receive
  // invites hear of a pending one; the inviter of an accepted one heard of it (read since).
  const inviteRedirect = '/connect/admin/invites';
  for (const invite of SEED_INVITES) {
    const inviteId = seedUuid('connect-invite', invite.name);
    const sent = minute(now - invite.sentDaysAgo * DAY + 9.5 * 3_600_000);
    const fromName =
      'group' in invite.from
        ? String(
            world.groups.find((g) => 'group' in invite.from && g.def.code === invite.from.group)?.def.name,
          )
        : String(
            world.rows.trustedParties.find(
              (t) => 'trustedParty' in invite.from && t[0] === tpId(invite.from.trustedParty),
            )?.[1],
          );
    if (invite.status === 'PENDING' && 'trustedParty' in invite.to) {
      const invitee = tpId(invite.to.trustedParty);
      const receivers = world.rows.users.filter(
        (u) => u[2] === invitee && u[usersColumn('connect_receives_invites')] === true,
      );
      for (const user of receivers) {
        rows.notifications.push([
          seedUuid('notification', `${invite.name}/${user[3]}`),
          user[0] ?? null,
          null,
          'INVITE',
          true,
          `${fromName} invites you to connect`,
          inviteRedirect,
          inviteId,
          false,
          sent,
        ]);
      }
    }
    if (invite.status === 'ACCEPTED' && 'group' in invite.from) {
      const partner =
        'trustedParty' in invite.to
          ? String(
              world.rows.trustedParties.find(
                (t) => t[0] === tpId((invite.to as { trustedParty: string }).trustedParty),
              )?.[1],
            )
          : invite.to.companyName;
      rows.notifications.push([
        seedUuid('notification', `${invite.name}/${invite.from.email}`),
        seedUuid('user', invite.from.email),
        groupId(invite.from.group),
        'INVITE',
        true,
        `${partner} accepted your invite and joined your network`,
        'trustedParty' in invite.to
          ? `/connect/trustedparty/${tpId(invite.to.trustedParty)}`
          : inviteRedirect,
        inviteId,
        true,
        sent + DAY,
      ]);
    }
  }
  return { rows };
}
