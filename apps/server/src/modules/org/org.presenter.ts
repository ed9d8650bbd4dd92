/** Organisation groups as the API answers them (hub §7 POST /api/org/get). */
import type { HomeCountry } from '@navia/domain/constants';
import type { OrgGroupOverview } from '@navia/domain/contracts/org';
import type { OrgGroupOverviewRow } from './org.repository.ts';

export function presentOrgGroupOverview({ id, country, ...rest }: OrgGroupOverviewRow): OrgGroupOverview {
  // country is a text column that only ever holds a home country (hub §1).
  return { _id: id, country: country as HomeCountry, ...rest };
}
