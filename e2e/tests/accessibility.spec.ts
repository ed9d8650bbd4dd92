import { DEMO_PASSWORD } from '@navia/domain/constants';
import type { ShipmentListRow } from '@navia/domain/contracts/shipments';
import { userEndpoints } from '@navia/domain/contracts/user';
import type { APIRequestContext, Page } from '@playwright/test';
import { checkAccessibility, expect, test } from './fixtures.ts';
import { allSearchRows, deliverableContainers, expectPath, logIn } from './helpers.ts';

/**
 * Every screen of the app, in the light and the dark theme, through the accessibility guard of
 * fixtures.ts (issue 10 part 5): a serious or critical axe violation on any of them fails the test
 * that visits it, with the list of violations. Logged out, the theme follows the device setting
 * (prefers-color-scheme); logged in, it is the account's setting, switched with the navigation
 * bar's theme toggle as a person would (PUT /api/user/theme).
 *
 * Each theme has its own users, so that both themes' tests run in parallel: the light theme's tests
 * use the demo users as they are (light), the dark theme's tests their seeded twins
 * (seed/data/demo-accounts.ts), whose theme the first of them switches to dark and which stay dark.
 */

type Theme = 'light' | 'dark';

const USERS: Record<Theme, { customer: string; staff: string; seller: string }> = {
  // customer: every hub permission, critical chain included; seller: a trusted party's admin (the
  // connect area only).
  light: { customer: 'clientadmin@acme.demo', staff: 'admin@navia.demo', seller: 'supplier@tp.demo' },
  dark: {
    customer: 'clientadmin.dark@acme.demo',
    staff: 'admin.dark@navia.demo',
    seller: 'supplier.dark@tp.demo',
  },
};

const deliverableBoxes = (row: ShipmentListRow) => deliverableContainers(row).length;

/**
 * Shipments that open each delivery dialog: an FCL import with two deliverable boxes (the wizard
 * then starts at its container step) and an LCL import with one. The last ones are taken, since the
 * delivery suite submits requests for the first ones; this suite only opens the dialogs.
 */
function deliveryShipments(rows: ShipmentListRow[]) {
  const imports = rows.filter(
    (r) => r.ShipKey !== null && r.Direction === 'IMPORT' && r.DataSource === r.Destination.slice(0, 2),
  );
  const fcl = imports.findLast((r) => r.Packing === 'FCL' && deliverableBoxes(r) >= 2);
  const lcl = imports.findLast((r) => r.Packing === 'LCL' && deliverableBoxes(r) >= 1);
  if (!fcl || !lcl) throw new Error('the demo data lacks a deliverable FCL or LCL import');
  return { fcl, lcl };
}

async function signIn(page: Page, email: string, landing: string) {
  await page.goto('/login');
  await logIn(page, email);
  await expectPath(page, landing);
}

/**
 * Shows the page in the theme, switching the logged-in user's theme with the navigation bar toggle
 * when the page shows the other one (another test of the same theme may have switched it already).
 */
async function useTheme(page: Page, theme: Theme) {
  const html = page.locator('html');
  if ((await html.getAttribute('data-mantine-color-scheme')) !== theme) {
    const saved = page.waitForResponse((res) => res.url().endsWith(userEndpoints.theme.path) && res.ok());
    await page.getByRole('button', { name: `Switch to ${theme} theme` }).click();
    await saved;
  }
  await expect(html).toHaveAttribute('data-mantine-color-scheme', theme);
}

/** A house bill for the logged-out quick lookup, read through the API as the customer. */
async function houseBillOf(request: APIRequestContext, customer: string): Promise<string> {
  const signin = await request.post(userEndpoints.signin.path, {
    data: { email: customer, password: DEMO_PASSWORD },
  });
  expect(signin.ok()).toBe(true);
  const rows = await allSearchRows<ShipmentListRow>(request, 2);
  const houseBill = rows.find((r) => r.Transport === 'SEA' && r.HouseBill)?.HouseBill;
  if (!houseBill) throw new Error('the demo data has no sea shipment with a house bill');
  return houseBill;
}

