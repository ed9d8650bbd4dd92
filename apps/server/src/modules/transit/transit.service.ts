/**
 * The cargo map and the shipping calculator (issue 13). Reads only: the caller's shipments in transit,
 * and the typical transit of a lane from the caller's past shipments with the emissions model's CO2e
 * per tonne for the port pair.
 */
import type { EndpointParsedInput } from '@navia/domain/contracts/endpoint';
import {
  IN_TRANSIT_LIMIT,
  type InTransitResponse,
  LANE_SAMPLE_LIMIT,
  type LaneEstimateResponse,
  PORT_OPTIONS_LIMIT,
  type PortOption,
  type TransitPort,
  type transitEndpoints,
} from '@navia/domain/contracts/transit';
import { emissionModeFor, legDistanceKm } from '@navia/domain/rules/emissions';
import { laneStats, transitDays } from '@navia/domain/rules/transit/lane-stats';
import type { AppContext } from '../../context.ts';
import type { Scope } from '../../lib/scope.ts';
import { presentInTransit } from './transit.presenter.ts';
import * as repo from './transit.repository.ts';

type LaneQuery = EndpointParsedInput<typeof transitEndpoints.laneEstimate>['query'];

/** GET inTransit: the scope's shipments between ATD and ATA, placed on their routes as of now. */
export async function listInTransit(ctx: AppContext, scope: Scope): Promise<InTransitResponse> {
  const now = ctx.now();
  const { rows, total, late } = await repo.findInTransit(ctx.database.db, scope, now, IN_TRANSIT_LIMIT);
  return {
    shipments: rows.map((row) => presentInTransit(row, now)),
    totalCount: total,
    lateCount: late,
    asOf: now.toISOString(),
  };
}

/** kg CO2e per tonne (1,000 kg) over the port pair, with the distance the model charges. */
function perTonne(ctx: AppContext, mode: LaneQuery['mode'], from: TransitPort, to: TransitPort) {
  const result = ctx.emissions.shipment([{ transportMode: mode, from, to }], 1000);
  const emissionMode = emissionModeFor(mode);
  return {
    co2ePerTonneKg: result.kgCo2e === null ? null : Math.round(result.kgCo2e * 100) / 100,
    distanceKm: emissionMode ? Math.round(legDistanceKm(emissionMode, from, to)) : null,
  };
}

/** GET laneEstimate: the lane's transit statistics in the scope, and its CO2e per tonne. */
export async function estimateLane(
  ctx: AppContext,
  scope: Scope,
  query: LaneQuery,
): Promise<LaneEstimateResponse> {
  const db = ctx.database.db;
  const [portRows, transits] = await Promise.all([
    repo.findPorts(db, [query.origin, query.destination]),
    repo.findLaneTransits(db, scope, query, LANE_SAMPLE_LIMIT),
  ]);
  const origin = portRows.find((p) => p.code === query.origin) ?? null;
  const destination = portRows.find((p) => p.code === query.destination) ?? null;
  const days = transits.flatMap((t) => transitDays(t.atd, t.ata) ?? []);
  const emissions =
    origin && destination
      ? perTonne(ctx, query.mode, origin, destination)
      : { co2ePerTonneKg: null, distanceKm: null };
  return {
    origin,
    destination,
    mode: query.mode,
    transit: laneStats(days),
    ...emissions,
    factorVersion: ctx.emissions.factorVersion,
  };
}

/** GET ports: the port type-ahead, as the spec's port option. */
export async function findPortOptions(ctx: AppContext, text: string): Promise<{ result: PortOption[] }> {
  const rows = await repo.searchPorts(ctx.database.db, text, PORT_OPTIONS_LIMIT);
  return { result: rows.map((p) => ({ RL_Code: p.code, RL_Portname: p.name, country: p.country })) };
}
