/**
 * Trusted parties (issue 17; connect §7 "Trusted parties"): the list and filter, details and users,
 * addresses, orgCode, editOwnTrustedParty, createManually, syncAddresses and delete. Who sees what is
 * the network's (network-access.repository.ts); who may change what is decided here.
 */
import type {
  createManuallyBodySchema,
  trustedPartyAddressInputSchema,
  trustedPartyFieldsSchema,
  trustedPartyFilterSchema,
} from '@navia/domain/contracts/trusted-parties';
import { isStaff, isTrustedPartyRole } from '@navia/domain/rules/access';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, audit, auditWhoOf } from '../../lib/audit.ts';
import { hashPassword } from '../../lib/password.ts';
import type { Scope } from '../../lib/scope.ts';
import { deleteSessionsOfUser, findUserById } from '../users/users.repository.ts';
import { ownEntityOf } from './network-access.repository.ts';
import {
  presentAddress,
  presentTrustedPartyDetails,
  presentTrustedPartyRow,
  presentTrustedPartyUser,
} from './trusted-parties.presenter.ts';
import * as repo from './trusted-parties.repository.ts';

export type TrustedPartyCaller = { scope: Scope; client: AuditClient };

type Filter = z.output<typeof trustedPartyFilterSchema>;
type Fields = z.output<typeof trustedPartyFieldsSchema>;
type AddressInput = z.output<typeof trustedPartyAddressInputSchema>;
type ManualFields = z.output<typeof createManuallyBodySchema>;

/** The route admitted the caller, but its role does not allow the action (not an access refusal). */
const forbidden = () => new AppError('CONNECT_ROLE_NOT_ALLOWED');
const notFound = () => new AppError('NOT_FOUND');

/** The TPADMIN's own trusted party id; others are refused. */
function ownTrustedPartyAsAdmin(scope: Scope): string {
  if (scope.role !== 'TPADMIN' || !scope.trustedPartyId) throw forbidden();
  return scope.trustedPartyId;
}

/** Staff, or the trusted party's own TPADMIN, change its addresses. */
function mayManageAddresses(scope: Scope, trustedPartyId: string): boolean {
  return isStaff(scope.role) || (scope.role === 'TPADMIN' && scope.trustedPartyId === trustedPartyId);
}

async function visibleOr404(ctx: AppContext, scope: Scope, id: string) {
  const found = await repo.findVisibleTrustedParty(ctx.database.db, scope, id);
  if (!found) throw notFound();
  return found;
}

async function detailsOf(ctx: AppContext, scope: Scope, id: string) {
  const found = await visibleOr404(ctx, scope, id);
  return { trustedParty: presentTrustedPartyDetails(found, scope.trustedPartyId) };
}

export async function listTrustedParties(ctx: AppContext, caller: TrustedPartyCaller) {
  const rows = await repo.listTrustedParties(ctx.database.db, caller.scope, {});
  return { result: rows.map(presentTrustedPartyRow) };
}

export async function filterTrustedParties(ctx: AppContext, caller: TrustedPartyCaller, body: Filter) {
  const filter = { text: body.text || undefined, country: body.country, type: body.type || undefined };
  const { db } = ctx.database;
  const [rows, totalCount] = await Promise.all([
    repo.listTrustedParties(db, caller.scope, filter, {
      limit: body.batchSize,
      offset: (body.batchNo - 1) * body.batchSize,
    }),
    repo.countTrustedParties(db, caller.scope, filter),
  ]);
  return {
    result: rows.map(presentTrustedPartyRow),
    currentCount: (body.batchNo - 1) * body.batchSize + rows.length,
    totalCount,
  };
}

export function trustedPartyDetails(ctx: AppContext, caller: TrustedPartyCaller, id: string) {
  return detailsOf(ctx, caller.scope, id);
}

export async function trustedPartyUsers(ctx: AppContext, caller: TrustedPartyCaller, id: string) {
  await visibleOr404(ctx, caller.scope, id);
  const rows = await repo.listTrustedPartyUsers(ctx.database.db, id);
  return { result: rows.map(presentTrustedPartyUser) };
}

/** PUT /orgCode: staff link a trusted party to an organisation known to the provider (or unlink). */
export async function linkOrgCode(
  ctx: AppContext,
  caller: TrustedPartyCaller,
  body: { trustedPartyId: string; orgCode: string | null },
) {
  const { scope } = caller;
  await visibleOr404(ctx, scope, body.trustedPartyId);
  if (!isStaff(scope.role)) throw forbidden();
  const orgCode = body.orgCode ? body.orgCode : null;
  await ctx.database.db.transaction(async (tx) => {
    if (orgCode && !(await repo.findOrganisationByCode(tx, orgCode))) {
      throw new AppError('VALIDATION', {
        message: 'orgCode: no organisation has this code',
        issues: [{ field: 'orgCode', message: 'no organisation has this code' }],
      });
    }
    await repo.updateTrustedParty(tx, body.trustedPartyId, { orgCode });
    await audit(tx, {
      type: 'TRUSTED_PARTY_ORG_LINKED',
      outcome: 'SUCCESS',
      who: auditWhoOf(scope),
      client: caller.client,
      at: ctx.now(),
      target: body.trustedPartyId,
      detail: orgCode ?? 'UNLINKED',
    });
  });
  return detailsOf(ctx, scope, body.trustedPartyId);
}

