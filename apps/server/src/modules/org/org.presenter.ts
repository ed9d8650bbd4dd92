/** Organisation groups and organisations as the API answers them (hub §7 POST /api/org/get; issue 15). */
import type { HomeCountry } from '@navia/domain/constants';
import type { DeletedOrg, Organisation, OrgGroupDetail, OrgGroupOverview } from '@navia/domain/contracts/org';
import { CARD_TYPES, merchantFeeRate } from '@navia/domain/rules/invoices/merchant-fee';
import { readOrgGroupSettings } from '@navia/domain/rules/org-admin/settings';
import type { orgGroups } from '../../db/schema/index.ts';
import type { DeletedOrganisationRow, GroupOrganisationRow, OrgGroupOverviewRow } from './org.repository.ts';

export function presentOrgGroupOverview({ id, country, ...rest }: OrgGroupOverviewRow): OrgGroupOverview {
  // country is a text column that only ever holds a home country (hub §1).
  return { _id: id, country: country as HomeCountry, ...rest };
}

export function presentOrganisation(org: GroupOrganisationRow): Organisation {
  return {
    _id: org.id,
    code: org.code,
    name: org.name,
    country: org.country,
    addresses: org.addresses.map((a) => ({
      _id: a.id,
      label: a.label,
      address1: a.address1,
      city: a.city,
      state: a.state,
      postcode: a.postcode,
      country: a.country,
      phone: a.phone,
      isDelivery: a.isDelivery,
    })),
  };
}

export function presentOrgGroupDetail(
  group: typeof orgGroups.$inferSelect,
  organisations: readonly GroupOrganisationRow[],
  customFees: Readonly<Record<string, number>>,
): OrgGroupDetail {
  return {
    _id: group.id,
    code: group.code,
    name: group.name,
    // As above: a home country (hub §1).
    country: group.country as HomeCountry,
    hubbiEnabled: group.hubbiEnabled,
    connectAccess: group.connectAccess,
    settings: readOrgGroupSettings(group.generalSettings),
    organisations: organisations.map(presentOrganisation),
    merchantFees: CARD_TYPES.map((cardType) => ({
      cardType,
      basisPoints: merchantFeeRate(cardType, customFees),
      isCustom: customFees[cardType] !== undefined,
    })),
  };
}

export function presentDeletedOrganisation(row: DeletedOrganisationRow): DeletedOrg {
  return {
    _id: row.id,
    code: row.code,
    name: row.name,
    country: row.country,
    orgGroupId: row.orgGroupId,
    orgGroupCode: row.orgGroupCode,
    orgGroupName: row.orgGroupName,
    // Listed only when deleted: the query keeps rows with a deletedAt.
    deletedAt: (row.deletedAt ?? new Date(0)).toISOString(),
    deletedBy: row.deletedByName ?? row.deletedByEmail ?? null,
  };
}
