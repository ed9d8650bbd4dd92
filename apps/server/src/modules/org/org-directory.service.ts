/**
 * connect §7 POST /api/org/allOrgsInCW and /api/org/orgsInCW: the organisations known to the
 * forwarding system, as the picker's source rows (connect §3).
 *
 * One row per organisation code: an own organisation may both ship and receive (both sides filled);
 * a party seen only as a shipment's supplier (or a BUYING contract's trusted party) fills the
 * supplier side, one seen only as a consignee (or a SELLING contract's) the consignee side. The key is the code, so POST /api/org/address {buyerCode: key} gives the saved
 * addresses of the caller's own organisations (partners have none on file).
 */
import type { OrgInCwRow } from '@navia/domain/contracts/org';
import { countryNameOf } from '@navia/domain/rules/booking-dialogs/countries';
import {
  type OrganisationSearchType,
  organisationSourceSide,
} from '@navia/domain/rules/booking-dialogs/organisations';
import type { BookingType } from '@navia/domain/rules/bookings/types';
import type { AppContext } from '../../context.ts';
import type { Scope } from '../../lib/scope.ts';
import { listKnownParties } from './org-directory.repository.ts';

const ORG_DIRECTORY_LIMIT = 500;

type Party = { code: string; name: string; country: string; supplier: boolean; consignee: boolean };

/** Merges the sources by code; an own organisation's name and country win over a shipment's. */
function mergeParties(rows: Awaited<ReturnType<typeof listKnownParties>>): Party[] {
  const byCode = new Map<string, Party>();
  for (const row of rows) {
    const code = row.code.trim();
    if (code === '') continue;
    const found = byCode.get(code);
    const own = row.source === 'organisation';
    const supplier = own || row.source === 'supplier' || row.source === 'both';
    const consignee = own || row.source === 'consignee' || row.source === 'both';
    if (!found) {
      byCode.set(code, {
        code,
        name: row.name,
        country: row.country,
        supplier,
        consignee,
      });
      continue;
    }
    if (own) {
      found.name = row.name;
      found.country = row.country;
    }
    found.supplier ||= supplier;
    found.consignee ||= consignee;
  }
  return [...byCode.values()];
}

function toRow(party: Party): OrgInCwRow {
  return {
    ShipSupplier: party.supplier ? party.name : null,
    ShipSupplierCode: party.supplier ? party.code : null,
    ShipSupplierKey: party.supplier ? party.code : null,
    ShipConsignee: party.consignee ? party.name : null,
    ShipConsigneeCode: party.consignee ? party.code : null,
    ShipConsigneeKey: party.consignee ? party.code : null,
    BaseCountry: party.country ? countryNameOf(party.country) : null,
  };
}

function matches(party: Party, filter: string): boolean {
  if (filter === '') return true;
  const needle = filter.toLocaleUpperCase('en');
  return [party.name, party.code, party.country, countryNameOf(party.country)].some((text) =>
    text.toLocaleUpperCase('en').includes(needle),
  );
}

async function knownParties(ctx: AppContext, scope: Scope, filter: string): Promise<Party[]> {
  const parties = mergeParties(await listKnownParties(ctx.database.db, scope));
  return parties
    .filter((p) => matches(p, filter.trim()))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.code.localeCompare(b.code, 'en'));
}

/** POST /api/org/orgsInCW {filter}: both sides. */
export async function listOrgsInCw(ctx: AppContext, scope: Scope, filter: string): Promise<OrgInCwRow[]> {
  return (await knownParties(ctx, scope, filter)).slice(0, ORG_DIRECTORY_LIMIT).map(toRow);
}

/** POST /api/org/allOrgsInCW {filter, bookingType, searchType?}: only rows with the side the booking reads. */
export async function listAllOrgsInCw(
  ctx: AppContext,
  scope: Scope,
  input: { filter: string; bookingType: BookingType; searchType?: OrganisationSearchType | undefined },
): Promise<OrgInCwRow[]> {
  const side = organisationSourceSide(input.bookingType, input.searchType);
  return (await knownParties(ctx, scope, input.filter))
    .filter((p) => (side === 'supplier' ? p.supplier : p.consignee))
    .slice(0, ORG_DIRECTORY_LIMIT)
    .map(toRow);
}
