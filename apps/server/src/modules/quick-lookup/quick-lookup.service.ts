/**
 * The logged-out quick lookup (hub §2, hub §7 "Logged-out"). It is unrestricted by design (hub §1),
 * so it answers exact numbers only and presents nothing but the quick-lookup modal's panels:
 * general info, milestones, key dates, reference numbers, containers without SKU lines (not air)
 * and the planned route (air only). Prices, contacts, documents, notes, parties' marks never leave.
 */
import {
  QUICK_LOOKUP_MAX_RESULTS,
  type QuickLookupDetail,
  type QuickLookupResult,
  type QuickLookupSearchType,
} from '@navia/domain/contracts/lookup';
import { isAirMode } from '@navia/domain/rules/detail-panels';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  type DetailRecord,
  presentContainers,
  presentLegs,
  presentMilestones,
  presentSummary,
} from '../shipment-detail/shipment-detail.presenter.ts';
import * as repo from '../shipment-detail/shipment-detail.repository.ts';
import { presentQuickLookupResult } from './quick-lookup.presenter.ts';

/** GET /api/search/shipments: shipments whose number (of the chosen type) is exactly the value. */
export async function lookupShipments(
  ctx: AppContext,
  query: { searchType: QuickLookupSearchType; searchValue: string },
): Promise<QuickLookupResult[]> {
  const rows = await repo.findShipmentsByNumberForPublicLookup(
    ctx.database.db,
    query.searchType,
    query.searchValue,
    QUICK_LOOKUP_MAX_RESULTS,
  );
  return rows.map(presentQuickLookupResult);
}

/** GET /api/search/shipment: the modal's summary of one shipment (and one of its orders). */
export async function lookupShipmentSummary(
  ctx: AppContext,
  query: { ShipKey: string; OrdKey: string | null },
): Promise<QuickLookupDetail> {
  const db = ctx.database.db;
  const shipment = await repo.findShipmentForPublicLookup(db, query.ShipKey);
  if (!shipment) throw new AppError('NOT_FOUND');
  const orders = await repo.findOrdersOfShipment(db, shipment);
  const order =
    (query.OrdKey ? orders.find((o) => o.ordKey === query.OrdKey) : undefined) ?? orders[0] ?? null;
  const record: DetailRecord = {
    recordType: 'SHIPMENT',
    opened: shipment,
    shipment,
    order,
    orders,
  };
  const air = isAirMode(shipment.transportMode);
  const [containerRows, legs, milestoneRows] = await Promise.all([
    repo.findContainers(db, shipment),
    repo.findLegs(db, shipment),
    repo.findMilestones(db, shipment),
  ]);
  const ports = await repo.findPorts(db, [
    shipment.origin,
    shipment.destination,
    ...legs.flatMap((l) => [l.loadPort, l.dischargePort]),
  ]);
  return {
    ...presentSummary(record, containerRows, ports),
    // hub §2: containers for non-air modes only, without SKU details; the planned route for air only.
    Containers: air ? [] : presentContainers(containerRows, []).map(({ Products: _products, ...c }) => c),
    TransportDetailsFromShipment: air ? presentLegs(legs, ports) : [],
    milestones: { milestones: presentMilestones(milestoneRows) },
  };
}
