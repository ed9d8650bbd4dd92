/**
 * Issue 15 user administration, end to end:
 * - admin@navia.demo invites a user to ACME from /admin/users; the invitee opens the e-mailed
 *   single-use link in a second browser, sets the password and signs in;
 * - the admin turns the user's tracking off on /user/<id>: the user's next visit to /tracking/All
 *   is refused (the permission applies on the next request);
 * - clientadmin@acme.demo cannot open a KIWI user's page (it answers as not found).
 */
import { checkAccessibility, expect, test } from './fixtures.ts';
import { expectPath, logIn, signInByApi } from './helpers.ts';
import { waitForMail } from './mail.ts';

test('an admin invites an ACME user, who signs in by the link; turning tracking off refuses /tracking', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = Math.random().toString(36).slice(2, 8);
  const email = `invitee.${id}@acme.demo`;
  const password = `acme-invitee-${id}-2026`;

  await signInByApi(page, 'admin@navia.demo');
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'INVITE USER' }).click();
  const dialog = page.getByRole('dialog', { name: 'INVITE USER' });
  await expect(dialog.getByRole('button', { name: 'SEND INVITE' })).toBeVisible();
  await checkAccessibility(page, 'INVITE USER dialog');
  await dialog.getByRole('textbox', { name: 'EMAIL' }).fill(email);
  await dialog.getByRole('textbox', { name: 'FULL NAME' }).fill(`Invitee ${id}`);
  await dialog.getByLabel('ORGANISATION GROUP').fill('Acme Retail');
  await page.getByRole('option', { name: 'Acme Retail Group (ACME)' }).click();
  await expect(dialog.getByRole('checkbox', { name: 'TRACKING' })).toBeChecked();
  await dialog.getByRole('button', { name: 'SEND INVITE' }).click();
  await expect(dialog).toBeHidden();

  // The invitee opens the e-mailed link in another browser and sets the password.
  const mail = await waitForMail(email);
  const link = /https?:\/\/\S+\/changePassword\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const invitee = await (await browser.newContext({ baseURL })).newPage();
  await invitee.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await invitee.getByLabel('NEW PASSWORD', { exact: true }).fill(password);
  await invitee.getByRole('button', { name: 'SAVE PASSWORD' }).click();
  await expectPath(invitee, '/login');
  const signedIn = invitee.waitForResponse((r) => r.url().endsWith('/api/user/signin'));
  await logIn(invitee, email, password);
  expect((await signedIn).status()).toBe(200);
  await expect(invitee.getByRole('button', { name: 'LOG IN', exact: true })).toBeHidden();
  await invitee.goto('/tracking/All');
  await expectPath(invitee, '/tracking/All');

  // The admin finds the user and turns tracking off.
  await page.goto('/admin/users');
  await page.getByRole('textbox', { name: 'SEARCH' }).fill(email);
  await page.getByRole('link', { name: `Invitee ${id}` }).click();
  await expect(page.getByRole('heading', { name: `Invitee ${id}` })).toBeVisible();
  const tracking = page.getByRole('switch', { name: 'TRACKING' });
  await expect(tracking).toBeChecked();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user/single') && r.request().method() === 'PUT',
  );
  await tracking.click({ force: true });
  expect((await saved).status()).toBe(200);
  await expect(tracking).not.toBeChecked();
  await expect(page.getByRole('cell', { name: 'PERMISSION CHANGED' }).first()).toBeVisible();

  // The user's next request is refused: the API, then the page.
  const search = await invitee.request.post('/api/shipments/shipmentsWithFilters', {
    data: { key: 'All', batchNo: 1, batchSize: 30 },
  });
  expect(search.status()).toBe(403);
  await invitee.goto('/tracking/All');
  await expect(invitee.getByText('YOU DO NOT HAVE PERMISSION TO VIEW THIS PAGE')).toBeVisible({
    timeout: 15_000,
  });
});

test("a client admin cannot open a KIWI user's page", async ({ page }) => {
  // The KIWI user's id, as staff see it.
  await signInByApi(page, 'admin@navia.demo');
  const kiwi = await page.request.post('/api/user/getUsers', {
    data: { orgGroupCode: 'KIWI', hasConnectAccess: false },
  });
  const kiwiUser = ((await kiwi.json()) as { result: { _id: string; email: string }[] }).result.find(
    (u) => u.email === 'exporter@kiwi.demo',
  );
  expect(kiwiUser).toBeTruthy();
  await page.context().clearCookies();

  await signInByApi(page, 'clientadmin@acme.demo');
  await page.goto(`/user/${kiwiUser?._id}`);
  await expect(page.getByRole('alert')).toHaveText('USER NOT FOUND');
  const answer = await page.request.put('/api/user/single', {
    data: { id: kiwiUser?._id, path: 'tracking', value: false },
  });
  expect(answer.status()).toBe(404);
});