/** POST /editOwnTrustedParty: a TPADMIN writes its own trusted party's fields. */
export async function editOwnTrustedParty(ctx: AppContext, caller: TrustedPartyCaller, updatedTP: Fields) {
  const id = ownTrustedPartyAsAdmin(caller.scope);
  await visibleOr404(ctx, caller.scope, id);
  await repo.updateTrustedParty(ctx.database.db, id, updatedTP);
  return detailsOf(ctx, caller.scope, id);
}

// Addresses

/** My own trusted party's addresses; a caller without a trusted party of its own has none. */
export async function ownAddresses(ctx: AppContext, caller: TrustedPartyCaller) {
  const { scope } = caller;
  if (!isTrustedPartyRole(scope.role) || !scope.trustedPartyId) return { result: [] };
  const rows = await repo.listAddresses(ctx.database.db, scope.trustedPartyId);
  return { result: rows.map(presentAddress) };
}

export async function addressesOf(ctx: AppContext, caller: TrustedPartyCaller, id: string) {
  await visibleOr404(ctx, caller.scope, id);
  const rows = await repo.listAddresses(ctx.database.db, id);
  return { result: rows.map(presentAddress) };
}

export async function addAddress(
  ctx: AppContext,
  caller: TrustedPartyCaller,
  newAddress: AddressInput & { trustedPartyId?: string | undefined },
) {
  const { scope } = caller;
  const { trustedPartyId: named, ...fields } = newAddress;
  let trustedPartyId: string;
  if (isStaff(scope.role)) {
    if (!named) {
      throw new AppError('VALIDATION', {
        message: 'newAddress.trustedPartyId: staff name the trusted party',
        issues: [{ field: 'newAddress.trustedPartyId', message: 'staff name the trusted party' }],
      });
    }
    trustedPartyId = named;
  } else {
    trustedPartyId = named ?? scope.trustedPartyId ?? '';
    if (!trustedPartyId) throw forbidden();
  }
  await visibleOr404(ctx, scope, trustedPartyId);
  if (!mayManageAddresses(scope, trustedPartyId)) throw forbidden();
  const row = await repo.insertAddress(ctx.database.db, { ...fields, trustedPartyId, source: 'MANUAL' });
  return { address: presentAddress(row) };
}

async function manageableAddress(ctx: AppContext, scope: Scope, id: string) {
  const found = await repo.findVisibleAddress(ctx.database.db, scope, id);
  if (!found) throw notFound();
  if (!mayManageAddresses(scope, found.trustedPartyId)) throw forbidden();
  return found;
}

export async function updateAddress(
  ctx: AppContext,
  caller: TrustedPartyCaller,
  id: string,
  updatedAddress: AddressInput,
) {
  await manageableAddress(ctx, caller.scope, id);
  // Edited by hand, a synced address is the trusted party's own: the next sync keeps it.
  const row = await repo.updateAddress(ctx.database.db, id, { ...updatedAddress, source: 'MANUAL' });
  return { address: presentAddress(row) };
}

export async function deleteAddress(ctx: AppContext, caller: TrustedPartyCaller, id: string) {
  await manageableAddress(ctx, caller.scope, id);
  await repo.deleteAddress(ctx.database.db, id);
  return { ok: true as const };
}

/**
 * POST /syncAddresses: the TPADMIN's trusted party pulls the linked organisation's addresses. A
 * missing link or a failed pull sets the silent flag (connect §8) and keeps the addresses.
 */
export async function syncAddresses(ctx: AppContext, caller: TrustedPartyCaller) {
  const { scope } = caller;
  // Nothing of its own to sync (staff, customer users): nothing pulled, nothing failed.
  if (!isTrustedPartyRole(scope.role) || !scope.trustedPartyId)
    return { addressSyncFailed: false, result: [] };
  const id = ownTrustedPartyAsAdmin(scope);
  const found = await visibleOr404(ctx, caller.scope, id);
  const { db } = ctx.database;
  let failed = false;
  try {
    await db.transaction(async (tx) => {
      const organisation = found.tp.orgCode ? await repo.findOrganisationByCode(tx, found.tp.orgCode) : null;
      if (!organisation) throw new SyncFailed();
      const pulled = await repo.listOrganisationAddresses(tx, organisation.id);
      await repo.replaceSyncedAddresses(
        tx,
        id,
        pulled.map((a) => ({
          name: a.label,
          address1: a.address1,
          city: a.city,
          state: a.state,
          postcode: a.postcode,
          country: a.country,
          phone: a.phone,
        })),
      );
      await repo.updateTrustedParty(tx, id, { addressSyncFailed: false });
    });
  } catch (error) {
    if (!(error instanceof SyncFailed))
      ctx.log.warn({ err: error, trustedPartyId: id }, 'address sync failed');
    failed = true;
    await repo.updateTrustedParty(db, id, { addressSyncFailed: true });
  }
  const rows = await repo.listAddresses(db, id);
  return { addressSyncFailed: failed, result: rows.map(presentAddress) };
}

