import { expect, test } from './fixtures.ts';
import { expectPath, logIn } from './helpers.ts';

// hub §2 post-login redirect: NU-level staff -> /admin; customers -> /; connect users -> /connect/dashboard.
const landings = [
  { email: 'admin@navia.demo', path: '/admin', heading: 'ADMINISTRATION' },
  { email: 'staff@navia.demo', path: '/admin', heading: 'ADMINISTRATION' },
  { email: 'clientadmin@acme.demo', path: '/', heading: /^WELCOME BACK/ },
  { email: 'importer@acme.demo', path: '/', heading: /^WELCOME BACK/ },
  { email: 'exporter@kiwi.demo', path: '/', heading: /^WELCOME BACK/ },
  { email: 'supplier@tp.demo', path: '/connect/dashboard', heading: /^WELCOME BACK/ },
];

for (const { email, path, heading } of landings) {
  test(`${email} signs in on the hub login and lands on ${path}`, async ({ page }) => {
    await page.goto('/login');
    await logIn(page, email);
    await expectPath(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
  });
}

test('a customer on a small screen lands on /tracking/All', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/login');
  await logIn(page, 'importer@acme.demo');
  await expectPath(page, '/tracking/All');
  await context.close();
});

test('a wrong password shows Invalid Credentials and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'importer@acme.demo', 'not-the-password');
  await expect(page.getByText('Invalid Credentials')).toBeVisible();
  await expect(page.getByLabel('EMAIL', { exact: true })).toHaveValue('importer@acme.demo');
  await expectPath(page, '/login');
});

test('a deep link while logged out goes to login and then back to the link', async ({ page }) => {
  await page.goto('/tracking/All?advancedSearch=1');
  await expect(page).toHaveURL(/\/login\?redirect=%2Ftracking%2FAll%3FadvancedSearch%3D1$/);
  await logIn(page, 'importer@acme.demo');
  await expectPath(page, '/tracking/All?advancedSearch=1');
});

test('an unknown path shows page-not-found, logged out and logged in', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
  await expect(page.getByText('NEED SUPPORT?')).toBeVisible();

  await page.goto('/login');
  await logIn(page, 'exporter@kiwi.demo');
  await expectPath(page, '/');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeVisible();
});

test('the connect login refuses a hub-only user', async ({ page }) => {
  await page.goto('/connect/login');
  await logIn(page, 'exporter@kiwi.demo');
  await expect(page.getByText('You do not have access to the connect area.')).toBeVisible();
});

test('logging out ends the session on the server', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'clientadmin@acme.demo');
  await expectPath(page, '/');
  const self = await page.request.get('/api/user/getUpdatedSelf');
  expect(self.status()).toBe(200);
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: /LOG OUT/i }).click();
  await expect(page).toHaveURL(/\/login/);
  const after = await page.request.get('/api/user/getUpdatedSelf');
  expect(after.status()).toBe(401);
});
