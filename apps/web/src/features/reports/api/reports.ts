/**
 * Report plans and scheduled reports (issue 15): the react-query hooks over reportPlanEndpoints and
 * reportEndpoints (contracts/reports.ts), and the organisation groups for the pickers (POST
 * /api/org/get, every group staff may see). Downloads are plain links to the declared URLs.
 */
import { endpointUrl } from '@navia/domain/contracts/endpoint';
import { orgEndpoints } from '@navia/domain/contracts/org';
import {
  type ReportDefinition,
  type ReportPlanInput,
  reportEndpoints,
  reportPlanEndpoints,
} from '@navia/domain/contracts/reports';
import type { ReportCode } from '@navia/domain/rules/reports/catalogue';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client.ts';

const keys = {
  plans: ['reportPlans'] as const,
  reports: (orgGroupId: string | null) => ['reports', 'list', orgGroupId] as const,
  runs: (orgGroupId: string | null) => ['reports', 'runs', orgGroupId] as const,
  groups: ['reports', 'orgGroups'] as const,
};

/** While a run waits or runs, the lists poll for its outcome. */
const POLL_MS = 2000;
const pending = (status: string | undefined) => status === 'QUEUED' || status === 'RUNNING';

export function useReportPlans() {
  return useQuery({
    queryKey: keys.plans,
    queryFn: ({ signal }) => callEndpoint(reportPlanEndpoints.list, {}, { signal }),
    select: (data) => data.result,
  });
}

export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, plan }: { planId: string | null; plan: ReportPlanInput }) =>
      planId
        ? callEndpoint(reportPlanEndpoints.update, { params: { planId }, body: plan })
        : callEndpoint(reportPlanEndpoints.create, { body: plan }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.plans }),
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) => callEndpoint(reportPlanEndpoints.remove, { params: { planId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.plans }),
  });
}

export function useSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      planId,
      orgGroupId,
      subscribe,
    }: {
      planId: string;
      orgGroupId: string;
      subscribe: boolean;
    }) =>
      callEndpoint(subscribe ? reportPlanEndpoints.subscribe : reportPlanEndpoints.unsubscribe, {
        params: { planId, orgGroupId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.plans }),
  });
}

export function useReports(orgGroupId: string | null) {
  return useQuery({
    queryKey: keys.reports(orgGroupId),
    queryFn: ({ signal }) =>
      callEndpoint(reportEndpoints.list, { query: orgGroupId ? { orgGroupId } : {} }, { signal }),
    select: (data) => data.result,
    refetchInterval: (query) =>
      query.state.data?.result.some((r: ReportDefinition) => pending(r.lastRun?.status)) ? POLL_MS : false,
  });
}

export function useReportRuns(orgGroupId: string | null) {
  return useQuery({
    queryKey: keys.runs(orgGroupId),
    queryFn: ({ signal }) =>
      callEndpoint(
        reportEndpoints.runs,
        { query: { ...(orgGroupId ? { orgGroupId } : {}), limit: 20 } },
        { signal },
      ),
    select: (data) => data.result,
    refetchInterval: (query) => (query.state.data?.result.some((r) => pending(r.status)) ? POLL_MS : false),
  });
}

export function useRunNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, orgGroupId }: { code: ReportCode; orgGroupId: string }) =>
      callEndpoint(reportEndpoints.runNow, { params: { code }, body: { orgGroupId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}

export type ReportSettings = z.input<typeof reportEndpoints.update.body>;

export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, settings }: { code: ReportCode; settings: ReportSettings }) =>
      callEndpoint(reportEndpoints.update, { params: { code }, body: settings }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}

/** Every organisation group (staff), by code, for the pickers. */
export function useOrgGroups() {
  return useQuery({
    queryKey: keys.groups,
    queryFn: ({ signal }) => callEndpoint(orgEndpoints.get, { body: {} }, { signal }),
    select: (data) =>
      data.result
        .map((g) => ({ value: g._id, label: `${g.code} — ${g.name}` }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    staleTime: 60_000,
  });
}

export const downloadUrl = (code: ReportCode, orgGroupId: string) =>
  endpointUrl(reportEndpoints.download, { params: { code }, query: { orgGroupId } });
export const runFileUrl = (runId: string) => endpointUrl(reportEndpoints.runFile, { params: { runId } });
