/**
 * Issue 15, view-as: admin@navia.demo views the portal as ACME (its client admin) from ACME's group
 * page, sees exactly clientadmin@acme.demo's search and shipment, finds chat refused with its
 * hub §8 text and a payment refused (decision 026), and STOP returns to /admin. View-as is held on
 * the session this test signs in with, so other specs using admin@navia.demo are not affected.
 */
import { request as playwrightRequest } from '@playwright/test';
import { checkAccessibility, expect, test } from './fixtures.ts';
import { expectPath, signInByApi } from './helpers.ts';

const DEMO_PASSWORD = 'navia-demo-2026';
const CHAT_REFUSED = 'The chat is not available when viewing as an organisation.';

type SearchAnswer = { totalCount: number; result: { ShipKey?: string | null; OrdKey?: string | null }[] };
const ALL = { key: 'All', batchNo: 1, filters: [] };

test('NA views as ACME: the same search and shipment as its client admin, chat refused, STOP back to /admin', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // What ACME's client admin sees, on a session of their own.
  const clientAdmin = await playwrightRequest.newContext({ baseURL });
  const signIn = await clientAdmin.post('/api/user/signin', {
    data: { email: 'clientadmin@acme.demo', password: DEMO_PASSWORD, loginFromConnect: false },
  });
  expect(signIn.ok()).toBe(true);
  const theirs = (await (
    await clientAdmin.post('/api/shipments/shipmentsWithFilters', { data: ALL })
  ).json()) as SearchAnswer;
  await clientAdmin.dispose();

  await signInByApi(page, 'admin@navia.demo');
  try {
    await page.goto('/admin');
    await page.getByRole('searchbox', { name: /SEARCH/ }).fill('ACME');
    await expectPath(page, '/admin?q=ACME');
    // The searched list has replaced the first page (a header row and ACME's) before the click.
    await expect(page.getByRole('table', { name: 'ORGANISATION GROUPS' }).getByRole('row')).toHaveCount(2);
    await page.getByRole('link', { name: 'ACME Acme Retail Group' }).click();
    await expect(page).toHaveURL(/\/org\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'VIEW AS' }).click();
    await expectPath(page, '/');
    const banner = page.getByRole('region', { name: 'View-as' });
    await expect(banner).toContainText('VIEWING AS ACME RETAIL GROUP (ORGANISATION)');
    await checkAccessibility(page, 'home viewed as ACME');

    // The session answers as the client admin: the same search, row for row.
    const mine = (await (
      await page.request.post('/api/shipments/shipmentsWithFilters', { data: ALL })
    ).json()) as SearchAnswer;
    expect(mine.totalCount).toBe(theirs.totalCount);
    expect(mine.result.map((r) => r.ShipKey ?? r.OrdKey)).toEqual(
      theirs.result.map((r) => r.ShipKey ?? r.OrdKey),
    );

    // The tracking page and a shipment of theirs open as theirs.
    const shipKey = theirs.result.find((r) => r.ShipKey)?.ShipKey;
    expect(shipKey).toBeTruthy();
    await page.goto('/tracking/All');
    await expect(page.getByRole('table').first()).toBeVisible({ timeout: 15_000 });
    await page.goto(`/shipment/${shipKey}`);
    // The detail screen names it by its number (AU-S01000887 is SHIPMENT S01000887).
    await expect(page.getByRole('heading', { level: 1, name: /^SHIPMENT / })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      String(shipKey).split('-').at(-1) ?? '',
    );

    // Chat is refused with its text; paying is refused on the server (decision 026).
    await page.goto('/messages');
    await expect(page.getByText(CHAT_REFUSED).first()).toBeVisible({ timeout: 15_000 });
    const pay = await page.request.post('/api/payments/testGateway/tokens', { data: {} });
    expect(pay.status()).toBe(403);

    // STOP returns to where the view-as started.
    await banner.getByRole('button', { name: 'STOP' }).click();
    await expectPath(page, '/admin');
    await expect(page.getByRole('region', { name: 'View-as' })).toHaveCount(0);
    const self = (await (await page.request.get('/api/user/getUpdatedSelf')).json()) as {
      user: { type: string; viewAs: unknown };
    };
    expect(self.user).toMatchObject({ type: 'NA', viewAs: null });
  } finally {
    // Never leave this session viewing as ACME, whatever failed.
    await page.request.post('/api/user/stopViewAs');
  }
});
