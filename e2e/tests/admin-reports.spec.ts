/**
 * Issue 15, plans and reports: as admin@navia.demo, create a plan with two reports, subscribe ACME,
 * RUN NOW on /admin/reports, see the run succeed as the last run, download its CSV, and find the
 * e-mail ACME's client admin received with the link to the run's file.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { signInByApi } from './helpers.ts';
import { waitForMail } from './mail.ts';

test('NA creates a plan, subscribes ACME, runs a report now and downloads its CSV', async ({ page }) => {
  const name = `E2E PLAN ${Date.now().toString(36).toUpperCase()}`;
  await signInByApi(page, 'admin@navia.demo');
  await page.goto('/admin/plans');
  await page.getByRole('button', { name: 'NEW PLAN' }).click();
  const form = page.getByRole('form', { name: 'NEW PLAN' });
  await form.getByRole('textbox', { name: 'NAME' }).fill(name);
  await form.getByRole('checkbox', { name: /ARRIVALS NEXT WEEK/ }).check();
  await form.getByRole('checkbox', { name: /DELIVERY REQUESTS/ }).check();
  await form.getByRole('button', { name: 'SAVE' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('region', { name });
  await expect(card.getByText('ARRIVALS NEXT WEEK')).toBeVisible();
  await expect(card.getByText('DELIVERY REQUESTS')).toBeVisible();
  const picker = card.getByRole('combobox', { name: `ADD A GROUP TO ${name}` });
  await picker.fill('ACME');
  await page.getByRole('option', { name: /^ACME — / }).click();
  await card.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(card.getByRole('list', { name: 'SUBSCRIBED GROUPS' })).toContainText('ACME');

  await page.goto('/admin/reports');
  const group = page.getByRole('combobox', { name: 'GROUP' });
  await group.fill('ACME');
  await page.getByRole('option', { name: /^ACME — / }).click();
  const definitions = page.getByRole('table', { name: 'REPORT DEFINITIONS' });
  const arrivals = definitions.getByRole('row').filter({ hasText: 'ARRIVALS NEXT WEEK' });
  await arrivals.getByRole('button', { name: 'RUN NOW ARRIVALS NEXT WEEK' }).click();
  await expect(arrivals.getByRole('status')).toHaveText('RUN QUEUED');
  // The job runs it (polled every 2 s while it waits): the last run shows SUCCEEDED for ACME.
  await expect(arrivals.getByText('SUCCEEDED')).toBeVisible({ timeout: 30_000 });
  await expect(arrivals).toContainText('ACME');

  const runs = page.getByRole('table', { name: 'RECENT RUNS' });
  const file = runs.getByRole('link', { name: /^DOWNLOAD arrivals-next-week-ACME-.*\.csv$/ }).first();
  await expect(file).toBeVisible({ timeout: 15_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
  expect(download.suggestedFilename()).toMatch(/^arrivals-next-week-ACME-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.replace('\uFEFF', '').split('\r\n')[0]).toMatch(/^SHIP\. NO\.,TRANSPORT,PACKING,ORIGIN/);

  // ACME's client admin is e-mailed a link to the run's file.
  const mail = await waitForMail('clientadmin@acme.demo');
  expect(mail.subject).toContain('ARRIVALS NEXT WEEK');
  expect(mail.text).toMatch(/\/api\/reports\/runs\/[0-9a-f-]{36}\/file/);
});
