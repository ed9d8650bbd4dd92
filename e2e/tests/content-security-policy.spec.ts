import { expect, type Page, test } from '@playwright/test';
import { allSearchRows, expectPath, logIn } from './helpers.ts';

/**
 * The built app runs under the server's Content-Security-Policy with no violation (issue 10,
 * decision 013). Chromium reports each blocked script, style or request twice: as a console error
 * ("Refused to ... because it violates the following Content Security Policy directive") and as a
 * securitypolicyviolation event, which a listener installed before any page script records.
 */
function watchPolicy(page: Page): () => string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  void page.exposeFunction('reportPolicyViolation', (text: string) => problems.push(`event: ${text}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}`);
    });
  });
  return () => problems;
}

test('the main screens run under the policy with no violation, in both themes', async ({ page }) => {
  const problems = watchPolicy(page);

  const login = await page.goto('/login');
  const policy = login?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  await expect(page.getByRole('heading', { name: 'LOG IN' })).toBeVisible();
  // The quick lookup (wide screens) and the Get in touch popup load after the form.
  await expect(page.getByRole('combobox', { name: 'SEARCH TYPE' })).toBeVisible();
  await page.getByRole('button', { name: 'GET IN TOUCH' }).click();
  const contact = page.getByRole('dialog', { name: 'GET IN TOUCH' });
  await expect(contact).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(contact).toBeHidden();

  await logIn(page, 'importer@acme.demo');
  await expectPath(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^WELCOME BACK/);

  await page.goto('/tracking/All');
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.getByRole('button', { name: 'FILTERS' }).click();
  await expect(page.getByRole('combobox', { name: 'Filter 1' })).toBeVisible();
  await page.getByRole('button', { name: 'COLUMNS' }).click();
  const columns = page.getByRole('dialog', { name: 'TABLE COLUMNS' });
  await expect(columns).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(columns).toBeHidden();

  const [row] = (await allSearchRows<{ ShipKey: string | null }>(page.request, 1)).filter((r) => r.ShipKey);
  if (!row?.ShipKey) throw new Error('the demo data has no shipment for this user');
  await page.goto(`/shipment/${row.ShipKey}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^SHIPMENT /);

  await page.goto('/settings');
  await expect(page.getByRole('main')).toBeVisible();

  // The other theme: Mantine writes its CSS variables again, in a new <style> tag.
  await page.getByRole('button', { name: /^Switch to (dark|light) theme$/ }).click();
  await expect(page.getByRole('button', { name: /^Switch to (dark|light) theme$/ })).toBeVisible();
  await page.goto('/tracking/All');
  await expect(page.getByRole('table').first()).toBeVisible();

  expect(problems()).toEqual([]);
});

test('the API documentation runs under the policy with no violation', async ({ page }) => {
  const problems = watchPolicy(page);
  await page.goto('/api/docs');
  // The first visit builds the OpenAPI document of every route (about 170 now) and Swagger UI renders
  // it: seconds on a loaded CI machine, so more than the default 5 s.
  await expect(page.getByText('NAVIA portal API').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('/api/user/signin').first()).toBeVisible();
  expect(problems()).toEqual([]);
});
