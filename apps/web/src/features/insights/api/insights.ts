/**
 * /insights data (issue 13): GET /api/insights/reports/:report (one chart's table over a date range)
 * and, for the CO2 EMISSIONS widget, hub §7's GET /api/shipments/coEmission/all?days.
 */
import { insightsEndpoints } from '@navia/domain/contracts/insights';
import { orgEndpoints } from '@navia/domain/contracts/org';
import { EMISSIONS_ALL, shipmentDetailEndpoints } from '@navia/domain/contracts/shipment-detail';
import type { InsightReportId } from '@navia/domain/rules/dashboard/widgets';
import type { EmissionPeriod } from '@navia/domain/rules/emissions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

/**
 * A range of UTC days (undefined ends take the server's default, the last 365 days) and, for staff,
 * one organisation group (undefined: every group).
 */
export type InsightRange = {
  from?: string | undefined;
  to?: string | undefined;
  orgGroupCode?: string | undefined;
};

export function useInsightReport(report: InsightReportId, range: InsightRange = {}) {
  return useQuery({
    queryKey: ['insights', report, range.from ?? null, range.to ?? null, range.orgGroupCode ?? null] as const,
    queryFn: ({ signal }) =>
      callEndpoint(
        insightsEndpoints.report,
        { params: { report }, query: { from: range.from, to: range.to, orgGroupCode: range.orgGroupCode } },
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

/** Staff's group choice on /insights: the organisation groups they see (POST /api/org/get). */
export function useInsightGroups(enabled: boolean) {
  return useQuery({
    queryKey: ['org', 'groups'] as const,
    queryFn: async () => (await callEndpoint(orgEndpoints.get, { body: {} })).result,
    enabled,
    staleTime: 5 * 60_000,
  });
}
