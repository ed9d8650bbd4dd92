/**
 * The contracts search's filter catalogue (connect §3 "Contract search state", connect §5 filter
 * rules): the same filter types, groups and value forms as the tracking search (rules/filters),
 * over the contract's fields. The SQL of each key lives in the server's contracts repository.
 */
import {
  dateFilter as date,
  dropdownFilter as dropdown,
  type NormalisedRecordFilter,
  type RecordFilterDefinition,
  recordFilters,
  textFilter as text,
} from '../filters/record-filters.ts';
import {
  CONTAINER_MODES,
  CONTRACT_SERVICE_TYPES,
  CONTRACT_TRANSPORT_TYPES,
  CONTRACT_TYPES,
  INCOTERMS,
} from './constants.ts';
import { CONTRACT_STATUSES } from './workflow.ts';

export const CONTRACT_FILTER_CATALOGUE = {
  createdAt: date('CREATED'),
  productReadyDate: date('PRODUCT READY'),
  productDeliveryDate: date('PRODUCT DELIVERY'),
  reqExWorksDate: date('REQ. EX WORKS'),
  reqInStoreDate: date('REQ. IN STORE'),
  status: dropdown('STATUS', CONTRACT_STATUSES),
  contractType: dropdown('CONTRACT TYPE', CONTRACT_TYPES),
  transportType: dropdown('TRANSPORT', CONTRACT_TRANSPORT_TYPES),
  serviceType: dropdown('SERVICE TYPE', CONTRACT_SERVICE_TYPES),
  incoTerms: dropdown('INCOTERMS', INCOTERMS),
  containerMode: dropdown('CONTAINER MODE', CONTAINER_MODES),
  referenceNumber: text('REFERENCE N°'),
  productNumber: text('PRODUCT N°'),
  buyer: text('BUYER', 'general'),
  seller: text('SELLER', 'general'),
  organisation: text('ORGANISATION', 'general'),
  portOfLoading: text('PORT OF LOADING', 'general'),
  portOfFinalDestination: text('PORT OF DESTINATION', 'general'),
  countryOfOrigin: text('COUNTRY OF ORIGIN', 'general'),
  countryOfDestination: text('COUNTRY OF DESTINATION', 'general'),
  totalQuantity: { type: 'range', group: 'amounts', label: 'TOTAL QUANTITY' },
} as const satisfies Record<string, RecordFilterDefinition>;

export type ContractFilterKey = keyof typeof CONTRACT_FILTER_CATALOGUE;
export const CONTRACT_FILTER_KEYS = Object.keys(CONTRACT_FILTER_CATALOGUE) as ContractFilterKey[];
/** Date fields getDateGroupCount groups by (connect §7). */
export const CONTRACT_DATE_FIELDS = [
  'createdAt',
  'productReadyDate',
  'productDeliveryDate',
  'reqExWorksDate',
  'reqInStoreDate',
] as const;
export type ContractDateField = (typeof CONTRACT_DATE_FIELDS)[number];

const contractFilters = recordFilters(CONTRACT_FILTER_CATALOGUE, 'ContractFilterGroup', 'Contract');

/** connect §3 contract filters: indexed groups (an object or a list); AND within and between groups. */
export const contractFilterSetSchema = contractFilters.setSchema;
export type NormalisedContractFilter = NormalisedRecordFilter<ContractFilterKey>;
/** connect §5 (as hub §5): empty values are dropped, then empty groups; one flat AND list. */
export const normaliseContractFilters = contractFilters.normalise;
