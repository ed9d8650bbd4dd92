/**
 * What the list-isolation test asks of each list, search and download route (issue 10): the
 * requests to send as a demo account, and the rows of the answer, each named so that the test can
 * find its organisation group in the database. Keyed by "METHOD /path"; a route whose answer holds a
 * list and that names no record must have an entry here or in LIST_EXEMPT (the test checks it).
 */
import { HOME_COUNTRIES } from '@navia/domain/constants';
import { notificationEndpoints } from '@navia/domain/contracts/notifications';
import { BOOKING_TYPES } from '@navia/domain/rules/bookings/types';
import { CONTRACT_DATE_FIELDS } from '@navia/domain/rules/contracts/filters';
import { BATCH_SIZE_MAX } from '@navia/domain/rules/filters/constants';
import { SEARCH_TYPES, searchKeysOf } from '@navia/domain/rules/filters/search-keys';
import type { LightMyRequestResponse } from 'fastify';
import type { RequestInput } from './requests.ts';

/** A row of an answer, by what names it. */
export type ListRow =
  | { record: string }
  | { shipNumber: string }
  | { ordNumberFull: string }
  | { orgGroupId: string }
  | { addressId: string }
  | { savedSearchId: string }
  /** A notification: the caller's own, whatever the group. */
  | { notificationId: string }
  /** A chat channel (its organisation group's). */
  | { chatChannelId: string }
  /** A connect contract: its owning group's, and its counterparty trusted party's. */
  | { contractId: string }
  /** A contract template: its owning group's or trusted party's. */
  | { contractTemplateId: string }
  /** A SKU: a catalogue row (skus) or a contract line (contract_skus), as its contract is seen. */
  | { skuId: string }
  /** The connect network (issue 17): rows the caller sees only in its network (network-access.repository.ts). */
  | { trustedPartyId: string }
  | { networkOrgGroupId: string }
  | { trustedPartyAddressId: string }
  | { userId: string }
  /** An invite: its sender's and its invitee's. */
  | { inviteId: string }
  /** An invoice (issue 14): its organisation group's. */
  | { invoiceId: string }
  | { invoiceNumber: string }
  /** A payment (issue 14): its organisation group's. */
  | { paymentId: string }
  /** A freight quote (issue 18): its organisation group's. */
  | { quoteId: string }
  /** A booking (issue 18): its organisation group's. */
  | { bookingId: string }
  /**
   * An organisation known to the forwarding system (issue 18 allOrgsInCW / orgsInCW): the caller's
   * when it is one of its own organisations, a supplier or consignee of its shipments, or the trusted
   * party of one of its contracts.
   */
  | { knownOrganisation: string }
  /** A type-ahead value: a carrier code, a port code (either end), a supplier or consignee code. */
  | { lookup: 'carrier' | 'port' | 'supplier' | 'consignee'; value: string };

/** Values found in other groups' records, to type into the type-ahead lookups. */
export type ForeignSamples = Record<
  'carrier' | 'origin' | 'destination' | 'supplier' | 'consignee' | 'org' | 'contract' | 'trustedParty',
  string[]
>;

export type ListProbe = {
  /** The requests to send (a label each); several when the route has variants (keys, countries). */
  requests: (samples: ForeignSamples) => { label: string; input: RequestInput }[];
  /** Pages on: the next request after `res`, or null when the list is complete. */
  nextPage?: (input: RequestInput, res: LightMyRequestResponse, rowsSoFar: number) => RequestInput | null;
  rows: (res: LightMyRequestResponse) => ListRow[];
};

type SearchRow = { ShipKey: string | null; OrdKey: string | null };
const recordRows = (rows: SearchRow[]): ListRow[] =>
  rows.map((r) => ({ record: r.ShipKey ?? r.OrdKey ?? '' }));
const json = <T>(res: LightMyRequestResponse) => res.json() as T;

const batchPaging: ListProbe['nextPage'] = (input, res, rowsSoFar) => {
  const { totalCount } = json<{ totalCount: number }>(res);
  const body = input.body as { batchNo: number };
  return rowsSoFar < totalCount ? { body: { ...body, batchNo: body.batchNo + 1 } } : null;
};