// Each test visits many screens; the tests run in parallel (each theme has its own users).
test.describe.configure({ timeout: 180_000 });

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });
    const { customer: CUSTOMER, staff: STAFF, seller: SELLER } = USERS[theme];

    test('logged-out screens: logins, sign-up, reset, quick lookup, page not found', async ({
      page,
      request,
    }) => {
      const houseBill = await houseBillOf(request, CUSTOMER);
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'LOG IN' })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
      await checkAccessibility(page, 'hub login');

      const lookup = page.getByRole('region', { name: 'RUN A QUICK RECORD LOOKUP' });
      await lookup.getByRole('combobox', { name: 'SEARCH TYPE' }).click();
      await page.getByRole('option', { name: 'HOUSE BILL OF LADING' }).click();
      await lookup.getByLabel('NUMBER').fill(houseBill);
      await lookup.getByRole('button', { name: 'SEARCH' }).click();
      await lookup
        .getByRole('table', { name: 'Lookup results' })
        .getByRole('button', { name: /^Open shipment / })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByRole('region', { name: 'KEY DATES' })).toBeVisible();
      await checkAccessibility(page, 'quick lookup modal on');
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.goto('/connect/login');
      await expect(page.getByRole('heading', { name: 'LOG IN' })).toBeVisible();
      await page.goto('/signup');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/requestReset');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
    });

    test('customer screens: home, searches with the filter builder, detail, delivery dialogs, customize, insights, help, settings', async ({
      page,
    }) => {
      await signIn(page, CUSTOMER, '/');
      await useTheme(page, theme);
      const { fcl, lcl } = deliveryShipments(await allSearchRows<ShipmentListRow>(page.request));
      // The dashboard's default widgets (issue 13).
      await expect(page.getByRole('list', { name: 'Dashboard widgets' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Preset Searches' })).toBeVisible();

      await page.goto('/tracking/All');
      await expect(page.getByRole('table', { name: 'Search results' })).toBeVisible();
      await page.getByRole('button', { name: 'FILTERS' }).click();
      await page.getByRole('combobox', { name: 'Filter 1', exact: true }).click();
      await page.getByRole('option', { name: 'TRANSPORT', exact: true }).click();
      await expect(page.getByRole('button', { name: 'APPLY FILTERS' })).toBeVisible();
      await checkAccessibility(page, 'filter builder open on');

      await page.goto('/delivery/All');
      const searchBox = page.getByRole('textbox', { name: 'Search shipments and orders' });
      await searchBox.fill(lcl.ShipNumber ?? '');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: `EARLIEST DELIVERY for ${lcl.ShipNumber}` }).click();
      const earliest = page.getByRole('dialog', { name: 'EARLIEST DELIVERY' });
      await expect(earliest.getByRole('button', { name: 'SUBMIT' })).toBeVisible();
      await checkAccessibility(page, 'EARLIEST DELIVERY dialog on');
      await earliest.getByRole('button', { name: 'CANCEL' }).click();
      await expect(earliest).toHaveCount(0);

      await page.goto('/criticalChain');
      await expect(page.getByRole('heading', { name: 'CRITICAL CHAIN' })).toBeVisible();

      await page.goto(`/shipment/${fcl.ShipKey}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^SHIPMENT /);
      await expect(page.getByRole('region', { name: 'SHIPPING STATUS' })).toBeVisible();
      await checkAccessibility(page, 'shipment detail');
      // issue 12: the record's chat, open, with the mention list.
      const chat = page.getByRole('region', { name: /^SHIPMENT CHAT/ });
      await chat.getByRole('button', { name: 'START CHAT' }).click();
      const message = chat.getByRole('textbox', { name: 'Message' });
      await expect(message).toBeEnabled();
      await message.fill('@');
      await expect(chat.getByRole('listbox', { name: 'Mention someone' })).toBeVisible();
      await checkAccessibility(page, 'shipment chat with the mention list on');
      await message.press('Escape');
      await message.fill('');
      await page.getByRole('button', { name: `ARRANGE DELIVERY for ${fcl.ShipNumber}` }).click();
      const containers = page.getByRole('dialog', { name: 'CONTAINER DELIVERY' });
      await expect(containers.getByRole('button', { name: 'NEXT' })).toBeVisible();
      await checkAccessibility(page, 'Arrange Delivery wizard, CONTAINER DELIVERY, on');
      await containers.getByRole('checkbox').first().check();
      await containers.getByRole('button', { name: 'NEXT' }).click();
      const location = page.getByRole('dialog', { name: 'DELIVERY LOCATION' });
      await location.getByRole('button', { name: 'NEXT' }).click();
      await expect(location.getByText('PLEASE FIX ERRORS ABOVE')).toBeVisible();
      await checkAccessibility(page, 'Arrange Delivery wizard, DELIVERY LOCATION with errors, on');
      await location.getByRole('button', { name: 'Close' }).click();
      await expect(location).toHaveCount(0);

      await page.goto('/messages');
      await expect(page.getByRole('heading', { level: 1, name: /^MESSAGES/ })).toBeVisible();
      await page.getByRole('button', { name: 'START CHAT' }).click();
      await expect(page.getByRole('textbox', { name: 'Message' })).toBeEnabled();
      await checkAccessibility(page, 'general chat');

      // issue 13: the dashboard's other screens.
      await page.goto('/customize');
      await expect(page.getByRole('button', { name: 'RESET TO DEFAULT' })).toBeVisible();
      await checkAccessibility(page, 'customize');
      await page.goto('/insights');
      await expect(page.getByRole('heading', { level: 1, name: 'INSIGHTS' })).toBeVisible();
      // ECharts and the report's query on a loaded CI machine: the chart may take a while.
      await expect(
        page.getByRole('region', { name: 'Shipments by month and mode' }).getByRole('img'),
      ).toBeVisible({ timeout: 20_000 });
      await checkAccessibility(page, 'insights');
      await page.goto('/help');
      await expect(page.getByRole('heading', { level: 1, name: 'HELP' })).toBeVisible();
      await checkAccessibility(page, 'help');

      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'SETTINGS' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible();
      await page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click();
      const notifications = page.getByRole('dialog', { name: 'NOTIFICATIONS' });
      await expect(notifications.getByRole('heading', { name: /^UNREAD \(\d+\)$/ })).toBeVisible();
      await checkAccessibility(page, 'NOTIFICATIONS popup on');
      await page.keyboard.press('Escape');
      await expect(notifications).toHaveCount(0);
      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^WELCOME BACK/);
    });

    test('payment screens: invoices with the builder, checkout and detail, history, reconciliation', async ({
      page,
    }) => {
      await signIn(page, CUSTOMER, '/');
      await useTheme(page, theme);
      await page.goto('/payments/All');
      const table = page.getByRole('table', { name: 'Invoices' });
      await table
        .getByRole('row', { name: /^Add invoice / })
        .first()
        .click();
      await expect(page.getByLabel('CARD NUMBER')).toBeVisible();
      await checkAccessibility(page, 'payment builder and card checkout on');
      await table
        .getByRole('button', { name: /^Details of invoice / })
        .first()
        .click();
      await expect(page.getByRole('link', { name: 'DOWNLOAD PDF' })).toBeVisible();
      await checkAccessibility(page, 'invoice detail drawer on');
      await page.keyboard.press('Escape');
      await page.goto('/payments/history');
      await expect(page.getByRole('table').first()).toBeVisible();
      await page.goto('/account/reconciliation');
      await expect(page.getByRole('table', { name: 'Reconciliation' })).toBeVisible();
    });

    test('connect screens: dashboard, contracts, a contract with its chat, settings', async ({ page }) => {
      await page.goto('/connect/login');
      await logIn(page, SELLER);
      await expectPath(page, '/connect/dashboard');
      await useTheme(page, theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkAccessibility(page, 'connect dashboard');
      await page.getByRole('link', { name: 'CONTRACTS', exact: true }).first().click();
      const list = page.getByRole('table', { name: 'Contracts' });
      await expect(list).toBeVisible();
      await checkAccessibility(page, 'contracts');
      // PO-26-0011 is seeded PARTIALLY CONFIRMED with children, documents and chat (seed/data/contracts.ts).
      await page.goto('/connect/contracts?actionRequired=0&q=PO-26-0011');
      await list.getByRole('link', { name: 'PO-26-0011', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('PO-26-0011');
      const chat = page.getByRole('region', { name: /^CONTRACT CHAT/ });
      const start = chat.getByRole('button', { name: 'START CHAT' });
      const box = chat.getByRole('textbox', { name: 'Message' });
      await expect(start.or(box)).toBeVisible();
      if (await start.isVisible()) await start.click();
      await expect(box).toBeVisible();
      await checkAccessibility(page, 'contract');
      await page.goto('/connect/settings');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkAccessibility(page, 'connect settings');
    });

    test('connect network screens: trusted parties, a trusted party, SKUs, a SKU, organisations, admin, learn', async ({
      page,
    }) => {
      await page.goto('/connect/login');
      await logIn(page, SELLER);
      await expectPath(page, '/connect/dashboard');
      await useTheme(page, theme);
      await page.goto('/connect/trustedparty');
      await expect(page.getByRole('heading', { level: 1, name: 'TRUSTED PARTIES' })).toBeVisible();
      await checkAccessibility(page, 'trusted parties');
      await page.getByRole('link', { name: 'MY TRUSTED PARTY' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Selangor Precision Plastics');
      await checkAccessibility(page, 'trusted party');
      await page.goto('/connect/sku');
      await expect(page.getByRole('heading', { level: 1, name: 'SKU CATALOGUE' })).toBeVisible();
      await checkAccessibility(page, 'SKU catalogue');
      await page.getByRole('textbox', { name: 'Filter the list' }).fill('SPP-CR-3300');
      await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
      await page.getByRole('link', { name: 'SPP-CR-3300', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('SPP-CR-3300');
      await checkAccessibility(page, 'SKU');
      await page.goto('/connect/organisations');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkAccessibility(page, 'organisations');
      await page.goto('/connect/admin/users');
      await expect(page.getByRole('heading', { level: 1, name: 'CONNECT ADMIN' })).toBeVisible();
      await expect(page.getByRole('table').first()).toBeVisible();
      await checkAccessibility(page, 'connect admin');
      await page.goto('/connect/learn');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await checkAccessibility(page, 'learn');
    });

    test('staff screens: the administration overview, carrier feeds, the chat inbox', async ({ page }) => {
      await signIn(page, STAFF, '/admin');
      await useTheme(page, theme);
      await expect(page.getByRole('heading', { name: 'ADMINISTRATION' })).toBeVisible();
      await expect(page.getByRole('table').first()).toBeVisible();
      await checkAccessibility(page, 'administration overview');
      await page.getByRole('link', { name: 'CARRIER FEEDS' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'CARRIER FEEDS' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'FEEDS', exact: true }).getByRole('table')).toBeVisible();
      await checkAccessibility(page, 'carrier feeds');
      await page.getByRole('link', { name: 'CHAT INBOX' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'CHAT INBOX' })).toBeVisible();
      await checkAccessibility(page, 'chat inbox');
    });
  });
}
