/** Invite and network rows → the declared answers (contracts/connect-network.ts). */
import type {
  ConnectInvite,
  InviteStatusValue,
  NetworkEntity,
} from '@navia/domain/contracts/connect-network';
import type { NetworkEntity as OwnEntity } from '../trusted-parties/network-access.repository.ts';
import type { InviteRow, InviteWithNames, NetworkRow } from './connect-network.repository.ts';

/** A pending invite past its expiry reads EXPIRED (the row keeps PENDING; a resend revives it). */
export function effectiveStatus(invite: InviteRow, now: Date): InviteStatusValue {
  return invite.status === 'PENDING' && invite.expiresAt <= now ? 'EXPIRED' : invite.status;
}

export function inviterOf(invite: InviteRow): OwnEntity | null {
  if (invite.inviterOrgGroupId) return { kind: 'ORG_GROUP', id: invite.inviterOrgGroupId };
  if (invite.inviterTrustedPartyId) return { kind: 'TRUSTED_PARTY', id: invite.inviterTrustedPartyId };
  return null;
}

export function inviteeOf(invite: InviteRow): OwnEntity | null {
  if (invite.inviteeOrgGroupId) return { kind: 'ORG_GROUP', id: invite.inviteeOrgGroupId };
  if (invite.inviteeTrustedPartyId) return { kind: 'TRUSTED_PARTY', id: invite.inviteeTrustedPartyId };
  return null;
}

export const sameEntity = (a: OwnEntity | null, b: OwnEntity | null) =>
  a !== null && b !== null && a.kind === b.kind && a.id === b.id;

/**
 * One invite for `me` (null: staff). `mayAct`: the caller may invite and answer invites for the
 * entity (connect §6); staff may resend and cancel any.
 */
export function presentInvite(
  row: InviteWithNames,
  viewer: { me: OwnEntity | null; mayAct: boolean; staff: boolean },
  now: Date,
): ConnectInvite {
  const { invite } = row;
  const status = effectiveStatus(invite, now);
  const inviter = inviterOf(invite);
  const invitee = inviteeOf(invite);
  const received = sameEntity(invitee, viewer.me);
  const sent = sameEntity(inviter, viewer.me) || viewer.staff;
  const open = status === 'PENDING' || status === 'EXPIRED';
  return {
    _id: invite.id,
    inviteeCompanyName: invite.inviteeCompanyName,
    inviteeEmail: invite.inviteeEmail,
    inviteeName: invite.inviteeName,
    status,
    createdAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
    respondedAt: invite.respondedAt?.toISOString() ?? null,
    sendCount: invite.sendCount,
    lastSentAt: invite.lastSentAt.toISOString(),
    inviterName: invite.inviterName,
    inviter: inviter
      ? {
          _id: inviter.id,
          name: (inviter.kind === 'ORG_GROUP' ? row.inviterGroupName : row.inviterTpName) ?? '',
          isTrustedParty: inviter.kind === 'TRUSTED_PARTY',
        }
      : null,
    invitee: invitee
      ? {
          _id: invitee.id,
          name: (invitee.kind === 'ORG_GROUP' ? row.inviteeGroupName : row.inviteeTpName) ?? '',
          isTrustedParty: invitee.kind === 'TRUSTED_PARTY',
        }
      : null,
    canRespond: received && status === 'PENDING' && viewer.mayAct,
    canResend: sent && open && invite.tokenHash !== null && invite.usedAt === null && viewer.mayAct,
  };
}

export function presentNetworkEntity(row: NetworkRow): NetworkEntity {
  return {
    _id: row.id,
    name: row.name,
    country: row.country,
    kind: row.kind,
    isTrustedParty: row.kind === 'TRUSTED_PARTY',
    nickname: row.nickname,
    since: row.since.toISOString(),
  };
}
