import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { allSearchRows, expectPath, signInByApi } from './helpers.ts';

type Row = {
  ShipKey: string | null;
  ShipNumber: string | null;
  Packing: string;
  Transport: string;
  HouseBill: string | null;
};
type Keys = { fcl: string; lcl: string; air: string; airNumber: string; fclHouseBill: string };

/**
 * Finds, through the API as the logged-in user, a sea FCL shipment whose containers carry products,
 * an LCL shipment and an air shipment (the demo data has all three for ACME), and the house bill of
 * a sea FCL shipment for the logged-out lookup.
 */
async function findKeys(request: APIRequestContext): Promise<Keys> {
  const rows = await allSearchRows<Row>(request);
  const shipments = rows.filter((r): r is Row & { ShipKey: string } => r.ShipKey !== null);
  const lcl = shipments.find((r) => r.Packing === 'LCL');
  const air = shipments.find((r) => r.Transport === 'AIR');
  const fclHouseBill = shipments.find((r) => r.Packing === 'FCL' && r.HouseBill)?.HouseBill;
  let fcl: string | undefined;
  for (const row of shipments.filter((r) => r.Packing === 'FCL')) {
    const res = await request.post(`/api/shipments/${row.ShipKey}/details/general`, {
      data: { shipKey: row.ShipKey, shipOrd: '-' },
    });
    const detail = (await res.json()) as { SKUDetails: unknown[] };
    if (detail.SKUDetails.length > 0) {
      fcl = row.ShipKey;
      break;
    }
  }
  if (!fcl || !lcl || !air?.ShipNumber || !fclHouseBill)
    throw new Error('the demo data lacks an FCL, LCL or air shipment');
  return { fcl, lcl: lcl.ShipKey, air: air.ShipKey, airNumber: air.ShipNumber, fclHouseBill };
}

async function signInAsImporter(page: Page) {
  await signInByApi(page, 'importer@acme.demo');
}

const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('an importer opens a sea FCL, an LCL and an air shipment, expands products and sees the CO2 figure', async ({
  page,
}) => {
  // Three shipment pages with all their panels: 21 to 26 s measured at load 8 to 30 on 2 cores.
  test.slow();
  await signInAsImporter(page);
  const keys = await findKeys(page.request);

  await page.goto(`/shipment/${keys.fcl}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^SHIPMENT S\d+/);
  await expect(page.getByRole('img', { name: 'Sea freight' })).toBeVisible();
  await expect(panel(page, 'SHIPPING STATUS').getByRole('progressbar')).toBeVisible();
  const containers = panel(page, 'CONTAINER DETAILS');
  await containers
    .getByRole('button', { name: /^Show products of / })
    .first()
    .click();
  await expect(containers.getByRole('columnheader', { name: 'PRODUCT DESC.' })).toBeVisible();
  await expect(containers.getByRole('columnheader', { name: 'QTY RECEIVED' })).toBeVisible();
  await expect(page.getByTestId('record-co2e')).toHaveText(/^[\d,]+\.\d{2} KGS$/);

  await page.goto(`/shipment/${keys.lcl}`);
  await expect(panel(page, 'CARGO').getByRole('columnheader', { name: 'DESCRIPTION' })).toBeVisible();
  await expect(panel(page, 'CONTAINER DETAILS')).toHaveCount(0);

  await page.goto(`/shipment/${keys.air}`);
  await expect(page.getByRole('img', { name: 'Air freight' })).toBeVisible();
  await expect(panel(page, 'PLANNED ROUTE').getByRole('columnheader', { name: 'LOAD PORT' })).toBeVisible();
  await expect(page.getByTestId('record-co2e')).toHaveText(/KGS$/);
});

test('an importer uploads a PDF to a shipment and downloads it again', async ({ page }) => {
  await signInAsImporter(page);
  const keys = await findKeys(page.request);
  await page.goto(`/shipment/${keys.fcl}`);
  const documents = panel(page, 'DOCUMENTS');
  const pdf = Buffer.from(
    `%PDF-1.4\n% e2e ${Date.now()}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
  const name = `e2e-invoice-${Date.now()}.pdf`;
  await documents
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer: pdf });
  await documents.getByRole('button', { name: 'UPLOAD' }).click();
  const link = documents.getByRole('link', { name });
  await expect(link).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(name);
  const path = await download.path();
  expect((await readFile(path)).equals(pdf)).toBe(true);
});

test('a logged-out visitor looks a shipment up by house bill and sees its summary', async ({
  browser,
  page,
}) => {
  const insider = await browser.newContext();
  const insiderPage = await insider.newPage();
  await signInAsImporter(insiderPage);
  const { fclHouseBill } = await findKeys(insiderPage.request);
  await insider.close();

  await page.goto('/login');
  const lookup = page.getByRole('region', { name: 'RUN A QUICK RECORD LOOKUP' });
  await lookup.getByRole('button', { name: 'SEARCH' }).click();
  await expect(lookup.getByText('This field is required.')).toHaveCount(2);
  await lookup.getByRole('combobox', { name: 'SEARCH TYPE' }).click();
  await page.getByRole('option', { name: 'HOUSE BILL OF LADING' }).click();
  await lookup.getByLabel('NUMBER').fill(fclHouseBill.toLowerCase());
  await lookup.getByRole('button', { name: 'SEARCH' }).click();

  const results = lookup.getByRole('table', { name: 'Lookup results' });
  await expect(results.getByRole('columnheader')).toHaveText(['SHIP. NO.', 'ETD', 'ETA']);
  await results
    .getByRole('button', { name: /^Open shipment / })
    .first()
    .click();

  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('img', { name: 'Sea freight' })).toBeVisible();
  for (const name of ['SHIPPING STATUS', 'KEY DATES', 'REFERENCE NUMBERS', 'CONTAINER DETAILS']) {
    await expect(modal.getByRole('region', { name, exact: true })).toBeVisible();
  }
  await expect(modal.getByRole('region', { name: 'PLANNED ROUTE' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: /favourites|priority/i })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: /^Show products of / })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Close' }).click();
  await expect(modal).toHaveCount(0);
});

test('an importer finds a shipment in the tracking search and opens it from its row', async ({ page }) => {
  await signInAsImporter(page);
  const keys = await findKeys(page.request);
  await page.goto('/tracking/All');
  await page.getByRole('textbox', { name: 'Search shipments and orders' }).fill(keys.airNumber);
  await page.keyboard.press('Enter');
  await page.getByRole('cell', { name: keys.airNumber, exact: true }).first().click();
  await expectPath(page, `/shipment/${keys.air}`);
  await expect(page.getByRole('img', { name: 'Air freight' })).toBeVisible();
});