const trackingSearch: ListProbe = {
  requests: () =>
    searchKeysOf('tracking').map((key) => ({
      label: key,
      input: { body: { key, batchNo: 1, batchSize: BATCH_SIZE_MAX, filters: [] } },
    })),
  nextPage: batchPaging,
  rows: (res) => recordRows(json<{ result: SearchRow[] }>(res).result),
};

const lookup = (kind: 'carrier' | 'supplier' | 'consignee'): ListProbe => ({
  requests: (samples) =>
    samples[kind].flatMap((value) => [
      { label: value.slice(0, 3), input: { body: { filter: value.slice(0, 3) } } },
      { label: value, input: { body: { filter: value } } },
    ]),
  rows: (res) =>
    json<{ result: { value: string }[] }>(res).result.map((r) => ({ lookup: kind, value: r.value })),
});

type SettingsAnswer = { recordsToNotify: { recordKey: string }[] };
const subscribedRecords = (settings: SettingsAnswer): ListRow[] =>
  settings.recordsToNotify.map((r) => ({ record: r.recordKey }));

/** The current user's lists: favourites, subscribed records and notifications. */
const userFavourites = (res: LightMyRequestResponse): ListRow[] => {
  const { user } = json<{
    user: {
      favourites: { favouriteId: string }[];
      recordNotifications: SettingsAnswer;
      notifications: { _id: string }[];
    };
  }>(res);
  return [
    ...user.favourites.map((f) => ({ record: f.favouriteId })),
    ...subscribedRecords(user.recordNotifications),
    ...user.notifications.map((n) => ({ notificationId: n._id })),
  ];
};

/** CSV text → rows of fields (RFC 4180 quoting). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let row: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

type ContractRowAnswer = { result: { _id: string }[] };
const contractRows = (res: LightMyRequestResponse): ListRow[] =>
  json<ContractRowAnswer>(res).result.map((r) => ({ contractId: r._id }));

/** The contracts search (connect §3 search state), every tab and flag, typed-in foreign references. */
const contractSearch: ListProbe = {
  requests: (samples) => {
    const base = { filters: [], batchNo: 1, batchSize: BATCH_SIZE_MAX };
    return [
      { label: 'All', input: { body: { ...base, key: 'All', includeStatusTotals: true } } },
      { label: 'favourites', input: { body: { ...base, key: 'favourites' } } },
      { label: 'getFavourites', input: { body: { ...base, getFavourites: true } } },
      { label: 'only action required', input: { body: { ...base, isOnlyActionRequired: true } } },
      ...[...samples.contract, ...samples.org].map((text) => ({
        label: text,
        input: { body: { ...base, searchText: text } },
      })),
    ];
  },
  nextPage: batchPaging,
  rows: contractRows,
};

/** The connect contract lists (issue 16). */
const CONTRACT_LIST_PROBES: Readonly<Record<string, ListProbe>> = {
  'POST /api/connect/contracts/get': contractSearch,
  'GET /api/connect/contracts/getAll': {
    requests: (samples) => [
      { label: 'all', input: { query: {} } },
      ...[...samples.contract, ...samples.org].map((text) => ({
        label: text,
        input: { query: { filters: text } },
      })),
    ],
    rows: contractRows,
  },
  'GET /api/connect/contracts/getSKUs': {
    requests: () => [
      { label: 'all', input: { query: {} } },
      // The catalogue's product numbers start with these (seed, world.ts products and probes).
      ...['HW', 'TX', 'EL', 'KF', 'CC', 'PRB'].map((text) => ({
        label: text,
        input: { query: { filters: text } },
      })),
    ],
    rows: (res) => json<{ result: { _id: string }[] }>(res).result.map((r) => ({ skuId: r._id })),
  },
  'POST /api/connect/contracts/getTemplates': {
    requests: () => [{ label: 'all', input: { body: { filter: '' } } }],
    rows: (res) =>
      json<{ result: { _id: string }[] }>(res).result.map((t) => ({ contractTemplateId: t._id })),
  },
  // Counts per period only: no row to trace (the counts are over the caller's contracts, as get's).
  'POST /api/connect/contracts/getDateGroupCount': {
    requests: () =>
      CONTRACT_DATE_FIELDS.map((field) => ({
        label: field,
        input: { body: { filters: [], dateFormat: 'month', field } },
      })),
    rows: () => [],
  },
};

