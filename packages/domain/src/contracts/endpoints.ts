/**
 * Every endpoint of the API, from each domain's contract file. The server checks at start that each
 * one is registered (and that no /api route was registered without one); the guard tests iterate it.
 */

import { apiClientEndpoints } from './api-client.ts';
import { apiCredentialEndpoints } from './api-credentials.ts';
import { bookingEndpoints } from './bookings.ts';
import { carrierEventEndpoints } from './carrier-events.ts';
import { chatEndpoints } from './chat.ts';
import { connectContractEndpoints } from './connect-contracts.ts';
import { connectNetworkEndpoints } from './connect-network.ts';
import { connectUserEndpoints } from './connect-users.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { deliveryEndpoints } from './deliveries.ts';
import type { AnyEndpoint } from './endpoint.ts';
import { exchangeRateEndpoints } from './exchange-rates.ts';
import { insightsEndpoints } from './insights.ts';
import { invoiceEndpoints } from './invoices.ts';
import { lookupEndpoints } from './lookup.ts';
import { newsEndpoints } from './news.ts';
import { notificationEndpoints } from './notifications.ts';
import { orgEndpoints } from './org.ts';
import { paymentEndpoints } from './payments.ts';
import { quoteEndpoints } from './quotes.ts';
import { reportEndpoints, reportPlanEndpoints } from './reports.ts';
import { settingsEndpoints } from './settings.ts';
import { shipmentDateEndpoints } from './shipment-dates.ts';
import { shipmentDetailEndpoints } from './shipment-detail.ts';
import { priorityEndpoints, savedSearchEndpoints, shipmentEndpoints } from './shipments.ts';
import { skuEndpoints } from './skus.ts';
import { supportEndpoints } from './support.ts';
import { systemEndpoints } from './system.ts';
import { transitEndpoints } from './transit.ts';
import { trustedPartyEndpoints } from './trusted-parties.ts';
import { twoFactorEndpoints } from './two-factor.ts';
import { userEndpoints } from './user.ts';
import { userAdminEndpoints } from './user-admin.ts';

export const ENDPOINT_GROUPS = {
  system: systemEndpoints,
  lookup: lookupEndpoints,
  // shipments (tracking search), priority, saved searches
  shipments: shipmentEndpoints,
  priority: priorityEndpoints,
  savedSearches: savedSearchEndpoints,
  // users, support, settings, org
  user: userEndpoints,
  support: supportEndpoints,
  settings: settingsEndpoints,
  org: orgEndpoints,
  // shipment detail and deliveries
  shipmentDetail: shipmentDetailEndpoints,
  deliveries: deliveryEndpoints,
  // notifications and carrier events (issue 11)
  notifications: notificationEndpoints,
  shipmentDates: shipmentDateEndpoints,
  carrierEvents: carrierEventEndpoints,
  // chat (issue 12)
  chat: chatEndpoints,
  // connect contracts (issue 16)
  connectContracts: connectContractEndpoints,
  // connect network (issue 17)
  trustedParties: trustedPartyEndpoints,
  connectUsers: connectUserEndpoints,
  // user administration (issue 15)
  userAdmin: userAdminEndpoints,
  connectNetwork: connectNetworkEndpoints,
  skus: skuEndpoints,
  // invoices and payments (issue 14)
  invoices: invoiceEndpoints,
  payments: paymentEndpoints,
  // the dashboard (issue 13)
  dashboard: dashboardEndpoints,
  exchangeRates: exchangeRateEndpoints,
  news: newsEndpoints,
  insights: insightsEndpoints,
  transit: transitEndpoints,
  // bookings and quotes (issue 18)
  quotes: quoteEndpoints,
  bookings: bookingEndpoints,
  // report plans and scheduled reports (issue 15)
  reportPlans: reportPlanEndpoints,
  reports: reportEndpoints,
  // two-factor sign-in (issue 15)
  twoFactor: twoFactorEndpoints,
  // API credentials and the API clients' access token (issue 15)
  apiCredentials: apiCredentialEndpoints,
  apiClient: apiClientEndpoints,
} as const;

/** Every declared endpoint, once. */
export const ALL_ENDPOINTS: readonly AnyEndpoint[] = Object.values(ENDPOINT_GROUPS).flatMap(
  (group): AnyEndpoint[] => Object.values(group),
);
