/**
 * Issue 15, news updates and maintenance: as admin@navia.demo create a news update with an image on
 * /admin/updates and see it, with its image, in the NEWS FEED of a customer's dashboard
 * (importer@acme.demo); then turn maintenance on at /admin/maintenance, see the banner, and turn it
 * off again.
 *
 * Shared demo users: importer@acme.demo's saved layout is only read. Its dashboard has no NEWS FEED
 * by default, so this test's browser adds one to the layout it receives (the saved layout is never
 * changed); the news itself comes from the server. Maintenance is announced, not enforced (no request
 * is refused), so the few seconds it is on cannot break the specs running beside this one; it is
 * turned off in a finally whatever happens. admin@navia.demo's theme is switched for the dark
 * screenshots and put back in a finally.
 */
import { DEMO_PASSWORD } from '@navia/domain/constants';
import { addWidget } from '@navia/domain/rules/dashboard/layout';
import type { Page, TestInfo } from '@playwright/test';
import { checkAccessibility, expect, test } from './fixtures.ts';
import { signInByApi } from './helpers.ts';

const ADMIN = 'admin@navia.demo';
const CUSTOMER = 'importer@acme.demo';
/** A real 4×3 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGP438AARww4OQBqQBH1OV4fMAAAAABJRU5ErkJggg==',
  'base64',
);
const MAINTENANCE_OFF = { maintenance: { active: false, message: '', plannedEnd: null } };

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

test('NA publishes a news update with an image, ACME sees it; maintenance on shows the banner, then off', async ({
  page,
  browser,
}, testInfo) => {
  const tag = Date.now().toString(36).toUpperCase();
  const title = `E2E NEWS ${tag}`;
  await signInByApi(page, ADMIN);
  const self = await page.request.get('/api/user/getUpdatedSelf');
  const themeBefore = ((await self.json()) as { user: { theme: 'light' | 'dark' } }).user.theme;

  try {
    // 1. Create the news update (light theme).
    await setTheme(page, 'light');
    await page.goto('/admin/updates');
    await expect(page.getByRole('heading', { name: 'UPDATES', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'CREATE NEWS UPDATE' }).click();
    const form = page.getByRole('form', { name: 'CREATE NEWS UPDATE' });
    await form.getByRole('textbox', { name: 'TITLE' }).fill(title);
    await form.getByRole('textbox', { name: 'CONTENT' }).fill('Weekly sailings to Auckland from June.');
    await form.getByRole('textbox', { name: 'LINK' }).fill('/help');
    await form
      .locator('input[type="file"]')
      .setInputFiles({ name: 'ship.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await checkAccessibility(page, 'create news update (light)');
    await shot(page, testInfo, 'create news update, light, 360 px');
    await form.getByRole('button', { name: 'SAVE' }).click();
    await expect(form).toBeHidden();
    const updates = page.getByRole('region', { name: 'NEWS UPDATES' });
    await expect(updates.getByText(title)).toBeVisible();
    await shot(page, testInfo, 'admin updates, light, 360 px');

    // 2. ACME's dashboard shows it in the NEWS FEED, with its image.
    const customerContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
    try {
      const customer = await customerContext.newPage();
      await customer.route('**/api/user/customLayout', async (route) => {
        if (route.request().method() !== 'GET') return route.continue();
        const answer = await route.fetch();
        const body = (await answer.json()) as { customLayout: Parameters<typeof addWidget>[0] };
        const hasFeed = body.customLayout.some((w) => w.componentName === 'NewsFeed');
        const customLayout = hasFeed ? body.customLayout : addWidget(body.customLayout, 'NewsFeed');
        await route.fulfill({ response: answer, json: { ...body, customLayout } });
      });
      const signin = await customer.request.post('/api/user/signin', {
        data: { email: CUSTOMER, password: DEMO_PASSWORD, loginFromConnect: false },
      });
      expect(signin.ok()).toBe(true);
      await customer.goto('/');
      const feed = customer.getByRole('list', { name: 'News' });
      const entry = feed.getByRole('listitem').filter({ hasText: title });
      await expect(entry).toBeVisible({ timeout: 30_000 });
      const image = entry.locator('img');
      await expect(image).toHaveAttribute('src', /\/api\/naviaUpdates\/[0-9a-f-]{36}\/image\?v=/);
      // The widget's images load lazily: bring the entry into view first.
      await entry.scrollIntoViewIfNeeded();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(4);
      await shot(customer, testInfo, 'customer NEWS FEED with the update, 360 px');
    } finally {
      await customerContext.close();
    }

    // 3. Maintenance on: the banner shows; then off again.
    const message = `E2E maintenance ${tag}`;
    try {
      await page.goto('/admin/maintenance');
      const maintenance = page.getByRole('form', { name: 'MAINTENANCE MODE' });
      await maintenance.getByRole('switch', { name: /MAINTENANCE MODE/ }).check();
      await maintenance.getByRole('textbox', { name: 'MESSAGE' }).fill(message);
      await maintenance.getByLabel(/PLANNED END/).fill('2030-01-01T06:00');
      await maintenance.getByRole('button', { name: 'SAVE' }).click();
      const banner = page.getByRole('status').filter({ hasText: message });
      await expect(banner).toBeVisible();
      await expect(page.getByText('MAINTENANCE ON')).toBeVisible();
      await checkAccessibility(page, 'maintenance on (light)');
      await shot(page, testInfo, 'maintenance on, light, 360 px');
      await maintenance.getByRole('switch', { name: /MAINTENANCE MODE/ }).uncheck();
      await maintenance.getByRole('button', { name: 'SAVE' }).click();
      await expect(page.getByText('MAINTENANCE OFF')).toBeVisible();
      await expect(banner).toBeHidden();
    } finally {
      const off = await page.request.put('/api/settings/website', { data: MAINTENANCE_OFF });
      expect(off.ok()).toBe(true);
    }

    // 4. The dark theme.
    await setTheme(page, 'dark');
    await page.goto('/admin/maintenance');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('form', { name: 'MAINTENANCE MODE' })).toBeVisible();
    await shot(page, testInfo, 'maintenance, dark, 360 px');
    await page.goto('/admin/updates');
    await expect(page.getByRole('region', { name: 'NEWS UPDATES' }).getByText(title)).toBeVisible();
    await page.getByRole('button', { name: `EDIT ${title}` }).click();
    const edit = page.getByRole('form', { name: 'EDIT NEWS UPDATE' });
    await expect(edit.getByRole('img', { name: 'The current image' })).toBeVisible();
    await checkAccessibility(page, 'edit news update (dark)');
    await shot(page, testInfo, 'edit news update, dark, 360 px');
    await edit.getByRole('button', { name: 'CANCEL' }).click();

    // 5. Delete it again, after the confirmation.
    await page.getByRole('button', { name: `DELETE ${title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'DELETE NEWS UPDATE' });
    await confirm.getByRole('button', { name: 'DELETE' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('region', { name: 'NEWS UPDATES' }).getByText(title)).toBeHidden();
    await shot(page, testInfo, 'admin updates, dark, 360 px');
  } finally {
    await setTheme(page, themeBefore);
  }
});
