/**
 * SQL of /insights (issue 13): one aggregate per chart over the shipments the scope sees, in a
 * half-open instant range. Departure charts range on ETD, arrival charts on ATA, so each is a range
 * scan of one covering index (migration 0023_insights_indexes).
 */
import {
  AIR_DISTANCE_ADDITION_KM,
  EARTH_RADIUS_KM,
  type EmissionFactorTable,
  factorFor,
  ROAD_DISTANCE_UPLIFT,
  SEA_DISTANCE_UPLIFT,
} from '@navia/domain/rules/emissions';
import { ON_TIME_TOLERANCE_HOURS } from '@navia/domain/rules/insights/range';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shipments } from '../../db/schema/index.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';

/** Which shipments: the scope's, optionally one group (staff), in [start, end). */
export type InsightsWindow = { scope: Scope; orgGroupCode: string | null; start: Date; end: Date };

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
const days = (later: SQL, earlier: SQL) => sql`(extract(epoch from ${later} - ${earlier}) / 86400.0)`;

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

export function transitByLane(db: Executor, w: InsightsWindow, limit: number) {
  const transit = days(sql`shipments.ata`, sql`shipments.atd`);
  return rows<{ origin: string; destination: string; shipments: number; p: number[] }>(
    db,
    sql`select shipments.origin, shipments.destination, count(*)::int as shipments,
               percentile_cont(array[0.1, 0.5, 0.9]::float8[]) within group (order by ${transit}) as p
          from shipments
         where ${arrived(w)} and shipments.atd is not null and shipments.ata >= shipments.atd
         group by 1, 2 order by 3 desc, 1, 2 limit ${limit}`,
  );
}

export function dwellByMode(db: Executor, w: InsightsWindow) {
  const dwell = days(sql`shipments.delivered_date`, sql`shipments.ata`);
  return rows<{ mode: string; shipments: number; p: number[]; average: number }>(
    db,
    sql`select shipments.transport_mode as mode, count(*)::int as shipments,
               percentile_cont(array[0.5, 0.9]::float8[]) within group (order by ${dwell}) as p,
               avg(${dwell})::float8 as average
          from shipments
         where ${arrived(w)} and shipments.delivered_date is not null and shipments.delivered_date >= shipments.ata
         group by 1 order by 1`,
  );
}

/**
 * kg CO2e per shipment mode and lane, the way rules/emissions.ts computes a shipment (legs' great
 * circle distances with the mode's correction × chargeable tonnes × factor), in SQL so that a year
 * of a large group is one aggregate. Shipments with a leg that cannot be computed are left out.
 */
export function emissionsByLane(db: Executor, w: InsightsWindow, table: EmissionFactorTable) {
  const gcd = sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1, sqrt(
      power(sin(radians(dp.latitude - lp.latitude) / 2), 2)
      + cos(radians(lp.latitude)) * cos(radians(dp.latitude)) * power(sin(radians(dp.longitude - lp.longitude) / 2), 2)))))`;
  // least() ignores nulls, so a port without coordinates is tested explicitly.
  const distance = sql`(case when lp.latitude is null or dp.latitude is null then null else case tl.transport_mode
      when 'AIR' then ${gcd} + ${AIR_DISTANCE_ADDITION_KM}::float8
      when 'SEA' then ${gcd} * ${SEA_DISTANCE_UPLIFT}::float8
      when 'ROAD' then ${gcd} * ${ROAD_DISTANCE_UPLIFT}::float8 end end)`;
  const factor = sql`(case tl.transport_mode
      when 'AIR' then ${factorFor(table, 'AIR').gCo2ePerTkm}::float8
      when 'SEA' then ${factorFor(table, 'SEA_CONTAINER').gCo2ePerTkm}::float8
      when 'ROAD' then ${factorFor(table, 'ROAD').gCo2ePerTkm}::float8 end)`;
  return rows<{ mode: string; origin: string; destination: string; shipments: number; kg: number }>(
    db,
    sql`with s as (
          select shipments.id, shipments.org_group_id, shipments.transport_mode, shipments.origin, shipments.destination,
                 case when upper(shipments.unit_of_weight) like 'LB%' then shipments.chargeable_weight / 2.205
                      else shipments.chargeable_weight end as kg
            from shipments where ${departed(w)}
        ), per_shipment as (
          select s.transport_mode, s.origin, s.destination,
                 sum(${distance} * (s.kg / 1000.0) * ${factor} / 1000.0) as kg,
                 bool_and(${distance} is not null) as computable
            from s
            join transport_legs tl on tl.shipment_id = s.id and tl.org_group_id = s.org_group_id
            left join ports lp on lp.code = tl.load_port
            left join ports dp on dp.code = tl.discharge_port
           group by s.id, s.transport_mode, s.origin, s.destination
        )
        select transport_mode as mode, origin, destination, count(*)::int as shipments, sum(kg)::float8 as kg
          from per_shipment where computable group by 1, 2, 3`,
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