type IdRow = { _id: string };
const trustedPartyRows = (res: LightMyRequestResponse): ListRow[] =>
  json<{ result: IdRow[] }>(res).result.map((r) => ({ trustedPartyId: r._id }));
const addressRows = (res: LightMyRequestResponse): ListRow[] =>
  json<{ result: IdRow[] }>(res).result.map((r) => ({ trustedPartyAddressId: r._id }));
const skuRows = (res: LightMyRequestResponse): ListRow[] =>
  json<{ result: IdRow[] }>(res).result.map((r) => ({ skuId: r._id }));
/** Product numbers of the seeded catalogues (ACME's, TROPIKA's, the trusted parties') and the probes'. */
const SKU_TEXTS = ['HW', 'TX', 'EL', 'KF', 'CC', 'PRB', 'SPP', 'DPC', 'ODR', 'BOX'];

/** The connect network's lists (issue 17): what network-access.repository.ts lets the caller see. */
const NETWORK_LIST_PROBES: Readonly<Record<string, ListProbe>> = {
  'GET /api/trustedParties/list': { requests: () => [{ label: 'all', input: {} }], rows: trustedPartyRows },
  'POST /api/trustedParties/filter': {
    requests: (samples) => [
      { label: 'all', input: { body: { batchNo: 1, batchSize: BATCH_SIZE_MAX } } },
      ...samples.trustedParty.map((text) => ({
        label: text,
        input: { body: { text, batchNo: 1, batchSize: BATCH_SIZE_MAX } },
      })),
      ...['MY', 'IN', 'PL', 'CN'].map((country) => ({
        label: country,
        input: { body: { country, batchNo: 1, batchSize: BATCH_SIZE_MAX } },
      })),
    ],
    nextPage: batchPaging,
    rows: trustedPartyRows,
  },
  'GET /api/trustedParties/addresses': { requests: () => [{ label: 'own', input: {} }], rows: addressRows },
  'POST /api/trustedParties/syncAddresses': {
    requests: () => [{ label: 'sync', input: { body: {} } }],
    rows: addressRows,
  },
  'POST /api/user/getUsers': {
    requests: (samples) => [
      { label: 'connect', input: { body: { orgGroupCode: null, hasConnectAccess: true } } },
      { label: 'all', input: { body: { orgGroupCode: null, hasConnectAccess: false } } },
      // Another group's code: staff only; anyone else sees its own entity's users.
      ...samples.org.map((code) => ({
        label: code,
        input: { body: { orgGroupCode: code, hasConnectAccess: false } },
      })),
    ],
    rows: (res) => json<{ result: IdRow[] }>(res).result.map((u) => ({ userId: u._id })),
  },
  // Issue 15: the inactive users report (staff only: every client account must be refused).
  'POST /api/user/inactiveUsers': {
    requests: (samples) => [
      { label: 'all', input: { body: { page: 1, recordsPerPage: 100, filter: '', days: 1 } } },
      ...samples.org.map((text) => ({
        label: text,
        input: { body: { page: 1, recordsPerPage: 100, filter: text, days: 1 } },
      })),
    ],
    rows: (res) =>
      json<{ groups: { users: IdRow[] }[] }>(res).groups.flatMap((g) =>
        g.users.map((u) => ({ userId: u._id })),
      ),
  },
  'POST /api/connect/organisations': {
    requests: (samples) => [
      { label: 'all', input: { body: { filter: '' } } },
      ...samples.org.map((text) => ({ label: text, input: { body: { filter: text } } })),
    ],
    rows: (res) =>
      json<{ result: { orgGroupId: string }[] }>(res).result.map((o) => ({
        networkOrgGroupId: o.orgGroupId,
      })),
  },
  'GET /api/connect/admin/entities': {
    requests: () => [{ label: 'all', input: {} }],
    rows: (res) => {
      const answer = json<{ orgGroups: IdRow[]; trustedParties: IdRow[] }>(res);
      return [
        ...answer.orgGroups.map((g) => ({ networkOrgGroupId: g._id })),
        ...answer.trustedParties.map((t) => ({ trustedPartyId: t._id })),
      ];
    },
  },
  'GET /api/user/invites': {
    requests: () => [{ label: 'all', input: {} }],
    rows: (res) => {
      const answer = json<{ received: IdRow[]; sent: IdRow[] }>(res);
      return [...answer.received, ...answer.sent].map((i) => ({ inviteId: i._id }));
    },
  },
  'GET /api/user/getEntitiesInNetwork': {
    requests: () => [{ label: 'all', input: {} }],
    rows: (res) =>
      json<{ entities: (IdRow & { isTrustedParty: boolean })[] }>(res).entities.map((e) =>
        e.isTrustedParty ? { trustedPartyId: e._id } : { networkOrgGroupId: e._id },
      ),
  },
  'POST /api/connect/skus/search': {
    requests: () => {
      const base = { filters: [], batchNo: 1, batchSize: BATCH_SIZE_MAX };
      return [
        { label: 'all', input: { body: base } },
        ...SKU_TEXTS.map((text) => ({ label: text, input: { body: { ...base, searchText: text } } })),
      ];
    },
    nextPage: batchPaging,
    rows: skuRows,
  },
  'GET /api/connect/skus/typeahead': {
    requests: () =>
      SKU_TEXTS.map((text) => ({ label: text, input: { query: { text: text.padEnd(3, '-') } } })),
    rows: skuRows,
  },
};

