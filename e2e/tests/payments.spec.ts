/**
 * Invoices and payments (issue 14, "Done when"): a client admin filters overdue AUD invoices, builds a
 * payment of three, sees an invoice of another category refused, pays with the test gateway's success
 * card and lands on the receipt while the webhook settles it, sees the invoices' statuses change, has
 * a declined card refused with the form kept, and finds the payment in the history and in its
 * reconciliation; staff resolve the seeded mismatch.
 *
 * The suite shares one database and CI retries a failed test, so the invoices are chosen at run time
 * among those still outstanding, through the API, as the signed-in user sees them.
 */
import type { InvoiceRow } from '@navia/domain/contracts/invoices';
import { BUILDER_REFUSALS } from '@navia/domain/rules/invoices/payment-builder';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectPath, signInByApi } from './helpers.ts';

const SUCCESS_CARD = '4242 4242 4242 4242';
const DECLINE_CARD = '4000 0000 0000 0002';

async function signIn(page: Page, email: string) {
  await signInByApi(page, email);
  // The flow starts from the navigation bar of the landing screen.
  await page.goto('/');
}

/** The overdue AUD invoices of the signed-in user's group, as the search API answers them. */
async function overdueAud(page: Page): Promise<InvoiceRow[]> {
  const res = await page.request.post('/api/invoices/invoicesWithFilters', {
    data: { batchNo: 1, batchSize: 100, filters: [{ Currency: 'AUD', InvoiceStatus: 'PAYMENT OVERDUE' }] },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: InvoiceRow[] }).result;
}

const invoiceRow = (page: Page, n: string) =>
  page
    .getByRole('table', { name: 'Invoices' })
    .getByRole('row', { name: new RegExp(`invoice ${n}\\b`, 'i') });

async function chooseFilter(page: Page, name: string, option: string) {
  await page.getByRole('combobox', { name, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function enterCard(page: Page, number: string) {
  await page.getByLabel('CARD NUMBER').fill(number);
  await page.getByLabel('EXPIRY').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

test.describe.configure({ mode: 'serial' });

test('a client admin pays overdue AUD invoices by card, and a declined card keeps the form', async ({
  page,
}) => {
  // Three payments' settlement by webhook and a dozen screens: slow on 2 loaded cores.
  test.slow();
  await signIn(page, 'clientadmin@acme.demo');
  const overdue = await overdueAud(page);
  // The three to pay share a category; a fourth of another category is refused; a fifth is declined.
  const byCategory = new Map<string, InvoiceRow[]>();
  for (const invoice of overdue) {
    byCategory.set(invoice.TransactionCategory, [
      ...(byCategory.get(invoice.TransactionCategory) ?? []),
      invoice,
    ]);
  }
  const [category, sameCategory] =
    [...byCategory.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  const other = overdue.find((i) => i.TransactionCategory !== category);
  if (!sameCategory || sameCategory.length < 4 || !other) {
    throw new Error('the demo data lacks four overdue AUD invoices of one category and one of another');
  }
  const [first, second, third, declined] = sameCategory as [InvoiceRow, InvoiceRow, InvoiceRow, InvoiceRow];

  await page.getByRole('link', { name: 'PAYMENTS' }).first().click();
  await expectPath(page, '/payments/All');
  await page.getByRole('button', { name: 'FILTERS' }).click();
  await chooseFilter(page, 'Filter 1', 'CURRENCY');
  await chooseFilter(page, 'CURRENCY value', 'AUD');
  await page.getByRole('button', { name: 'ADD FILTER' }).click();
  await chooseFilter(page, 'Filter 2', 'INVOICE STATUS');
  await chooseFilter(page, 'INVOICE STATUS value', 'PAYMENT OVERDUE');
  await page.getByRole('button', { name: 'APPLY FILTERS' }).click();
  await expect(page.getByRole('status').filter({ hasText: /INVOICES/ })).toContainText(
    `${overdue.length} INVOICES`,
  );

  for (const invoice of [first, second, third]) {
    const row = invoiceRow(page, invoice.TransactionNumber);
    await row.click();
    await expect(row).toHaveAttribute('aria-selected', 'true');
  }
  await invoiceRow(page, other.TransactionNumber).click();
  const builder = page.getByRole('region', { name: 'PAYMENT' });
  await expect(builder.getByRole('alert')).toContainText(BUILDER_REFUSALS.CATEGORY_MISMATCH);
  await expect(invoiceRow(page, other.TransactionNumber)).toHaveAttribute('aria-selected', 'false');

  await enterCard(page, SUCCESS_CARD);
  await expect(page.getByRole('table', { name: 'Amount to charge' })).toContainText('MERCHANT FEE');
  await page.getByRole('button', { name: 'PAY', exact: true }).click();
  await expect(page).toHaveURL(/\/payment\/completed\?paymentId=PAY/);
  const paymentId = new URL(page.url()).searchParams.get('paymentId') ?? '';
  // The test gateway settles by a signed webhook a moment later; the receipt follows it.
  await expect(page.getByText('SUCCEEDED').first()).toBeVisible({ timeout: 20_000 });
  for (const invoice of [first, second, third]) {
    await expect(page.getByRole('row', { name: new RegExp(invoice.TransactionNumber) })).toContainText(
      'FULLY PAID',
    );
  }

  // Back in the invoices, the three are fully paid and no longer payable.
  await page.getByRole('link', { name: 'BACK TO INVOICES' }).click();
  await page.getByRole('textbox', { name: /Transaction or shipment/ }).fill(first.TransactionNumber);
  await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
  await expect(invoiceRow(page, first.TransactionNumber)).toContainText('FULLY PAID');
  await expect(invoiceRow(page, first.TransactionNumber)).toHaveAttribute('aria-disabled', 'true');

  // A declined card: the error is shown and what was typed stays.
  await page.goto('/payments/All');
  await page.getByRole('textbox', { name: /Transaction or shipment/ }).fill(declined.TransactionNumber);
  await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
  await invoiceRow(page, declined.TransactionNumber).click();
  await enterCard(page, DECLINE_CARD);
  await page.getByRole('button', { name: 'PAY', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The payment did not go through' })).toContainText(
    'declined',
  );
  await expect(page.getByLabel('CARD NUMBER')).toHaveValue(DECLINE_CARD);
  await expect(page.getByLabel('EXPIRY')).toHaveValue('12/34');
  await expect(page).toHaveURL(/\/payments\//);

  // The payment is in the history and in the group's reconciliation.
  await page.getByRole('link', { name: 'PAYMENT HISTORY' }).click();
  await expectPath(page, '/payments/history');
  await expect(page.getByRole('link', { name: paymentId }).first()).toBeVisible();
  await page.goto('/account/reconciliation');
  await expect(page.getByText(paymentId).first()).toBeVisible();
});

test('staff resolve a mismatched settlement with a note', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin@navia.demo');
  await page.goto('/admin/reconciliation');
  const table = page.getByRole('table', { name: 'Reconciliation' });
  const resolve = table.getByRole('button', { name: /^Resolve mismatched/ }).first();
  await resolve.click();
  const dialog = page.getByRole('dialog', { name: /^RESOLVE/ });
  const note = `Short settlement confirmed with the bank ${Date.now()}`;
  await dialog.getByRole('textbox').fill(note);
  await dialog.getByRole('button', { name: 'RESOLVE' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByText(note)).toBeVisible();
});