class SyncFailed extends Error {
  constructor() {
    super('no organisation linked');
  }
}

// Create and delete

/** Who may create a trusted party by hand: staff, a client admin, or a user allowed to invite them. */
async function creatorGroupOf(ctx: AppContext, scope: Scope, client: string | undefined) {
  if (isStaff(scope.role)) {
    if (!client) {
      throw new AppError('VALIDATION', {
        message: 'client: staff name the organisation group',
        issues: [{ field: 'client', message: 'staff name the organisation group' }],
      });
    }
    // An unknown group answers like any unknown record.
    const group = await repo.findOrgGroupByCode(ctx.database.db, client);
    if (!group) throw notFound();
    return group.id;
  }
  const entity = ownEntityOf(scope);
  if (entity?.kind !== 'ORG_GROUP') throw forbidden();
  if (scope.role === 'CA') return entity.id;
  const me = await findUserById(ctx.database.db, scope.userId);
  if (!me?.user.connectInviteTrustedParties) throw forbidden();
  return entity.id;
}

export async function createManually(ctx: AppContext, caller: TrustedPartyCaller, body: ManualFields) {
  const { scope } = caller;
  const orgGroupId = await creatorGroupOf(ctx, scope, body.client);
  const passwordHash = await hashPassword(body.password);
  const now = ctx.now();
  const { trustedPartyId, userId } = await ctx.database.db.transaction(async (tx) => {
    if (await repo.emailTaken(tx, body.contactEmail)) throw new AppError('EMAIL_TAKEN');
    const trustedPartyId = await repo.insertTrustedParty(tx, {
      name: body.companyName,
      businessName: body.companyName,
      businessNumber: body.businessNumber,
      businessNickName: body.businessNickName,
      businessWebsite: body.companyWebsite,
      type: body.organisationType,
      contactName: body.contactName,
      contactEmail: body.contactEmail,
      phone: body.phone,
      address1: body.streetAddress,
      suburb: body.suburb,
      city: body.city,
      state: body.state,
      postcode: body.postcode,
      country: body.country,
      createdByOrgGroupId: orgGroupId,
    });
    const userId = await repo.insertTrustedPartyUser(tx, {
      trustedPartyId,
      email: body.contactEmail,
      passwordHash,
      fullname: body.contactName,
      role: 'TPADMIN',
      active: true,
      emailValidatedAt: now,
      isConnectUser: true,
      connectManageUsers: true,
      connectInviteTrustedParties: true,
      connectReceivesInvites: true,
    });
    await repo.insertTrustedPartyLink(tx, {
      orgGroupId,
      trustedPartyId,
      trustedPartyNickname: body.contactNickName,
    });
    await audit(tx, {
      type: 'TRUSTED_PARTY_CREATED',
      outcome: 'SUCCESS',
      who: auditWhoOf(scope),
      client: caller.client,
      at: now,
      target: trustedPartyId,
      detail: `MANUAL; first user ${userId}`,
    });
    return { trustedPartyId, userId };
  });
  const details = await detailsOf(ctx, scope, trustedPartyId);
  return { ...details, userId };
}

/**
 * DELETE /{id}: staff soft-delete the trusted party (it leaves every network; its users are
 * deactivated and signed out); a client admin removes it from the group's network (the link),
 * refused while the group has open contracts with it.
 */
export async function removeTrustedParty(ctx: AppContext, caller: TrustedPartyCaller, id: string) {
  const { scope } = caller;
  await visibleOr404(ctx, scope, id);
  const now = ctx.now();
  const who = auditWhoOf(scope);
  if (isStaff(scope.role)) {
    await ctx.database.db.transaction(async (tx) => {
      await repo.updateTrustedParty(tx, id, { deletedAt: now });
      const userIds = await repo.trustedPartyUserIds(tx, id);
      await repo.deactivateUsers(tx, userIds);
      for (const userId of userIds) await deleteSessionsOfUser(tx, userId);
      await audit(tx, {
        type: 'TRUSTED_PARTY_DELETED',
        outcome: 'SUCCESS',
        who,
        client: caller.client,
        at: now,
        target: id,
      });
    });
    return { ok: true as const };
  }
  const entity = ownEntityOf(scope);
  if (entity?.kind !== 'ORG_GROUP' || scope.role !== 'CA') throw forbidden();
  await ctx.database.db.transaction(async (tx) => {
    if ((await repo.countOpenContracts(tx, entity.id, id)) > 0) {
      throw new AppError('TRUSTED_PARTY_HAS_OPEN_CONTRACTS');
    }
    await repo.deleteTrustedPartyLink(tx, entity.id, id);
    await audit(tx, {
      type: 'TRUSTED_PARTY_REMOVED_FROM_NETWORK',
      outcome: 'SUCCESS',
      who,
      client: caller.client,
      at: now,
      target: id,
    });
  });
  return { ok: true as const };
}