/** Invoices (issue 14): every batch of the search, and the CSV by transaction number. */
const INVOICE_LIST_PROBES: Readonly<Record<string, ListProbe>> = {
  'POST /api/invoices/invoicesWithFilters': {
    requests: () => [
      { label: 'all', input: { body: { batchNo: 1, batchSize: BATCH_SIZE_MAX } } },
      {
        label: 'another group',
        input: { body: { batchNo: 1, batchSize: BATCH_SIZE_MAX, orgGroupCode: 'ACME' } },
      },
    ],
    nextPage: batchPaging,
    rows: (res) => json<{ result: { _id: string }[] }>(res).result.map((r) => ({ invoiceId: r._id })),
  },
  'POST /api/payments/reconciliation': {
    requests: () => [{ label: 'all', input: { body: { batchSize: BATCH_SIZE_MAX } } }],
    nextPage: (input, res, rowsSoFar) => {
      const { totalCount } = json<{ totalCount: number }>(res);
      const body = input.body as { batchNo?: number };
      return rowsSoFar < totalCount ? { body: { ...body, batchNo: (body.batchNo ?? 1) + 1 } } : null;
    },
    // A settlement without a payment belongs to no group: staff only see it (the test's rows of a
    // customer name a payment).
    rows: (res) =>
      json<{ result: { PaymentId: string | null }[] }>(res)
        .result.filter((r) => r.PaymentId !== null)
        .map((r) => ({ paymentId: r.PaymentId as string })),
  },
  // Every matching row, as the list: a settlement without a payment is staff's (no PaymentId).
  'GET /api/payments/reconciliation/export.csv': {
    requests: () => [
      { label: 'all', input: { query: {} } },
      { label: 'unresolved mismatches', input: { query: { states: 'MISMATCHED', unresolvedOnly: 'true' } } },
    ],
    rows: (res) => {
      const [header = [], ...lines] = parseCsv(res.body.replace(/^\uFEFF/, ''));
      const column = header.indexOf('PaymentId');
      return lines
        .map((line) => line[column] ?? '')
        .filter((paymentId) => paymentId !== '')
        .map((paymentId) => ({ paymentId }));
    },
  },
  'POST /api/payments/paymentsWithFilters': {
    requests: () => [{ label: 'all', input: { body: { batchNo: 1, batchSize: BATCH_SIZE_MAX } } }],
    nextPage: batchPaging,
    rows: (res) =>
      json<{ result: { PaymentId: string }[] }>(res).result.map((r) => ({ paymentId: r.PaymentId })),
  },
  'GET /api/invoices/export.csv': {
    requests: () => [{ label: 'all', input: { query: { search: '{}' } } }],
    rows: (res) => {
      const [header = [], ...lines] = parseCsv(res.body.replace(/^\uFEFF/, ''));
      const number = header.indexOf('TransactionNumber');
      return lines.map((line) => ({ invoiceNumber: line[number] ?? '' }));
    },
  },
};

