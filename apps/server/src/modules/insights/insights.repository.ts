/**
 * SQL of /insights (issue 13): one aggregate per chart over the shipments the scope sees, in a
 * half-open instant range. Departure charts range on ETD, arrival charts on ATA, so each is a range
 * scan of one covering index (migrations 0023 and 0031; decision 028 has the figures at 1,000,000
 * shipments).
 */
import { ON_TIME_TOLERANCE_HOURS } from '@navia/domain/rules/insights/range';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { shipments } from '../../db/schema/index.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';

/** Which shipments: the scope's, optionally one group (staff), in [start, end). */
export type InsightsWindow = { scope: Scope; orgGroupCode: string | null; start: Date; end: Date };

/**
 * Runs a report's SQL in a read-only transaction whose sorts may use 64 MB: a large group's year
 * sorts 150,000 to 220,000 rows for the percentile charts, which the default 4 MB sends to disk
 * (decision 028).
 */
export function inAggregateSession<T>(db: Database['db'], run: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction read only`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    return run(tx);
  });
}

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

function groupCondition(w: InsightsWindow): SQL {
  const scoped = scopeCondition(w.scope, shipments.orgGroupId);
  if (!w.orgGroupCode) return scoped;
  return sql`${scoped} and shipments.org_group_id = (select id from org_groups where code = ${w.orgGroupCode.toUpperCase()})`;
}

const departed = (w: InsightsWindow) =>
  sql`${groupCondition(w)} and shipments.etd >= ${w.start.toISOString()}::timestamptz and shipments.etd < ${w.end.toISOString()}::timestamptz`;
const arrived = (w: InsightsWindow) =>
  sql`${groupCondition(w)} and shipments.ata >= ${w.start.toISOString()}::timestamptz and shipments.ata < ${w.end.toISOString()}::timestamptz`;
/** Days between two instants as float8 (date_part, not extract's numeric: numerics sort several times slower). */
const days = (later: SQL, earlier: SQL) => sql`(date_part('epoch', ${later} - ${earlier}) / 86400.0)`;

export function shipmentsByMonth(db: Executor, w: InsightsWindow) {
  return rows<{ month: string; mode: string; shipments: number }>(
    db,
    sql`select to_char(m, 'YYYY-MM') as month, mode, shipments from (
          select date_trunc('month', shipments.etd at time zone 'UTC') as m, shipments.transport_mode as mode,
                 count(*)::int as shipments
            from shipments where ${departed(w)} group by 1, 2) t order by 1, 2`,
  );
}

export function onTimeByMonth(db: Executor, w: InsightsWindow) {
  const late = sql`shipments.ata > shipments.sta + make_interval(hours => ${ON_TIME_TOLERANCE_HOURS})`;
  return rows<{ month: string; onTime: number; late: number }>(
    db,
    sql`select to_char(m, 'YYYY-MM') as month, "onTime", late from (
          select date_trunc('month', shipments.ata at time zone 'UTC') as m,
                 (count(*) filter (where not (${late})))::int as "onTime",
                 (count(*) filter (where ${late}))::int as late
            from shipments where ${arrived(w)} and shipments.sta is not null group by 1) t order by 1`,
  );
}

/**
 * Transit time percentiles of the `limit` busiest lanes: the lanes are ranked first (a hash
 * aggregate), and only their shipments are sorted for the percentiles.
 */
export function transitByLane(db: Executor, w: InsightsWindow, limit: number) {
  const transit = days(sql`shipments.ata`, sql`shipments.atd`);
  const where = sql`${arrived(w)} and shipments.atd is not null and shipments.ata >= shipments.atd`;
  return rows<{ origin: string; destination: string; shipments: number; p: number[] }>(
    db,
    sql`with busiest as (
          select shipments.origin, shipments.destination, count(*)::int as shipments
            from shipments where ${where}
           group by 1, 2 order by 3 desc, 1, 2 limit ${limit})
        select busiest.origin, busiest.destination, busiest.shipments,
               percentile_cont(array[0.1, 0.5, 0.9]::float8[]) within group (order by ${transit}) as p
          from busiest
          join shipments on shipments.origin = busiest.origin and shipments.destination = busiest.destination
         where ${where}
         group by 1, 2, 3 order by 3 desc, 1, 2`,
  );
}

/**
 * Dwell time percentiles per transport mode, one mode at a time: each reads its own range of the
 * delivered shipments' index (group, mode, ATA; migration 0031) and sorts only its own rows.
 */
export function dwellByMode(db: Executor, w: InsightsWindow, modes: readonly string[]) {
  const dwell = days(sql`shipments.delivered_date`, sql`shipments.ata`);
  const modeRows = sql.join(
    modes.map((m) => sql`(${m}::text)`),
    sql`, `,
  );
  return rows<{ mode: string; shipments: number; p: number[]; average: number }>(
    db,
    sql`select m.mode, d.shipments, d.p, d.average
          from (values ${modeRows}) as m(mode)
          cross join lateral (
            select count(*)::int as shipments,
                   percentile_cont(array[0.5, 0.9]::float8[]) within group (order by ${dwell}) as p,
                   avg(${dwell})::float8 as average
              from shipments
             where ${arrived(w)} and shipments.transport_mode = m.mode
               and shipments.delivered_date is not null and shipments.delivered_date >= shipments.ata) d
         where d.shipments > 0
         order by 1`,
  );
}

/**
 * kg CO2e per shipment mode and lane: the sum of the CO2e stored on each shipment
 * (modules/emissions/stored-emissions.ts, computed by rules/emissions.ts from the legs), read with
 * the departure range from the covering index. Shipments with a leg that cannot be computed have no
 * stored figure and are left out; so are those not yet computed with the running factor table.
 */
export function emissionsByLane(db: Executor, w: InsightsWindow, factorVersion: string) {
  return rows<{ mode: string; origin: string; destination: string; shipments: number; kg: number }>(
    db,
    sql`select shipments.transport_mode as mode, shipments.origin, shipments.destination,
               count(*)::int as shipments, sum(shipments.co2e_kg)::float8 as kg
          from shipments
         where ${departed(w)} and shipments.co2e_kg is not null and shipments.co2e_factors = ${factorVersion}
         group by 1, 2, 3`,
  );
}

export function topParties(db: Executor, w: InsightsWindow, limit: number) {
  return rows<{ role: 'SUPPLIER' | 'CONSIGNEE'; name: string; shipments: number }>(
    db,
    sql`(select 'SUPPLIER' as role, shipments.supplier as name, count(*)::int as shipments
           from shipments where ${departed(w)} group by 2 order by 3 desc, 2 limit ${limit})
        union all
        (select 'CONSIGNEE' as role, shipments.consignee as name, count(*)::int as shipments
           from shipments where ${departed(w)} group by 2 order by 3 desc, 2 limit ${limit})`,
  );
}
