/**
 * The organisations of the network (issue 17; /connect/organisations), contract-party addresses
 * (POST /api/org/contractAddress) and the connect admin tables' entities (allOrgsAndTps).
 */
import type {
  AllOrgsAndTps,
  ContractAddress,
  NetworkOrganisation,
  OrganisationAddress,
} from '@navia/domain/contracts/connect-users';
import { hasConnectAccess, isStaff, type Role } from '@navia/domain/rules/access';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import { toAccessSubject } from '../users/users.presenter.ts';
import * as repo from './connect-users.repository.ts';

type OrganisationRow = Awaited<ReturnType<typeof repo.listNetworkOrganisations>>[number];

const joinAddress = (...parts: (string | null)[]) => parts.filter((p) => p?.trim()).join(', ');

function presentOrganisation(row: OrganisationRow): NetworkOrganisation {
  return {
    _id: row.id,
    code: row.code,
    name: row.name,
    country: row.country,
    orgGroupId: row.orgGroupId,
    orgGroupName: row.orgGroupName,
    orgGroupCountry: row.orgGroupCountry,
    addressCount: Number(row.addressCount),
  };
}

export async function listOrganisations(ctx: AppContext, scope: Scope, filter: string | undefined) {
  const rows = await repo.listNetworkOrganisations(ctx.database.db, scope, filter || undefined);
  return { result: rows.map(presentOrganisation) };
}

export async function getOrganisation(ctx: AppContext, scope: Scope, code: string) {
  const { db } = ctx.database;
  const row = await repo.findNetworkOrganisation(db, scope, code);
  if (!row) throw new AppError('NOT_FOUND');
  const [addresses, groupUsers] = await Promise.all([
    repo.listAddressesOfOrganisation(db, row.id),
    repo.listUsersOfGroup(db, row.orgGroupId),
  ]);
  return {
    organisation: {
      ...presentOrganisation(row),
      addresses: addresses.map(
        (a): OrganisationAddress => ({
          _id: a.id,
          label: a.label,
          Address: a.address1,
          City: a.city,
          Country: a.country,
          postcode: a.postcode,
          state: a.state,
          phone: a.phone,
          FullAddress: joinAddress(a.address1, a.city, a.state, a.postcode, a.country),
        }),
      ),
      users: groupUsers.map(({ user, orgGroup }) => ({
        _id: user.id,
        fullname: user.fullname,
        email: user.email,
        type: user.role as Role,
        active: user.active,
        isConnectUser: user.isConnectUser,
        hasConnectAccess: hasConnectAccess(toAccessSubject({ user, orgGroup })),
      })),
    },
  };
}

/** A contract party's addresses: a trusted party's (isTP; its registered address first) or a group's. */
export async function contractAddresses(
  ctx: AppContext,
  scope: Scope,
  body: { entityIdentifier: string; isTP: boolean },
): Promise<{ result: ContractAddress[] }> {
  const { db } = ctx.database;
  if (body.isTP) {
    const found = await repo.findVisibleTrustedPartyWithAddresses(db, scope, body.entityIdentifier);
    if (!found) throw new AppError('NOT_FOUND');
    const { tp } = found;
    const registered: ContractAddress[] =
      tp.address1 && tp.city
        ? [
            {
              _id: tp.id,
              name: tp.name,
              address1: tp.address1,
              city: tp.city,
              state: tp.state,
              postcode: tp.postcode,
              country: tp.country,
              phone: tp.phone,
              FullAddress: joinAddress(tp.address1, tp.suburb, tp.city, tp.state, tp.postcode, tp.country),
            },
          ]
        : [];
    return {
      result: [
        ...registered,
        ...found.addresses.map((a) => ({
          _id: a.id,
          name: a.name,
          address1: a.address1,
          city: a.city,
          state: a.state,
          postcode: a.postcode,
          country: a.country,
          phone: a.phone,
          FullAddress: joinAddress(a.address1, a.city, a.state, a.postcode, a.country),
        })),
      ],
    };
  }
  const rows = await repo.findNetworkGroupAddresses(db, scope, body.entityIdentifier);
  if (!rows) throw new AppError('NOT_FOUND');
  return {
    result: rows.map(({ address: a, organisationName }) => ({
      _id: a.id,
      name: `${organisationName} – ${a.label}`,
      address1: a.address1,
      city: a.city,
      state: a.state,
      postcode: a.postcode,
      country: a.country,
      phone: a.phone,
      FullAddress: joinAddress(a.address1, a.city, a.state, a.postcode, a.country),
    })),
  };
}

/** allOrgsAndTps: view-as (connect §6) only for staff, for groups with connect access and trusted parties with an active user. */
export async function adminEntities(ctx: AppContext, scope: Scope): Promise<AllOrgsAndTps> {
  const { db } = ctx.database;
  const staff = isStaff(scope.role);
  const [groups, tps] = await Promise.all([
    repo.listNetworkOrgGroups(db, scope),
    repo.listNetworkTrustedParties(db, scope),
  ]);
  return {
    orgGroups: groups.map((g) => ({
      _id: g.id,
      code: g.code,
      name: g.name,
      country: g.country,
      connectAccess: g.connectAccess,
      userCount: Number(g.userCount),
      trustedPartyCount: Number(g.trustedPartyCount),
      canViewAs: staff && g.connectAccess,
    })),
    trustedParties: tps
      .filter((t) => t.id !== scope.trustedPartyId)
      .map((t) => ({
        _id: t.id,
        name: t.name,
        businessNumber: t.businessNumber,
        type: t.type,
        country: t.country,
        userCount: Number(t.userCount),
        // Which other groups a trusted party trades with is not a customer's business.
        orgGroupNames: staff ? (t.orgGroupNames ?? []) : [],
        createdAt: new Date(t.createdAt).toISOString(),
        canViewAs: staff && Number(t.userCount) > 0,
      })),
  };
}