/** Pages on a list answering `total` (quotes, bookings). */
const totalPaging: ListProbe['nextPage'] = (input, res, rowsSoFar) => {
  const { total } = json<{ total: number }>(res);
  const body = input.body as { batchNo: number };
  return rowsSoFar < total ? { body: { ...body, batchNo: body.batchNo + 1 } } : null;
};

type OrgInCwRow = { ShipSupplierCode: string | null; ShipConsigneeCode: string | null };
const knownOrganisationRows = (res: LightMyRequestResponse): ListRow[] =>
  json<{ result: OrgInCwRow[] }>(res).result.flatMap((r) =>
    [r.ShipSupplierCode, r.ShipConsigneeCode]
      .filter((code): code is string => code !== null && code !== '-')
      .map((code) => ({ knownOrganisation: code })),
  );
/** The other groups' suppliers and consignees, typed as the picker's search. */
const foreignParties = (samples: ForeignSamples) => [...samples.supplier, ...samples.consignee];

export const LIST_PROBES: Readonly<Record<string, ListProbe>> = {
  // issue 18: the caller's quotes, and the organisations of the bookings picker.
  'POST /api/quotes/list': {
    requests: () => [{ label: 'all', input: { body: { batchNo: 1, batchSize: 100 } } }],
    nextPage: totalPaging,
    rows: (res) => json<{ result: { _id: string }[] }>(res).result.map((r) => ({ quoteId: r._id })),
  },
  'POST /api/bookings/list': {
    requests: () => [{ label: 'all', input: { body: { batchNo: 1, batchSize: 100 } } }],
    nextPage: totalPaging,
    rows: (res) => json<{ result: { _id: string }[] }>(res).result.map((r) => ({ bookingId: r._id })),
  },
  'POST /api/org/allOrgsInCW': {
    requests: (samples) => [
      ...BOOKING_TYPES.map((bookingType) => ({
        label: bookingType,
        input: { body: { filter: '', bookingType } },
      })),
      ...(['exporter', 'importer'] as const).map((searchType) => ({
        label: `ROAD ${searchType}`,
        input: { body: { filter: '', bookingType: 'ROAD', searchType } },
      })),
      ...foreignParties(samples).map((filter) => ({
        label: `CROSS_TRADE ${filter}`,
        input: { body: { filter, bookingType: 'CROSS_TRADE', searchType: 'exporter' } },
      })),
    ],
    rows: knownOrganisationRows,
  },
  'POST /api/org/orgsInCW': {
    requests: (samples) => [
      { label: 'all', input: { body: { filter: '' } } },
      ...foreignParties(samples).map((filter) => ({ label: filter, input: { body: { filter } } })),
    ],
    rows: knownOrganisationRows,
  },
  'POST /api/shipments/shipmentsWithFilters': trackingSearch,
  'POST /api/shipments/favouriteShipments': {
    ...trackingSearch,
    requests: () => [
      { label: 'All', input: { body: { key: 'All', batchNo: 1, batchSize: BATCH_SIZE_MAX } } },
    ],
  },
  'POST /api/shipments/:listKey': {
    requests: () =>
      SEARCH_TYPES.flatMap((listKey) =>
        searchKeysOf(listKey).map((key) => ({
          label: `${listKey} ${key}`,
          input: { params: { listKey }, body: { key, pageNo: 1 } },
        })),
      ),
    nextPage: (input, res) => {
      const { pageNo, totalPages } = json<{ pageNo: number; totalPages: number }>(res);
      return pageNo < totalPages
        ? { ...input, body: { ...(input.body as object), pageNo: pageNo + 1 } }
        : null;
    },
    rows: (res) => recordRows(json<{ result: SearchRow[] }>(res).result),
  },
  // Tile values are checked against their searches by the test itself.
  'GET /api/shipments/tiles': { requests: () => [{ label: 'tiles', input: {} }], rows: () => [] },
  'POST /api/shipments/getCarrier': lookup('carrier'),
  'POST /api/shipments/shipmentsConsignee': lookup('consignee'),
  'POST /api/shipments/shipmentsSuppliers': lookup('supplier'),
  'POST /api/shipments/shipmentsLocations': {
    requests: (samples) =>
      (['Origin', 'Destination'] as const).flatMap((searchType) =>
        samples[searchType === 'Origin' ? 'origin' : 'destination'].map((value) => ({
          label: `${searchType} ${value}`,
          input: { body: { filter: value, searchType } },
        })),
      ),
    rows: (res) =>
      json<{ result: { value: string }[] }>(res).result.map((r) => ({ lookup: 'port', value: r.value })),
  },
  'GET /api/shipments/export.csv': {
    requests: () =>
      SEARCH_TYPES.map((listKey) => ({
        label: listKey,
        input: { query: { listKey, search: JSON.stringify({ key: 'All' }) } },
      })),
    rows: (res) => {
      const [header = [], ...lines] = parseCsv(res.body.replace(/^\uFEFF/, ''));
      const ship = header.indexOf('ShipNumber');
      const order = header.indexOf('OrdNumberFull');
      return lines.map((line) =>
        line[ship] ? { shipNumber: line[ship] ?? '' } : { ordNumberFull: line[order] ?? '' },
      );
    },
  },
  'GET /api/org/priorityShipments/:country/:flag': {
    requests: () => [
      { label: 'ALL', input: { params: { country: 'ALL', flag: 'false' } } },
      ...HOME_COUNTRIES.map((country) => ({ label: country, input: { params: { country, flag: 'true' } } })),
    ],
    rows: (res) => recordRows(json<{ result: SearchRow[] }>(res).result),
  },
  'POST /api/user/getSearches': {
    requests: () => [{ label: 'all', input: { body: {} } }],
    rows: (res) => json<{ searches: { _id: string }[] }>(res).searches.map((s) => ({ savedSearchId: s._id })),
  },
  'POST /api/org/get': {
    requests: (samples) => [
      { label: 'all', input: { body: {} } },
      ...samples.org.map((name) => ({ label: name, input: { body: { filter: name } } })),
    ],
    rows: (res) => json<{ result: { _id: string }[] }>(res).result.map((g) => ({ orgGroupId: g._id })),
  },
  'POST /api/org/orgAddresses': {
    requests: (samples) => [
      { label: 'all', input: { body: { filter: '' } } },
      ...samples.org.map((name) => ({ label: name, input: { body: { filter: name } } })),
    ],
    rows: (res) => json<{ result: { _id: string }[] }>(res).result.map((a) => ({ addressId: a._id })),
  },
  'POST /api/shipments/multipleShipmentDetails': {
    requests: () => [{ label: 'favourites', input: { body: {} } }],
    rows: (res) => recordRows(json<{ result: SearchRow[] }>(res).result),
  },
  'GET /api/user/getUpdatedSelf': { requests: () => [{ label: 'self', input: {} }], rows: userFavourites },
  // Issue 13: the shipments in transit on the cargo map, by ShipKey.
  'GET /api/transit/inTransit': {
    requests: () => [{ label: 'in transit', input: {} }],
    rows: (res) =>
      json<{ shipments: { ShipKey: string }[] }>(res).shipments.map((s) => ({ record: s.ShipKey })),
  },
  // Issue 13: the user settings calls answer the caller's own user, as theme does.
  'PUT /api/user/tooltip': {
    requests: () => [{ label: 'on', input: { body: { viewTooltip: true } } }],
    rows: userFavourites,
  },
  'PUT /api/user/mode': {
    requests: () => [{ label: 'tracking', input: { body: { mode: 'tracking' } } }],
    rows: userFavourites,
  },
  'PUT /api/user/homeCountry': {
    requests: () => [{ label: 'AU', input: { body: { homeCountry: 'AU' } } }],
    rows: userFavourites,
  },
  'PUT /api/user/language': {
    requests: () => [{ label: 'en-GB', input: { body: { language: 'en-GB' } } }],
    rows: userFavourites,
  },
  'PUT /api/user/view': {
    requests: () => [{ label: 'off', input: { body: { localViewActive: false } } }],
    rows: userFavourites,
  },
  'PUT /api/user/hidePopup': {
    requests: () => [{ label: 'shown', input: { body: { popup: 'setPriority', hide: false } } }],
    rows: userFavourites,
  },
  'PUT /api/user/welcomePopups': {
    requests: () => [{ label: 'shown', input: { body: { popup: 'dashboard', show: true } } }],
    rows: userFavourites,
  },
  'PUT /api/user/theme': {
    requests: () => [{ label: 'dark', input: { body: { theme: 'dark' } } }],
    rows: userFavourites,
  },
  'PUT /api/user/unitOfMeasure': {
    requests: () => [{ label: 'imperial', input: { body: { unitOfMeasure: 'IMPERIAL' } } }],
    rows: userFavourites,
  },
  'PUT /api/user/toggleCookieBanner': {
    requests: () => [{ label: 'accept', input: { body: { acceptedCookies: true } } }],
    rows: userFavourites,
  },
  'GET /api/user/notifications': {
    requests: () => [{ label: 'all', input: { query: { limit: 200 } } }],
    rows: (res) =>
      json<{ notifications: { _id: string }[] }>(res).notifications.map((n) => ({ notificationId: n._id })),
  },
  'PUT /api/user/notificationSettings': {
    requests: () => [
      {
        label: 'all on',
        input: { body: notificationEndpoints.notificationSettings.example.body as Record<string, unknown> },
      },
    ],
    rows: (res) => subscribedRecords(json<SettingsAnswer>(res)),
  },
  'GET /api/user/notificationSettings': {
    requests: () => [{ label: 'settings', input: {} }],
    rows: (res) => subscribedRecords(json<SettingsAnswer>(res)),
  },
  // Staff only (NU and above, who see every group by design): a client is refused by the rule.
  'GET /api/chat/inbox': {
    requests: () => [
      { label: 'open', input: { query: { status: 'open' } } },
      { label: 'archived', input: { query: { status: 'archived' } } },
    ],
    rows: (res) =>
      json<{ channels: { channel: { channelId: string } }[] }>(res).channels.map((c) => ({
        chatChannelId: c.channel.channelId,
      })),
  },
  // Its totals over every record the caller may see are checked by the test (sum over groups).
  'GET /api/shipments/coEmission/:id': {
    requests: () => [{ label: 'all', input: { params: { id: 'all' }, query: { days: 90 } } }],
    rows: () => [],
  },
  ...CONTRACT_LIST_PROBES,
  ...NETWORK_LIST_PROBES,
  ...INVOICE_LIST_PROBES,
};

