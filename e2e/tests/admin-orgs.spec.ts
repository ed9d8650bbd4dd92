/**
 * Issue 15, organisations: as admin@navia.demo search ACME on /admin, open its group page
 * (/org/<ACME id>), soft-delete one of its organisations and restore it from /admin/deletedorgs.
 *
 * Shared demo data: the organisation deleted is ACMOUTPER (ACME's Perth outlet), which no other spec
 * uses; it is deleted for a few seconds and restored in a finally whatever happens. The screens are
 * photographed at 360 px in both themes; admin@navia.demo's theme is put back in a finally.
 */
import type { Page, TestInfo } from '@playwright/test';
import { checkAccessibility, expect, test } from './fixtures.ts';
import { expectPath, signInByApi } from './helpers.ts';

const ADMIN = 'admin@navia.demo';
const ORG_CODE = 'ACMOUTPER';

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ viewport: { width: 360, height: 800 } });

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name.replaceAll(/[^a-z0-9]+/gi, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  const res = await page.request.put('/api/user/theme', { data: { theme } });
  expect(res.ok()).toBe(true);
}

test('NA finds ACME on /admin, opens its page, deletes an organisation and restores it', async ({
  page,
}, testInfo) => {
  await signInByApi(page, ADMIN);
  const self = await page.request.get('/api/user/getUpdatedSelf');
  const themeBefore = ((await self.json()) as { user: { theme: 'light' | 'dark' } }).user.theme;
  let orgId: string | null = null;
  try {
    await setTheme(page, 'light');
    // 1. Search ACME on /admin and open its group.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'ADMINISTRATION', level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Administration pages' })).toBeVisible();
    await page.getByRole('searchbox', { name: /SEARCH/ }).fill('ACME');
    await expectPath(page, '/admin?q=ACME');
    const acme = page.getByRole('link', { name: 'ACME Acme Retail Group' });
    await expect(acme).toBeVisible();
    await expect(page.getByRole('table', { name: 'ORGANISATION GROUPS' }).getByRole('row')).toHaveCount(2);
    await shot(page, testInfo, 'admin overview light');
    await acme.click();
    await expect(page).toHaveURL(/\/org\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'ACME RETAIL GROUP', level: 1 })).toBeVisible();
    const groupPath = new URL(page.url()).pathname;

    // 2. Soft-delete ACMOUTPER.
    const card = page.getByRole('article', { name: new RegExp(`^${ORG_CODE} `) });
    await expect(card).toBeVisible();
    await shot(page, testInfo, 'org group overview light');
    await card.getByRole('button', { name: `Delete ${ORG_CODE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'DELETE ORGANISATION' });
    await expect(dialog).toBeVisible();
    await checkAccessibility(page, 'delete organisation dialog');
    const deleted = page.waitForResponse((r) => r.url().endsWith('/api/org/delete'));
    await dialog.getByRole('button', { name: 'DELETE' }).click();
    const answer = await deleted;
    expect(answer.status()).toBe(200);
    orgId = ((await answer.json()) as { org: { _id: string } }).org._id;
    await expect(dialog).toBeHidden();
    await expect(card).toHaveCount(0);

    // The settings tab, both themes.
    await page.getByRole('tab', { name: 'SETTINGS' }).click();
    await expect(page.getByRole('button', { name: 'SAVE SETTINGS' })).toBeVisible();
    await shot(page, testInfo, 'org group settings light');
    await setTheme(page, 'dark');
    await page.reload();
    await expect(page.getByRole('button', { name: 'SAVE SETTINGS' })).toBeVisible();
    await shot(page, testInfo, 'org group settings dark');

    // 3. Restore it from /admin/deletedorgs.
    await page.goto('/admin/deletedorgs');
    await expect(page.getByRole('heading', { name: 'DELETED ORGANISATIONS', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: /SEARCH/ }).fill(ORG_CODE);
    const restore = page.getByRole('button', { name: `Restore ${ORG_CODE}` });
    await expect(restore).toBeVisible();
    await shot(page, testInfo, 'deleted orgs dark');
    await restore.click();
    await expect(restore).toHaveCount(0);
    orgId = null;

    await page.goto(groupPath);
    await expect(page.getByRole('article', { name: new RegExp(`^${ORG_CODE} `) })).toBeVisible();
    await shot(page, testInfo, 'org group overview dark');
    await page.goto('/admin');
    await expect(page.getByRole('table', { name: 'ORGANISATION GROUPS' })).toBeVisible();
    await shot(page, testInfo, 'admin overview dark');
  } finally {
    if (orgId) await page.request.post('/api/org/restore', { data: { org: orgId } });
    await setTheme(page, themeBefore);
  }
});
