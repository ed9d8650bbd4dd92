/**
 * The whole route table of hub §2 and connect §2. Every page is its own chunk; every guarded route
 * sits under the guard that applies the shared rule from packages/domain.
 */
import { type AccessRule, HUB_ROUTE_RULES } from '@navia/domain/rules/access';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { RouteErrorScreen } from '../features/notices/components/route-error-screen.tsx';
import { DashboardWidgetsContext } from '../lib/dashboard-widgets.ts';
import type { DeliverySlots } from '../lib/delivery-slots.ts';
import { RecordChatContext } from '../lib/record-chat-slot.ts';
import { RecordNotificationToggleContext } from '../lib/record-notification-slot.ts';
import { ConnectRoute } from './guards/connect-route.tsx';
import { HubRoute } from './guards/hub-route.tsx';
import { LoggedOutRoute } from './guards/logged-out-route.tsx';
import { NOT_FOUND_ROUTE_ID, RootLayout } from './layout/root-layout.tsx';

/** A lazily loaded page: the module is fetched the first time its route matches. */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

/**
 * Delivery is a feature of its own (features/delivery), offered by the search pages and the detail
 * screen; features do not import each other, so it is composed here (lib/delivery-slots.ts): a
 * search page is wrapped in the delivery dialogs its table's buttons open, and the detail page is
 * given the dialogs and the requests panel to place itself.
 */
const loadDelivery = async () => {
  const [{ DeliveryDialogsProvider }, { DeliveryRequestsPanel }] = await Promise.all([
    import('../features/delivery/components/delivery-dialogs.tsx'),
    import('../features/delivery/components/delivery-requests-panel.tsx'),
  ]);
  return {
    DialogsProvider: DeliveryDialogsProvider,
    RequestsPanel: DeliveryRequestsPanel,
  } satisfies DeliverySlots;
};

/**
 * The record notification toggle (features/notifications, hub §4) sits in the search tables' rows
 * and on the detail screen: loaded with those pages and given to them through a context
 * (lib/record-notification-slot.ts); its settings popup loads on the first click.
 */
const loadRecordNotificationToggle = () =>
  import('../features/notifications/components/record-notification-toggle.tsx').then(
    (m) => m.RecordNotificationToggle,
  );

/**
 * A search page with the delivery dialogs around it (the table opens them; it shows no requests
 * panel) and the record notification toggle for its rows.
 */
function searchPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Page, { DeliveryDialogsProvider }, NotificationToggle] = await Promise.all([
        load(),
        import('../features/delivery/components/delivery-dialogs.tsx'),
        loadRecordNotificationToggle(),
      ]);
      return {
        element: (
          <RecordNotificationToggleContext value={NotificationToggle}>
            <DeliveryDialogsProvider>
              <Page />
            </DeliveryDialogsProvider>
          </RecordNotificationToggleContext>
        ),
      };
    },
  };
}

/**
 * A page that shows dashboard widgets, given the loaders of every widget (lib/dashboard-widgets.ts).
 * The loader table comes with the page, not in the entry: each of its dynamic imports carries its
 * chunk's preload list.
 */
function dashboardPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [Page, { dashboardWidgets }] = await Promise.all([load(), import('./dashboard-widgets.ts')]);
      return {
        element: (
          <DashboardWidgetsContext value={dashboardWidgets}>
            <Page />
          </DashboardWidgetsContext>
        ),
      };
    },
  };
}

/**
 * The quick lookup panel of the hub login (from 1025 px) loads after the login form: the form is
 * what the page is for, and it paints within the login budget (decision 013).
 */
const LazyQuickLookup = lazy(() =>
  import('../features/quick-lookup/components/quick-lookup.tsx').then((m) => ({ default: m.QuickLookup })),
);
function QuickLookup(props: { className?: string }) {
  return (
    <Suspense fallback={null}>
      <LazyQuickLookup {...props} />
    </Suspense>
  );
}

