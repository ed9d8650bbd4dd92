/**
 * The detail calls of one record (hub §7 Shipments): general, transport and milestones, the
 * e-documents, notes, contacts and CO2. Query keys start with ['shipment-detail', key], so one
 * invalidation refreshes the whole page. Detail calls get the 180 s timeout of hub §9.
 */
import { DETAIL_REQUEST_TIMEOUT_MS } from '@navia/domain/constants';
import {
  coEmissionResponseSchema,
  detailGeneralSchema,
  detailTransportSchema,
  EMISSIONS_ALL,
  edocsResponseSchema,
  milestonesResponseSchema,
  orderContactsResponseSchema,
  orderNotesResponseSchema,
} from '@navia/domain/contracts/shipment-detail';
import type { EmissionPeriod } from '@navia/domain/rules/emissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const path = (key: string) => `/api/shipments/${encodeURIComponent(key)}`;

export const detailKeys = {
  record: (key: string) => ['shipment-detail', key] as const,
  general: (key: string) => ['shipment-detail', key, 'general'] as const,
  transport: (key: string) => ['shipment-detail', key, 'transport'] as const,
  milestones: (key: string) => ['shipment-detail', key, 'milestones'] as const,
  edocs: (key: string) => ['shipment-detail', key, 'edocs'] as const,
  notes: (key: string) => ['shipment-detail', key, 'notes'] as const,
  contacts: (key: string) => ['shipment-detail', key, 'contacts'] as const,
  co2: (key: string) => ['shipment-detail', key, 'co2'] as const,
  periodCo2: (days: EmissionPeriod) => ['emissions', EMISSIONS_ALL, days] as const,
};

/** hub §7: the detail calls carry shipKey and shipOrd (or ordKey); '-' means none. */
const detailBody = (key: string) => ({ shipKey: key, shipOrd: '-' });

export const generalQueryOptions = (key: string) =>
  queryOptions({
    queryKey: detailKeys.general(key),
    queryFn: ({ signal }) =>
      apiRequest(`${path(key)}/details/general`, {
        method: 'POST',
        body: detailBody(key),
        schema: detailGeneralSchema,
        signal,
        timeoutMs: DETAIL_REQUEST_TIMEOUT_MS,
      }),
  });

export const useDetailGeneral = (key: string) => useQuery(generalQueryOptions(key));

export const useDetailTransport = (key: string) =>
  useQuery({
    queryKey: detailKeys.transport(key),
    queryFn: ({ signal }) =>
      apiRequest(`${path(key)}/details/transport`, {
        method: 'POST',
        body: detailBody(key),
        schema: detailTransportSchema,
        signal,
        timeoutMs: DETAIL_REQUEST_TIMEOUT_MS,
      }),
  });

export const useDetailMilestones = (key: string) =>
  useQuery({
    queryKey: detailKeys.milestones(key),
    queryFn: async ({ signal }) =>
      (
        await apiRequest(`${path(key)}/details/milestones`, {
          method: 'POST',
          body: { shipKey: key, ordKey: '-' },
          schema: milestonesResponseSchema,
          signal,
          timeoutMs: DETAIL_REQUEST_TIMEOUT_MS,
        })
      ).milestones,
  });

export const useDocuments = (key: string) =>
  useQuery({
    queryKey: detailKeys.edocs(key),
    queryFn: async ({ signal }) =>
      (await apiRequest(`${path(key)}/details/edocs`, { schema: edocsResponseSchema, signal })).result,
  });

export const useOrderNotes = (key: string) =>
  useQuery({
    queryKey: detailKeys.notes(key),
    queryFn: async ({ signal }) =>
      (await apiRequest(`${path(key)}/orderNotes`, { schema: orderNotesResponseSchema, signal })).notes,
  });

export const useOrderContacts = (key: string) =>
  useQuery({
    queryKey: detailKeys.contacts(key),
    queryFn: async ({ signal }) =>
      (
        await apiRequest('/api/shipments/orderContacts', {
          method: 'POST',
          body: { value: key },
          schema: orderContactsResponseSchema,
          signal,
        })
      ).contacts,
  });

export const useRecordEmission = (key: string) =>
  useQuery({
    queryKey: detailKeys.co2(key),
    queryFn: ({ signal }) =>
      apiRequest(`/api/shipments/coEmission/${encodeURIComponent(key)}`, {
        schema: coEmissionResponseSchema,
        signal,
      }),
  });

/** hub §4: emissions reload when the period changes. */
export const usePeriodEmission = (days: EmissionPeriod) =>
  useQuery({
    queryKey: detailKeys.periodCo2(days),
    queryFn: ({ signal }) =>
      apiRequest(`/api/shipments/coEmission/${EMISSIONS_ALL}?days=${days}`, {
        schema: coEmissionResponseSchema,
        signal,
        timeoutMs: DETAIL_REQUEST_TIMEOUT_MS,
      }),
  });