/** List-shaped answers that hold no tenant rows, and why. */

export const LIST_EXEMPT: Readonly<Record<string, string>> = {
  // Issue 15 (report plans): the provider's plans, NA only; their groups are named for staff.
  'GET /api/reportPlans':
    'Report plans (NA only): the provider’s plans and the groups subscribed, for staff.',
  'POST /api/reportPlans': 'Answers the plan it creates (NA only): report codes and no groups yet.',
  'PUT /api/reportPlans/:planId':
    'Answers the plan it edits (NA only): report codes and its subscribed groups, for staff.',
  'POST /api/payments/reconciliation/resolve':
    'Staff only (NA): answers the one row it resolved, whose invoices are those of its payment.',
  'GET /api/payments/gateway': "The gateway's name and its documented test cards: no customer's rows.",
  'GET /api/payments/merchantFees':
    "The caller's own group's rate per card type (or the default schedule): payments.test.ts shows a group's own rate.",
  'GET /api/connect/contracts/counterparties':
    "The caller's own trading partners (trusted_party_links of its group or its trusted party): ids and names; contract-settings.test.ts shows another group's partners never appear.",
  'POST /api/trustedParties/invite':
    'Inviting a partner offers possibleExistingEntities from all of connect by design (issue 17: same business number, similar name or e-mail domain), as name and country only; connect-network tests cover what it answers.',
  'GET /api/carrierEvents/feeds': 'The provider’s carrier feeds (NA only): no customer’s rows.',
  'GET /api/carrierEvents/unmatched': 'Events that matched no shipment (NA only): no customer’s rows.',
  'POST /api/user/inviteConnectUser':
    "Answers the one user it made, in the caller's own entity; its arrays (issue 15 grantableRoles, grantableFlags) are role and flag names, no tenant rows.",
  'GET /api/user/azure/chatInfo':
    'The caller’s own chat settings; its list is the public holidays of a zone.',
  // Issue 13 (dashboard): the provider's news and reference lists, aggregates over the caller's scope.
  'GET /api/transit/ports':
    'UN/LOCODE port reference data (code, name, country), the same for every caller: no tenant rows.',
  'GET /api/transit/laneEstimate':
    "Aggregates (median, range and count of transit days) over the caller's own shipments on a lane, no tenant rows; transit.test.ts shows another group's shipments are never counted.",
  'GET /api/customize/currencies':
    'The ISO 4217 currency list and which have ECB rates: the same for every user, no tenant rows.',
  'GET /api/user/countries':
    'The five supported home countries and their zones: constants, no customer rows.',
  'GET /api/customize/getNews':
    "The provider's news (feeds or its own news updates): the same for every user, no organisation rows; news.test.ts shows it.",
  'GET /api/naviaUpdates/newsletters':
    "The provider's newsletters: the same for every user, no organisation rows.",
  // Issue 15 (news admin): the provider's own news updates and newsletters, NA only, global.
  'GET /api/naviaUpdates':
    "The provider's news updates (NA): global news, no organisation rows; news-updates.test.ts covers it.",
  'GET /api/naviaUpdates/newsletters/all':
    'Every newsletter of the provider (NA): global, no organisation rows.',
  'GET /api/insights/reports/:report':
    "Aggregates (counts, medians, kg CO2e) over the caller's scope, no tenant rows; isolation is tested in modules/insights/insights.test.ts.",
  // Issue 13 (dashboard layout): the caller's own widget layout, widget descriptors only.
  'GET /api/user/customLayout':
    "The caller's own dashboard layout: widget names and positions, no tenant rows; dashboard.test.ts shows one user's layout never reaches another.",
  'PUT /api/user/customLayout':
    "Answers the caller's own dashboard layout as saved: widget names and positions, no tenant rows (dashboard.test.ts isolation).",
  // Issue 18 (quotes): the quote a request makes, and the provider's rate cards.
  'POST /api/quotes/getQuote':
    "Answers the one quote it makes, in the caller's own group: no other tenant's rows (quotes.test.ts).",
  'POST /api/rateCards/list': "The provider's rate cards (NA only): reference prices, no customer rows.",
  // Issue 15 (organisations): every client account is refused; staff see every group by design.
  'GET /api/org/deleted':
    'Staff only (NA): the soft-deleted organisations of every group (/admin/deletedorgs); org.test.ts shows client admins and NU are refused.',
  'POST /api/rateCards': "Answers the rate card it creates (NA only): the provider's, no customer rows.",
  // Issue 15 (two-factor sign-in): the caller's own new recovery codes, shown once.
  'POST /api/user/twoFactor/confirm':
    "The caller's own 10 new recovery codes (random strings, shown once): no tenant rows.",
  'POST /api/user/twoFactor/recoveryCodes':
    "The caller's own 10 new recovery codes (random strings, shown once): no tenant rows.",
  'PUT /api/rateCards/:rateCardId':
    "Answers the rate card it edits (NA only): the provider's, no customer rows.",
  'POST /api/rateCards/import': 'Counts and problems of a rate card CSV import (NA only): no customer rows.',
  // Issue 18 (bookings): reference lists for the booking form.
  'POST /api/shipments/getPortNamesInList':
    "Ports are reference data (UN/LOCODE, name, country): no customer's rows.",
  'POST /api/shipments/getPortNames':
    "Ports are reference data (UN/LOCODE, name, country): no customer's rows.",
  'POST /api/shipments/getVessels':
    "The lane's sailings: only vessel, voyage, carrier, ports and dates, no customer's rows or record keys (bookings.test.ts).",
  'POST /api/user/customLayoutSettings':
    "Answers the caller's own dashboard layout with one widget's options: no tenant rows (dashboard.test.ts isolation).",
};
