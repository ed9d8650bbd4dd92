/**
 * Issue 16 "Done when", in two browsers: the buyer (clientadmin@acme.demo) creates a buying contract
 * from a template with three SKUs; the seller (supplier@tp.demo, a trusted party of ACME) finds it
 * under ONLY ACTION REQUIRED, amends a quantity; the buyer accepts the amendment; the seller confirms
 * quantities, one of them partly, and makes a child contract for the rest; a document and chat
 * messages pass between them; the buyer accepts the quantities (ORDER CREATION) and finds the order
 * in ACME's tracking; the buyer's bell holds the contract's notifications. A used reference number
 * is refused with 'Order number already taken'; KIWI sees nothing of the contract.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { logIn } from './helpers.ts';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
/** The demo template the flow starts from (seed/data/contracts.ts SEED_TEMPLATES): 1000, 2000 and 1500 units. */
const TEMPLATE = /New contract from template Selangor scooters/;

async function connectUser(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto('/connect/login');
  await logIn(page, email);
  await expect(page).toHaveURL(/\/connect\/dashboard/);
  return page;
}

/** The contract page's status badge reads `status`. */
async function expectStatus(page: Page, status: string) {
  await expect(page.getByRole('main').getByText(status, { exact: true }).first()).toBeVisible();
}

async function newContractFromTemplate(page: Page): Promise<Locator> {
  await page.goto('/connect/contracts');
  await page.getByRole('button', { name: 'TEMPLATES' }).click();
  await page.getByRole('button', { name: TEMPLATE }).click();
  const form = page.getByRole('form', { name: 'NEW CONTRACT' });
  // The template filled three lines.
  await expect(form.getByRole('textbox', { name: 'PRODUCT N°, SKU 3' })).not.toHaveValue('');
  return form;
}

