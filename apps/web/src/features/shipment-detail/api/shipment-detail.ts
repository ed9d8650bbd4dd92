/**
 * The detail calls of one record (hub §7 Shipments): general, transport and milestones, the
 * contacts and CO2. Query keys start with ['shipment-detail', key], so one invalidation refreshes
 * the whole page. Detail calls get the 180 s timeout of hub §9.
 */
import { DETAIL_REQUEST_TIMEOUT_MS } from '@navia/domain/constants';
import { EMISSIONS_ALL, shipmentDetailEndpoints } from '@navia/domain/contracts/shipment-detail';
import type { EmissionPeriod } from '@navia/domain/rules/emissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

export const detailKeys = {
  record: (key: string) => ['shipment-detail', key] as const,
  general: (key: string) => ['shipment-detail', key, 'general'] as const,
  transport: (key: string) => ['shipment-detail', key, 'transport'] as const,
  milestones: (key: string) => ['shipment-detail', key, 'milestones'] as const,
  contacts: (key: string) => ['shipment-detail', key, 'contacts'] as const,
  co2: (key: string) => ['shipment-detail', key, 'co2'] as const,
  dateHistory: (key: string) => ['shipment-detail', key, 'dateHistory'] as const,
  periodCo2: (days: EmissionPeriod) => ['emissions', EMISSIONS_ALL, days] as const,
};

/** hub §7: the detail calls carry shipKey and shipOrd (or ordKey); '-' means none. */
const detailBody = (key: string) => ({ shipKey: key, shipOrd: '-' });
const detailCall = (signal: AbortSignal | undefined) => ({ signal, timeoutMs: DETAIL_REQUEST_TIMEOUT_MS });

// General

const getDetailGeneral = (key: string, signal?: AbortSignal) =>
  callEndpoint(
    shipmentDetailEndpoints.detailsGeneral,
    { params: { id: key }, body: detailBody(key) },
    detailCall(signal),
  );

const generalQueryOptions = (key: string) =>
  queryOptions({
    queryKey: detailKeys.general(key),
    queryFn: ({ signal }) => getDetailGeneral(key, signal),
  });

export const useDetailGeneral = (key: string) => useQuery(generalQueryOptions(key));

// Transport

const getDetailTransport = (key: string, signal?: AbortSignal) =>
  callEndpoint(
    shipmentDetailEndpoints.detailsTransport,
    { params: { id: key }, body: detailBody(key) },
    detailCall(signal),
  );

const transportQueryOptions = (key: string) =>
  queryOptions({
    queryKey: detailKeys.transport(key),
    queryFn: ({ signal }) => getDetailTransport(key, signal),
  });

export const useDetailTransport = (key: string) => useQuery(transportQueryOptions(key));

// Milestones

const getDetailMilestones = async (key: string, signal?: AbortSignal) =>
  (
    await callEndpoint(
      shipmentDetailEndpoints.detailsMilestones,
      { params: { id: key }, body: { shipKey: key, ordKey: '-' } },
      detailCall(signal),
    )
  ).milestones;

const milestonesQueryOptions = (key: string) =>
  queryOptions({
    queryKey: detailKeys.milestones(key),
    queryFn: ({ signal }) => getDetailMilestones(key, signal),
  });

export const useDetailMilestones = (key: string) => useQuery(milestonesQueryOptions(key));

// Contacts

const getOrderContacts = async (key: string, signal?: AbortSignal) =>
  (await callEndpoint(shipmentDetailEndpoints.orderContacts, { body: { value: key } }, { signal })).contacts;

const contactsQueryOptions = (key: string) =>
  queryOptions({
    queryKey: detailKeys.contacts(key),
    queryFn: ({ signal }) => getOrderContacts(key, signal),
  });

export const useOrderContacts = (key: string) => useQuery(contactsQueryOptions(key));

// CO2 (GET /api/shipments/coEmission/:id?days=)

const getRecordEmission = (key: string, signal?: AbortSignal) =>
  callEndpoint(shipmentDetailEndpoints.coEmission, { params: { id: key }, query: {} }, { signal });

const recordEmissionQueryOptions = (key: string) =>
  queryOptions({
    queryKey: detailKeys.co2(key),
    queryFn: ({ signal }) => getRecordEmission(key, signal),
  });

export const useRecordEmission = (key: string) => useQuery(recordEmissionQueryOptions(key));

const getPeriodEmission = (days: EmissionPeriod, signal?: AbortSignal) =>
  callEndpoint(
    shipmentDetailEndpoints.coEmission,
    { params: { id: EMISSIONS_ALL }, query: { days } },
    detailCall(signal),
  );

const periodEmissionQueryOptions = (days: EmissionPeriod) =>
  queryOptions({
    queryKey: detailKeys.periodCo2(days),
    queryFn: ({ signal }) => getPeriodEmission(days, signal),
  });

/** hub §4: emissions reload when the period changes. */
export const usePeriodEmission = (days: EmissionPeriod) => useQuery(periodEmissionQueryOptions(days));