const pages = {
  // The login page (auth feature) shows the quick lookup (its own feature): composed here, as
  // features do not import each other.
  hubLogin: {
    lazy: async () => {
      const { HubLoginPage } = await import('../features/auth/components/hub-login-page.tsx');
      return { element: <HubLoginPage quickLookup={QuickLookup} /> };
    },
  } satisfies Pick<RouteObject, 'lazy'>,
  connectLogin: page(() =>
    import('../features/auth/components/connect-login-page.tsx').then((m) => m.ConnectLoginPage),
  ),
  signup: page(() => import('../features/auth/components/signup-page.tsx').then((m) => m.SignupPage)),
  requestReset: page(() =>
    import('../features/auth/components/request-reset-page.tsx').then((m) => m.RequestResetPage),
  ),
  changePassword: page(() =>
    import('../features/auth/components/change-password-page.tsx').then((m) => m.ChangePasswordPage),
  ),
  validate: page(() => import('../features/auth/components/validate-page.tsx').then((m) => m.ValidatePage)),
  invalidToken: page(() =>
    import('../features/auth/components/invalid-token-page.tsx').then((m) => m.InvalidTokenPage),
  ),
  // The dashboard and /customize draw widgets of many features (app/dashboard-widgets.ts).
  home: dashboardPage(() => import('../features/home/components/home-page.tsx').then((m) => m.HomePage)),
  customize: dashboardPage(() =>
    import('../features/home/components/customize-page.tsx').then((m) => m.CustomizePage),
  ),
  bookings: page(() =>
    import('../features/bookings/components/bookings-page.tsx').then((m) => m.BookingsPage),
  ),
  getQuote: page(() =>
    import('../features/quotes/components/get-quote-page.tsx').then((m) => m.GetQuotePage),
  ),
  quotes: page(() => import('../features/quotes/components/quotes-page.tsx').then((m) => m.QuotesPage)),
  insights: page(() =>
    import('../features/insights/components/insights-page.tsx').then((m) => m.InsightsPage),
  ),
  help: page(() => import('../features/help/components/help-page.tsx').then((m) => m.HelpPage)),
  // The record's chat (features/chat) is a small frame; its conversation loads on START CHAT.
  shipmentDetail: {
    lazy: async () => {
      const [{ ShipmentDetailPage }, delivery, NotificationToggle, { RecordChat }] = await Promise.all([
        import('../features/shipment-detail/components/shipment-detail-page.tsx'),
        loadDelivery(),
        loadRecordNotificationToggle(),
        import('../features/chat/components/record-chat.tsx'),
      ]);
      return {
        element: (
          <RecordNotificationToggleContext value={NotificationToggle}>
            <RecordChatContext value={RecordChat}>
              <ShipmentDetailPage delivery={delivery} />
            </RecordChatContext>
          </RecordNotificationToggleContext>
        ),
      };
    },
  } satisfies Pick<RouteObject, 'lazy'>,
  messages: page(() => import('../features/chat/components/messages-page.tsx').then((m) => m.MessagesPage)),
  chatInbox: page(() =>
    import('../features/chat/components/chat-inbox-page.tsx').then((m) => m.ChatInboxPage),
  ),
  tracking: searchPage(() =>
    import('../features/tracking/components/search-page.tsx').then((m) => m.TrackingPage),
  ),
  delivery: searchPage(() =>
    import('../features/tracking/components/search-page.tsx').then((m) => m.DeliveryPage),
  ),
  criticalChain: searchPage(() =>
    import('../features/tracking/components/search-page.tsx').then((m) => m.CriticalChainPage),
  ),
  admin: page(() =>
    import('../features/admin/components/admin-overview-page.tsx').then((m) => m.AdminOverviewPage),
  ),
  // issue 15: administration. The organisation group page is given the users and API panels here, as
  // features do not import each other.
  deletedOrgs: page(() =>
    import('../features/admin/components/deleted-orgs-page.tsx').then((m) => m.DeletedOrgsPage),
  ),
  orgGroup: page(async () => {
    const [{ OrgGroupPage }, { OrgUsersPanel }, { ApiCredentialsPanel }] = await Promise.all([
      import('../features/admin/components/org-group-page.tsx'),
      import('../features/user-admin/components/org-users-panel.tsx'),
      import('../features/api-credentials/components/api-credentials-panel.tsx'),
    ]);
    return function OrgGroupRoute() {
      return <OrgGroupPage UsersPanel={OrgUsersPanel} ApiPanel={ApiCredentialsPanel} />;
    };
  }),
  usersAdmin: page(() =>
    import('../features/user-admin/components/users-admin-page.tsx').then((m) => m.UsersAdminPage),
  ),
  user: page(() => import('../features/user-admin/components/user-page.tsx').then((m) => m.UserPage)),
  inactiveUsers: page(() =>
    import('../features/user-admin/components/inactive-users-page.tsx').then((m) => m.InactiveUsersPage),
  ),
  apiCredentials: page(() =>
    import('../features/api-credentials/components/api-credentials-page.tsx').then(
      (m) => m.ApiCredentialsPage,
    ),
  ),
  twoFactor: page(() =>
    import('../features/two-factor/components/two-factor-page.tsx').then((m) => m.TwoFactorPage),
  ),
  newsUpdates: page(() =>
    import('../features/news-admin/components/news-updates-page.tsx').then((m) => m.NewsUpdatesPage),
  ),
  maintenanceAdmin: page(() =>
    import('../features/maintenance/components/maintenance-admin-page.tsx').then(
      (m) => m.MaintenanceAdminPage,
    ),
  ),
  reportPlans: page(() => import('../features/reports/components/plans-page.tsx').then((m) => m.PlansPage)),
  reports: page(() => import('../features/reports/components/reports-page.tsx').then((m) => m.ReportsPage)),
  connectDashboard: page(() =>
    import('../features/connect/components/connect-dashboard-page.tsx').then((m) => m.ConnectDashboardPage),
  ),
  // issue 16: the contracts list and a contract's page; the contract's chat (features/chat) is given
  // to the page here, as features do not import each other.
  contracts: page(() =>
    import('../features/contracts/components/contracts-page.tsx').then((m) => m.ContractsPage),
  ),
  contractDetail: {
    lazy: async () => {
      const [{ ContractDetailPage }, { ContractChat }] = await Promise.all([
        import('../features/contracts/components/contract-detail-page.tsx'),
        import('../features/chat/components/contract-chat.tsx'),
      ]);
      return { element: <ContractDetailPage chat={ContractChat} /> };
    },
  } satisfies Pick<RouteObject, 'lazy'>,
  // connect §2 /connect/settings: the settings page with the contracts feature's CONTRACT SETTINGS.
  connectSettings: {
    lazy: async () => {
      const [{ SettingsPage }, { ContractSettingsSection }] = await Promise.all([
        import('../features/settings/components/settings-page.tsx'),
        import('../features/contracts/components/contract-settings-section.tsx'),
      ]);
      const sections = [
        { id: 'contracts', title: 'CONTRACT SETTINGS', content: <ContractSettingsSection /> },
      ];
      return { element: <SettingsPage sections={sections} /> };
    },
  } satisfies Pick<RouteObject, 'lazy'>,
  // issue 17: the connect network's screens.
  trustedParties: page(() =>
    import('../features/network/components/trusted-parties-page.tsx').then((m) => m.TrustedPartiesPage),
  ),
  trustedParty: page(() =>
    import('../features/network/components/trusted-party-page.tsx').then((m) => m.TrustedPartyPage),
  ),
  trustedPartyUser: page(() =>
    import('../features/network/components/trusted-party-user-page.tsx').then((m) => m.TrustedPartyUserPage),
  ),
  connectUser: page(() =>
    import('../features/network/components/connect-user-page.tsx').then((m) => m.ConnectUserPage),
  ),
  organisations: page(() =>
    import('../features/network/components/organisations-page.tsx').then((m) => m.OrganisationsPage),
  ),
  organisation: page(() =>
    import('../features/network/components/organisation-page.tsx').then((m) => m.OrganisationPage),
  ),
  connectAdmin: page(() =>
    import('../features/network/components/connect-admin-page.tsx').then((m) => m.ConnectAdminPage),
  ),
  skus: page(() => import('../features/sku/components/skus-page.tsx').then((m) => m.SkusPage)),
  sku: page(() => import('../features/sku/components/sku-page.tsx').then((m) => m.SkuPage)),
  connectLearn: page(() =>
    import('../features/connect/components/connect-learn-page.tsx').then((m) => m.ConnectLearnPage),
  ),
  trustedPartySignUp: page(() =>
    import('../features/connect-signup/components/trusted-party-signup-page.tsx').then(
      (m) => m.TrustedPartySignUpPage,
    ),
  ),
  maintenance: page(() =>
    import('../features/maintenance/components/maintenance-page.tsx').then((m) => m.MaintenancePage),
  ),
  noPermission: page(() =>
    import('../features/notices/components/no-permission-page.tsx').then((m) => m.HubNoPermissionPage),
  ),
  connectNoPermission: page(() =>
    import('../features/notices/components/no-permission-page.tsx').then((m) => m.ConnectNoPermissionPage),
  ),
  payments: page(() =>
    import('../features/payments/components/payments-page.tsx').then((m) => m.PaymentsPage),
  ),
  paymentCompleted: page(() =>
    import('../features/payments/components/checkout/payment-completed-page.tsx').then(
      (m) => m.PaymentCompletedPage,
    ),
  ),
  adminReconciliation: page(() =>
    import('../features/payments/components/reconciliation/reconciliation-page.tsx').then(
      (m) => m.AdminReconciliationPage,
    ),
  ),
  accountReconciliation: page(() =>
    import('../features/payments/components/reconciliation/reconciliation-page.tsx').then(
      (m) => m.AccountReconciliationPage,
    ),
  ),
  noInvoice: page(() =>
    import('../features/notices/components/no-invoice-page.tsx').then((m) => m.NoInvoicePage),
  ),
  notFound: page(() =>
    import('../features/notices/components/not-found-page.tsx').then((m) => m.NotFoundPage),
  ),
  cookiePolicy: page(() =>
    import('../features/notices/components/cookie-policy-page.tsx').then((m) => m.CookiePolicyPage),
  ),
  // The settings page (its own feature) shows sections from other features: composed here.
  settings: {
    lazy: async () => {
      const [{ SettingsPage }, { NotificationPreferences }] = await Promise.all([
        import('../features/settings/components/settings-page.tsx'),
        import('../features/notifications/components/notification-preferences.tsx'),
      ]);
      const sections = [
        { id: 'notifications', title: 'NOTIFICATIONS', content: <NotificationPreferences /> },
      ];
      return { element: <SettingsPage sections={sections} /> };
    },
  } satisfies Pick<RouteObject, 'lazy'>,
};