async function sendChat(page: Page, text: string) {
  await openChat(page);
  const box = page.getByRole('region', { name: /^CONTRACT CHAT/ }).getByRole('textbox', { name: 'Message' });
  await expect(box).toBeEnabled();
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

/** Opens the contract's chat (START CHAT, unless it is open already): answers its message log. */
async function openChat(page: Page): Promise<Locator> {
  const chat = page.getByRole('region', { name: /^CONTRACT CHAT/ });
  const start = chat.getByRole('button', { name: 'START CHAT' });
  const box = chat.getByRole('textbox', { name: 'Message' });
  await expect(start.or(box)).toBeVisible();
  if (await start.isVisible()) await start.click();
  await expect(box).toBeVisible();
  return chat.getByRole('log', { name: 'Chat messages' });
}

test('a buyer and a seller agree a contract, split it with a child, and its order reaches ACME tracking', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people through the whole workflow: many page loads on a 2-core machine.
  test.setTimeout(300_000);
  if (!baseURL) throw new Error('baseURL is set by playwright.config.ts');
  // At most 14 characters: the list truncates longer cells (connect §9).
  const reference = `PO-E${Date.now().toString(36).slice(-7).toUpperCase()}`;

  // The buyer creates the contract from the template.
  await page.goto('/connect/login');
  await logIn(page, 'clientadmin@acme.demo');
  await expect(page).toHaveURL(/\/connect\/dashboard/);
  const form = await newContractFromTemplate(page);
  await form.getByRole('textbox', { name: /REFERENCE N°/ }).fill(reference);
  await form.getByRole('button', { name: 'CREATE CONTRACT' }).click();
  await expect(page).toHaveURL(/\/connect\/contracts\/[0-9a-f-]{36}$/);
  const contractPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  await expectStatus(page, 'AWAITING ACCEPTANCE');

  // The seller finds it under ONLY ACTION REQUIRED and amends the first quantity (1000 → 900).
  const seller = await connectUser(browser, baseURL, 'supplier@tp.demo');
  await seller.goto('/connect/contracts?actionRequired=1');
  await seller.getByRole('link', { name: reference }).click();
  await expect(seller).toHaveURL(new RegExp(`${contractPath}$`));
  await seller.getByRole('button', { name: 'AMEND SKUS' }).click();
  const skus = seller.getByRole('form', { name: 'Edit SKUs' });
  await skus.getByRole('textbox', { name: 'QUANTITY, SKU 1' }).fill('900');
  await skus.getByRole('button', { name: 'SAVE SKUS' }).click();
  await expectStatus(seller, 'AMENDED');

  // The buyer, still on the contract, sees the amendment arrive (its CONTRACT notification) and approves it.
  await page.getByRole('button', { name: 'ACCEPT AMENDMENT' }).click();
  await expectStatus(page, 'ACCEPTED');

  // The seller confirms 600 of the first line's 900 and the other lines in full…
  await seller.reload();
  await seller.getByRole('button', { name: 'CONFIRM QUANTITIES' }).click();
  const confirm = seller.getByRole('dialog');
  await confirm
    .getByRole('textbox', { name: /Confirmed quantity of/ })
    .first()
    .fill('600');
  await confirm.getByRole('button', { name: 'CONFIRM QUANTITIES' }).click();
  await expectStatus(seller, 'PARTIALLY CONFIRMED');

  // …and makes a child contract for the remaining 300.
  await seller.getByRole('button', { name: 'CREATE CHILD CONTRACT' }).click();
  const child = seller.getByRole('dialog');
  await expect(child.getByRole('textbox', { name: /Quantity of .* for the child contract/ })).toHaveValue(
    '300',
  );
  await child.getByRole('button', { name: 'CREATE CHILD CONTRACT' }).click();
  await expect(seller).not.toHaveURL(new RegExp(`${contractPath}$`));
  await expectStatus(seller, 'AWAITING QUANTITIES CONFIRMATION');

  // A document the seller uploads to the contract, both see.
  await seller.goto(contractPath);
  const chooser = seller.waitForEvent('filechooser');
  await seller.getByRole('button', { name: /ADD DOCUMENTS/ }).click();
  await (await chooser).setFiles({ name: 'proforma-invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
  await seller.getByRole('button', { name: 'UPLOAD' }).click();
  await expect(seller.getByRole('link', { name: 'proforma-invoice.pdf' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'proforma-invoice.pdf' })).toBeVisible();

  // They exchange chat messages on the contract.
  const buyerLog = await openChat(page);
  const sellerLog = await openChat(seller);
  await sendChat(page, `Can the remainder of ${reference} ship in January?`);
  await expect(sellerLog.getByText(`Can the remainder of ${reference} ship in January?`)).toBeVisible();
  await sendChat(seller, 'Yes, the child contract covers it.');
  await expect(buyerLog.getByText('Yes, the child contract covers it.')).toBeVisible();

  // The buyer accepts the confirmed quantities: ORDER CREATION.
  await page.getByRole('button', { name: 'ACCEPT QUANTITIES' }).click();
  await expectStatus(page, 'ORDER CREATION');

  // The order is in ACME's tracking.
  await page.goto('/tracking/All');
  await page.getByRole('textbox', { name: 'Search shipments and orders' }).fill(reference);
  await page.keyboard.press('Enter');
  await expect(
    page
      .getByRole('table', { name: 'Search results' })
      .getByRole('cell', { name: new RegExp(reference) })
      .first(),
  ).toBeVisible();

  // The buyer was told along the way (CONTRACT notifications, newest first).
  await page.goto('/connect/dashboard');
  await page.getByRole('button', { name: /notification/i }).click();
  const notifications = page.getByRole('dialog', { name: 'NOTIFICATIONS' });
  await expect(notifications.getByText(new RegExp(`${reference}.*AMENDED`)).first()).toBeVisible();
  await expect(
    notifications.getByText(new RegExp(`${reference}.*PARTIALLY CONFIRMED`)).first(),
  ).toBeVisible();

  // KIWI sees nothing of it.
  const kiwi = await (await browser.newContext({ baseURL })).newPage();
  const signIn = await kiwi.request.post('/api/user/signin', {
    data: { email: 'exporter@kiwi.demo', password: 'navia-demo-2026' },
  });
  expect(signIn.ok()).toBe(true);
  const id = contractPath.split('/').at(-1);
  const one = await kiwi.request.get(`/api/connect/contracts/${id}`);
  expect([403, 404]).toContain(one.status());
  const list = await kiwi.request.post('/api/connect/contracts/get', { data: { searchText: reference } });
  expect(list.ok()).toBe(false);
  expect(await list.text()).not.toContain(reference);
});

test("a reference number already used is refused with 'Order number already taken', and the form keeps its values", async ({
  page,
}) => {
  await page.goto('/connect/login');
  await logIn(page, 'clientadmin@acme.demo');
  await expect(page).toHaveURL(/\/connect\/dashboard/);
  const form = await newContractFromTemplate(page);
  const reference = form.getByRole('textbox', { name: /REFERENCE N°/ });
  // PO-26-0001 is a seeded ACME contract (seed/data/contracts.ts).
  await reference.fill('PO-26-0001');
  await form.getByRole('button', { name: 'CREATE CONTRACT' }).click();
  await expect(form.getByText(/order number already taken/i)).toBeVisible();
  await expect(reference).toHaveValue('PO-26-0001');
  await expect(form.getByRole('textbox', { name: 'PRODUCT N°, SKU 3' })).not.toHaveValue('');
  await expect(page).toHaveURL(/\/connect\/contracts$/);
});
