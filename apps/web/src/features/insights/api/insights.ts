/**
 * /insights data (issue 13): GET /api/insights/reports/:report (one chart's table over a date range)
 * and, for the CO2 EMISSIONS widget, hub §7's GET /api/shipments/coEmission/all?days.
 */
import { insightsEndpoints } from '@navia/domain/contracts/insights';
import { EMISSIONS_ALL, shipmentDetailEndpoints } from '@navia/domain/contracts/shipment-detail';
import type { InsightReportId } from '@navia/domain/rules/dashboard/widgets';
import type { EmissionPeriod } from '@navia/domain/rules/emissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

/** A range of UTC days; undefined ends take the server's default (the last 365 days). */
export type InsightRange = { from?: string | undefined; to?: string | undefined };

export function useInsightReport(report: InsightReportId, range: InsightRange = {}) {
  return useQuery({
    queryKey: ['insights', report, range.from ?? null, range.to ?? null] as const,
    queryFn: ({ signal }) =>
      callEndpoint(
        insightsEndpoints.report,
        { params: { report }, query: { from: range.from, to: range.to } },
        { signal },
      ),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

/** hub §4: emissions reload when the period changes (the period is part of the key). */
export function useCo2Emissions(days: EmissionPeriod) {
  return useQuery({
    queryKey: ['insights', 'coEmission', days] as const,
    queryFn: ({ signal }) =>
      callEndpoint(
        shipmentDetailEndpoints.coEmission,
        { params: { id: EMISSIONS_ALL }, query: { days } },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });
}