/** Hub routes that share one access rule, under one guard. */
function hubRoutes(rule: AccessRule, children: RouteObject[]): RouteObject {
  return { element: <HubRoute rule={rule} />, children };
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      // Logged-out pages: a logged-in user on a login or sign-up page is sent on (hub §2).
      {
        element: <LoggedOutRoute />,
        children: [
          { path: '/login', ...pages.hubLogin },
          { path: '/connect/login', ...pages.connectLogin },
          { path: '/signup', ...pages.signup },
          { path: '/connect/signUp', ...pages.trustedPartySignUp },
        ],
      },
      { path: '/requestReset', ...pages.requestReset },
      { path: '/connect/requestReset', ...pages.requestReset },
      { path: '/changePassword', ...pages.changePassword },
      { path: '/validate', ...pages.validate },
      { path: '/invalidToken', ...pages.invalidToken },

      // Notice screens: open to anyone (hub §2).
      { path: '/nopermission', ...pages.noPermission },
      { path: '/noinvoice', ...pages.noInvoice },
      { path: '/maintenance', ...pages.maintenance },
      { path: '/connect/nopermission', ...pages.connectNoPermission },
      { path: '/cookie-policy', ...pages.cookiePolicy },

      // Hub (hub §2 table).
      hubRoutes(HUB_ROUTE_RULES.home, [{ path: '/', ...pages.home }]),
      hubRoutes(HUB_ROUTE_RULES.bookings, [{ path: '/bookings', ...pages.bookings }]),
      hubRoutes(HUB_ROUTE_RULES.quotes, [
        { path: '/getQuote', ...pages.getQuote },
        { path: '/quotes', ...pages.quotes },
      ]),
      hubRoutes(HUB_ROUTE_RULES.criticalChain, [{ path: '/criticalChain/:tab?', ...pages.criticalChain }]),
      hubRoutes(HUB_ROUTE_RULES.tracking, [{ path: '/tracking/:key', ...pages.tracking }]),
      hubRoutes(HUB_ROUTE_RULES.delivery, [{ path: '/delivery/:key/:value?', ...pages.delivery }]),
      hubRoutes(HUB_ROUTE_RULES.insights, [{ path: '/insights', ...pages.insights }]),
      hubRoutes(HUB_ROUTE_RULES.payments, [{ path: '/payments/:key', ...pages.payments }]),
      hubRoutes(HUB_ROUTE_RULES.accountReconciliation, [
        { path: '/account/reconciliation', ...pages.accountReconciliation },
      ]),
      hubRoutes(HUB_ROUTE_RULES.adminOverview, [{ path: '/admin', ...pages.admin }]),
      // issue 12: the staff chat inbox.
      hubRoutes(HUB_ROUTE_RULES.chatInbox, [{ path: '/chat/inbox', ...pages.chatInbox }]),
      hubRoutes(HUB_ROUTE_RULES.admin, [
        {
          path: '/admin/carrierFeeds',
          ...page(() =>
            import('../features/carrier-feeds/components/carrier-feeds-page.tsx').then(
              (m) => m.CarrierFeedsPage,
            ),
          ),
        },
        // issue 15: administration.
        { path: '/admin/deletedorgs', ...pages.deletedOrgs },
        { path: '/admin/users', ...pages.usersAdmin },
        { path: '/admin/plans', ...pages.reportPlans },
        { path: '/admin/updates', ...pages.newsUpdates },
        { path: '/admin/reports', ...pages.reports },
        { path: '/admin/api', ...pages.apiCredentials },
        { path: '/admin/inactiveUsersReport', ...pages.inactiveUsers },
        // "logged in (role gate as admin)"
        { path: '/admin/maintenance', ...pages.maintenanceAdmin },
        { path: '/admin/reconciliation', ...pages.adminReconciliation },
        // issue 18: the rate cards instant quotes are priced from.
        {
          path: '/admin/rateCards',
          ...page(() =>
            import('../features/quotes/components/rate-cards-page.tsx').then((m) => m.RateCardsPage),
          ),
        },
      ]),
      hubRoutes(HUB_ROUTE_RULES.loggedIn, [
        { path: '/shipment/:key', ...pages.shipmentDetail },
        { path: '/settings', ...pages.settings },
        // hub §2 "Chat panels", general chat (issue 12).
        { path: '/messages', ...pages.messages },
        { path: '/payment/completed', ...pages.paymentCompleted },
        { path: '/customize', ...pages.customize },
        { path: '/help', ...pages.help },
        // issue 15: an organisation group's page (staff, or its own client admin) and a user's page.
        { path: '/org/:key', ...pages.orgGroup },
        { path: '/user/:key', ...pages.user },
        { path: '/settings/security', ...pages.twoFactor },
      ]),

      // Connect (connect §2): login plus connect access.
      {
        element: <ConnectRoute />,
        children: [
          { path: '/connect', element: <Navigate to="/connect/dashboard" replace /> },
          { path: '/connect/dashboard', ...pages.connectDashboard },
          { path: '/connect/contracts', ...pages.contracts },
          { path: '/connect/contracts/:key', ...pages.contractDetail },
          { path: '/connect/settings', ...pages.connectSettings },
          { path: '/connect/sku', ...pages.skus },
          { path: '/connect/sku/:key', ...pages.sku },
          { path: '/connect/admin/:tab?', ...pages.connectAdmin },
          { path: '/connect/trustedparty', ...pages.trustedParties },
          { path: '/connect/trustedparty/:key', ...pages.trustedParty },
          { path: '/connect/trustedparty/user/:key', ...pages.trustedPartyUser },
          { path: '/connect/user/:key', ...pages.connectUser },
          { path: '/connect/organisations', ...pages.organisations },
          { path: '/connect/organisations/:key', ...pages.organisation },
          { path: '/connect/learn', ...pages.connectLearn },
        ],
      },

      // hub §2: any other path is page-not-found, logged in or not.
      { id: NOT_FOUND_ROUTE_ID, path: '*', ...pages.notFound },
    ],
  },
];
