/**
 * Issue 17 "Done when", in the browser:
 * - the client admin of ACME invites a new partner by e-mail from /connect/trustedparty; the partner
 *   opens the sign-up link from the e-mail (caught by the suite's mail catcher, ../mail-sink.ts) in a
 *   second browser, signs up, and ACME's page, still open, receives the INVITE notification live;
 *   then another partner invites a colleague at the new trusted party, who creates their user by the link;
 * - inviting a partner that matches an existing one (same business number, similar name) offers
 *   those possible existing entities instead of sending;
 * - the supplier (supplier@tp.demo, TPADMIN of Selangor Precision Plastics) adds a user and an
 *   address, imports SKUs from CSV (the dry-run reports the one bad row), edits a SKU and sees the
 *   edit in its history;
 * - the provider's admin opens /connect/admin, views the portal as the trusted party, stops, and is
 *   back on /connect/admin.
 * Names and numbers are unique per run, so the suite can run again on the same server.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn } from './helpers.ts';
import { waitForMail } from './mail.ts';

/** A short suffix unique to this run. */
const run = () => Date.now().toString(36).slice(-6).toUpperCase();

async function openInviteDialog(page: Page) {
  await page.goto('/connect/trustedparty');
  await expect(page.getByRole('heading', { name: 'TRUSTED PARTIES', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'INVITE PARTNER' }).click();
  const dialog = page.getByRole('dialog', { name: 'INVITE PARTNER' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('ACME invites a new partner by e-mail; the partner signs up by the link and ACME is told live', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  if (!baseURL) throw new Error('baseURL is set by playwright.config.ts');
  const id = run();
  const company = `Kestrel Homewares ${id}`;
  const email = `owner.${id.toLowerCase()}@kestrel-${id.toLowerCase()}.demo`;

  await page.goto('/connect/login');
  await logIn(page, 'clientadmin@acme.demo');
  await expect(page).toHaveURL(/\/connect\/dashboard/);
  const dialog = await openInviteDialog(page);
  await dialog.getByRole('textbox', { name: 'COMPANY NAME' }).fill(company);
  await dialog.getByRole('textbox', { name: 'CONTACT NAME' }).fill('Hemi Walker');
  await dialog.getByRole('textbox', { name: 'CONTACT EMAIL' }).fill(email);
  await dialog.getByRole('textbox', { name: 'COUNTRY' }).fill('NZ');
  await dialog.getByRole('textbox', { name: 'BUSINESS NUMBER' }).fill(`NZBN 94290${id}`);
  await dialog.getByRole('button', { name: 'SEND INVITE' }).click();
  await expect(dialog.getByRole('status')).toContainText(`A sign-up link was e-mailed to ${email}`);
  await dialog.getByRole('button', { name: 'DONE' }).click();
  await expect(dialog).toBeHidden();

  // ACME's unread notifications before the partner signs up.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  const unread = async () =>
    Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const unreadBefore = await unread();

  // The e-mail carries the single-use sign-up link.
  const mail = await waitForMail(email);
  const link = /https?:\/\/\S+\/connect\/signUp\?hash=[\w\-.~%]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  const signUpPath = new URL(link ?? '').pathname + new URL(link ?? '').search;

  // The partner signs up in a second browser: the trusted party and its first user.
  const partner = await (await browser.newContext({ baseURL })).newPage();
  await partner.goto(signUpPath);
  const form = partner.getByRole('form', { name: 'Create your trusted party' });
  // The invite prefills the company and the contact.
  await expect(form.getByRole('textbox', { name: 'COMPANY NAME' })).toHaveValue(company);
  await expect(form.getByRole('textbox', { name: 'EMAIL', exact: true })).toHaveValue(email);
  await form.getByRole('textbox', { name: 'CITY' }).fill('Christchurch');
  await form.getByLabel(/^PASSWORD/).fill('kestrel-homewares-2026');
  await form.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(partner.getByRole('status')).toContainText(`Log in with ${email}`);
  await partner.getByRole('link', { name: 'LOG IN' }).click();
  await expect(partner).toHaveURL(/\/connect\/login/);
  await logIn(partner, email, 'kestrel-homewares-2026');
  await expect(partner).toHaveURL(/\/connect\/dashboard/);

  // ACME, still on its page, is told at once: an INVITE notification, unread in the bell.
  await expect.poll(unread, { timeout: 20_000 }).toBe(unreadBefore + 1);
  await bell.click();
  const notifications = page.getByRole('dialog', { name: 'NOTIFICATIONS' });
  await expect(notifications.getByText(new RegExp(company)).first()).toBeVisible();

  // The new partner is in ACME's trusted parties, and the link is spent.
  await page.goto('/connect/trustedparty');
  await expect(page.getByRole('link', { name: company })).toBeVisible();
  const again = await (await browser.newContext({ baseURL })).newPage();
  await again.goto(signUpPath);
  await expect(again.getByText('An error occured. Please try again later.')).toBeVisible();

  // Another partner invites someone at the now existing trusted party, who has no account yet: the
  // link offers to log in or to create one's user there (addNewUser with the hash).
  const joiner = `buyer.${id.toLowerCase()}@kestrel-${id.toLowerCase()}.demo`;
  const supplier = await (await browser.newContext({ baseURL })).newPage();
  await supplier.goto('/connect/login');
  await logIn(supplier, 'supplier@tp.demo');
  await expect(supplier).toHaveURL(/\/connect\/dashboard/);
  const invite = await openInviteDialog(supplier);
  await invite.getByRole('textbox', { name: 'COMPANY NAME' }).fill(company);
  await invite.getByRole('textbox', { name: 'CONTACT NAME' }).fill('Aroha Buyer');
  await invite.getByRole('textbox', { name: 'CONTACT EMAIL' }).fill(joiner);
  await invite.getByRole('textbox', { name: 'COUNTRY' }).fill('NZ');
  await invite.getByRole('button', { name: 'SEND INVITE' }).click();
  await invite
    .getByRole('radiogroup', { name: 'THESE PARTNERS MAY ALREADY BE ON CONNECT' })
    .getByRole('radio', { name: new RegExp(company) })
    .check();
  await invite.getByRole('button', { name: 'INVITE SELECTED' }).click();
  await expect(invite.getByRole('status')).toContainText('was invited');
  const joinMail = await waitForMail(joiner);
  const joinHash = /\/connect\/signUp\?hash=([\w\-.~%]+)/.exec(joinMail.text)?.[1];
  expect(joinHash, joinMail.text).toBeTruthy();
  const newcomer = await (await browser.newContext({ baseURL })).newPage();
  await newcomer.goto(`/connect/signUp?hash=${joinHash}`);
  await expect(newcomer.getByRole('link', { name: 'I HAVE AN ACCOUNT — LOG IN TO ACCEPT' })).toBeVisible();
  await newcomer.getByRole('button', { name: 'CREATE MY USER' }).click();
  const join = newcomer.getByRole('form', { name: `Create my user at ${company}` });
  await expect(join.getByRole('textbox', { name: 'EMAIL', exact: true })).toHaveValue(joiner);
  await join.getByLabel(/^PASSWORD/).fill('kestrel-buyer-2026');
  await join.getByLabel(/^CONFIRM PASSWORD/).fill('kestrel-buyer-2026');
  await join.getByRole('button', { name: 'CREATE ACCOUNT' }).click();
  await expect(newcomer.getByRole('status')).toContainText(`Log in with ${joiner}`);
  await newcomer.getByRole('link', { name: 'LOG IN' }).click();
  await logIn(newcomer, joiner, 'kestrel-buyer-2026');
  await expect(newcomer).toHaveURL(/\/connect\/dashboard/);
});

test('inviting a partner that matches one on connect offers the possible existing entities', async ({
  page,
}) => {
  await page.goto('/connect/login');
  await logIn(page, 'clientadmin@acme.demo');
  await expect(page).toHaveURL(/\/connect\/dashboard/);
  const dialog = await openInviteDialog(page);
  // Odra Packaging is on connect (seed/data/network.ts); same business number, same name.
  await dialog.getByRole('textbox', { name: 'COMPANY NAME' }).fill('Odra Packaging');
  await dialog.getByRole('textbox', { name: 'CONTACT NAME' }).fill('Piotr Wiśniewski');
  await dialog
    .getByRole('textbox', { name: 'CONTACT EMAIL' })
    .fill(`piotr.${run().toLowerCase()}@example.demo`);
  await dialog.getByRole('textbox', { name: 'COUNTRY' }).fill('PL');
  await dialog.getByRole('textbox', { name: 'BUSINESS NUMBER' }).fill('NIP 8982245170');
  await dialog.getByRole('button', { name: 'SEND INVITE' }).click();
  const offered = dialog.getByRole('radiogroup', { name: 'THESE PARTNERS MAY ALREADY BE ON CONNECT' });
  await expect(offered).toBeVisible();
  await expect(offered.getByRole('radio', { name: /Odra Packaging/ })).toBeVisible();
  // Nothing was sent yet: the choice is the user's.
  await expect(dialog.getByRole('button', { name: 'IGNORE AND SEND' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'INVITE SELECTED' })).toBeDisabled();
  await offered.getByRole('radio', { name: /Odra Packaging/ }).check();
  await expect(dialog.getByRole('button', { name: 'INVITE SELECTED' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'CANCEL' }).click();
  await expect(dialog).toBeHidden();
  // The pointer, left where CANCEL was, would hover a row of the list under it.
  await page.mouse.move(0, 0);
});

test('the supplier adds a user and an address, imports SKUs from CSV, edits one and sees its history', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = run();
  await page.goto('/connect/login');
  await logIn(page, 'supplier@tp.demo');
  await expect(page).toHaveURL(/\/connect\/dashboard/);

  // Its own trusted party, from the trusted parties page.
  await page.goto('/connect/trustedparty');
  await page.getByRole('link', { name: 'MY TRUSTED PARTY' }).click();
  await expect(page).toHaveURL(/\/connect\/trustedparty\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Selangor Precision Plastics');

  // A user…
  await page.getByRole('tab', { name: 'USERS' }).click();
  await page.getByRole('button', { name: 'ADD USER' }).click();
  const addUser = page.getByRole('dialog', { name: 'ADD USER' });
  await addUser.getByRole('textbox', { name: 'FULL NAME' }).fill(`Nur Aisyah ${id}`);
  await addUser.getByRole('textbox', { name: 'EMAIL' }).fill(`nur.${id.toLowerCase()}@tp.demo`);
  await addUser.getByRole('button', { name: 'ADD USER', exact: true }).click();
  await expect(addUser.getByRole('status')).toContainText(`Nur Aisyah ${id} was added`);
  await addUser.getByRole('button', { name: 'DONE' }).click();
  await expect(page.getByRole('table', { name: 'Users' }).getByText(`Nur Aisyah ${id}`)).toBeVisible();

  // …and an address.
  await page.getByRole('tab', { name: 'ADDRESSES' }).click();
  await page.getByRole('button', { name: 'ADD ADDRESS' }).click();
  const address = page.getByRole('dialog', { name: 'ADD ADDRESS' });
  const warehouse = `SUBANG WAREHOUSE ${id}`;
  await address.getByRole('textbox', { name: 'NAME', exact: true }).fill(warehouse);
  await address
    .getByRole('textbox', { name: 'ADDRESS' })
    .fill('No. 5, Jalan Juruukur U1/19, Hicom Glenmarie');
  await address.getByRole('textbox', { name: 'CITY' }).fill('Shah Alam');
  await address.getByRole('textbox', { name: 'STATE' }).fill('Selangor');
  await address.getByRole('textbox', { name: 'POSTCODE' }).fill('40150');
  await address.getByRole('textbox', { name: 'COUNTRY' }).fill('MY');
  await address.getByRole('button', { name: 'SAVE' }).click();
  await expect(address).toBeHidden();
  await expect(page.getByRole('table', { name: 'Addresses' }).getByText(warehouse)).toBeVisible();

  // SKUs from CSV: choosing the file runs the dry-run, which reports the bad row (a price that is
  // not a number) and imports nothing; the corrected file then imports.
  const good = `SPP-E2E-${id}`;
  const second = `SPP-E2F-${id}`;
  const header = 'productNumber,productDescription,unitPrice,unitCurrency,unitOfMeasure';
  const csvFile = (name: string, lines: string[]) => ({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...lines].join('\n')),
  });
  await page.goto('/connect/sku');
  await page.getByRole('button', { name: 'IMPORT CSV' }).click();
  const importer = page.getByRole('dialog', { name: 'IMPORT SKUS FROM CSV' });
  const fileInput = importer.locator('input[type="file"]');
  await fileInput.setInputFiles(
    csvFile(`skus-${id}.csv`, [
      `${good},E2E STORAGE BOX 12L,3.10,USD,EA`,
      `${second},E2E STORAGE BOX 8L,three dollars,USD,EA`,
    ]),
  );
  await expect(importer.getByRole('status')).toContainText('1 ERROR');
  const errors = importer.getByRole('table', { name: 'Rows in error' });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('cell', { name: '3', exact: true })).toBeVisible();
  await expect(errors.getByRole('cell', { name: /unit ?price/i })).toBeVisible();
  await expect(importer.getByRole('button', { name: 'IMPORT', exact: true })).toBeDisabled();
  await fileInput.setInputFiles(
    csvFile(`skus-${id}-fixed.csv`, [
      `${good},E2E STORAGE BOX 12L,3.10,USD,EA`,
      `${second},E2E STORAGE BOX 8L,2.75,USD,EA`,
    ]),
  );
  await expect(importer.getByRole('status')).toContainText('2 TO CREATE');
  await expect(importer.getByRole('status')).toContainText('0 ERRORS');
  await importer.getByRole('button', { name: 'IMPORT', exact: true }).click();
  await expect(importer.getByText('IMPORTED: 2 CREATED, 0 UPDATED, 0 UNCHANGED.')).toBeVisible();
  await importer.getByRole('button', { name: 'CLOSE', exact: true }).click();
  await expect(importer).toBeHidden();

  // The imported SKU: edit its price, then its history shows the change, by the supplier.
  await page.getByRole('textbox', { name: 'Filter the list' }).fill(good);
  await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
  await page.getByRole('link', { name: good, exact: true }).click();
  await expect(page).toHaveURL(/\/connect\/sku\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(good);
  await page.getByRole('button', { name: 'EDIT', exact: true }).click();
  const edit = page.getByRole('dialog', { name: `EDIT ${good}` });
  await edit.getByRole('textbox', { name: 'UNIT PRICE' }).fill('3.45');
  await edit.getByRole('button', { name: 'SAVE', exact: true }).click();
  await expect(edit).toBeHidden();
  const history = page.getByRole('table', { name: 'Change history' });
  await expect(history.getByText('Unit price: 3.10 → 3.45')).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: 'Unit price: 3.10 → 3.45' })).toContainText(
    'Mei Ling Tan',
  );
});

test('the admin views the portal as the trusted party from /connect/admin, stops, and is back there', async ({
  page,
}) => {
  await page.goto('/connect/login');
  await logIn(page, 'admin@navia.demo');
  await expect(page).toHaveURL(/\/connect\/dashboard/);
  await page.goto('/connect/admin');
  await expect(page).toHaveURL(/\/connect\/admin\/users$/);
  await page.getByRole('tab', { name: 'TRUSTED PARTIES' }).click();
  await expect(page).toHaveURL(/\/connect\/admin\/trustedparties$/);
  await page.getByRole('button', { name: 'View as Selangor Precision Plastics' }).click();

  // Viewing as the trusted party: its dashboard, with the view-as banner.
  await expect(page).toHaveURL(/\/connect\/dashboard/);
  const banner = page.getByRole('region', { name: 'View-as' });
  await expect(banner).toContainText('VIEWING AS SELANGOR PRECISION PLASTICS');
  await banner.getByRole('button', { name: 'STOP' }).click();

  // Back to the admin's own session, on /connect/admin.
  await expect(page).toHaveURL(/\/connect\/admin/);
  await expect(page.getByRole('heading', { name: 'CONNECT ADMIN' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'View-as' })).toHaveCount(0);
});
