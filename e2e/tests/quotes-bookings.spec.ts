import type { ShipmentListRow } from '@navia/domain/contracts/shipments';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { allSearchRows, expectPath, signInByApi } from './helpers.ts';

/**
 * Issue 18 end to end: a quote with options, accepted and booked through the real form and dialogs,
 * confirmed by staff into a shipment; a manual quote priced by staff; BOOK AGAIN; the quotes
 * permission refused. Every test makes its own quote and booking (other specs share the server).
 */

const IMPORTER = 'importer@acme.demo';
const STAFF = 'staff@navia.demo';
const EXPORTER = 'exporter@kiwi.demo';

/** A weekday `days` ahead (UTC), far enough to be offered by every future-only picker. */
function weekdayAhead(days: number): Date {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/**
 * Picks a day in a Mantine date picker opened from `input`: the first enabled day from `from` on
 * (a public holiday is disabled), moving month by month. Days are labelled 'D MMMM YYYY'.
 */
async function pickDay(page: Page, input: Locator, from: Date): Promise<Date> {
  await input.click();
  const dropdown = page
    .locator('.mantine-Popover-dropdown')
    .filter({ has: page.locator('table') })
    .last();
  await expect(dropdown).toBeVisible();
  const day = new Date(from);
  for (let tries = 0; tries < 10; tries++) {
    const label = day.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    let button = dropdown.getByRole('button', { name: label, exact: true });
    for (let i = 0; i < 3 && (await button.count()) === 0; i++) {
      await dropdown.locator('button[data-direction="next"]').click();
      button = dropdown.getByRole('button', { name: label, exact: true });
    }
    const enabled = button.and(page.locator(':not([disabled]):not([data-disabled])'));
    if (await enabled.count()) {
      await enabled.first().click();
      return day;
    }
    day.setUTCDate(day.getUTCDate() + 1);
  }
  throw new Error('no enabled day in the picker');
}

/** Types in a port type-ahead and picks the port with that UN/LOCODE. */
async function choosePort(page: Page, label: string, code: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(code);
  await page.getByRole('option').filter({ hasText: code }).first().click();
}

type QuoteAnswer = { quote: { _id: string; quoteNumber: string; status: string } };

/** Fills /getQuote for one 40HC and asks; answers the quote the server made. */
async function askQuote(
  page: Page,
  { origin, destination, dangerous }: { origin: string; destination: string; dangerous: boolean },
): Promise<QuoteAnswer['quote']> {
  await page.goto('/getQuote');
  const form = page.getByRole('form', { name: 'GET A QUOTE' });
  await expect(form).toBeVisible();
  await choosePort(page, 'ORIGIN PORT', origin);
  await choosePort(page, 'DESTINATION PORT', destination);
  await pickDay(page, form.getByRole('button', { name: 'READY DATE', exact: true }), weekdayAhead(20));
  await form.getByRole('textbox', { name: 'CARGO WEIGHT PER CONTAINER (KG) 1' }).fill('12000');
  await form.getByRole('textbox', { name: 'COMMODITY' }).fill('E2E FURNITURE');
  if (dangerous) await form.getByRole('switch', { name: 'DANGEROUS GOODS' }).check({ force: true });
  const answer = page.waitForResponse(
    (r) => r.url().endsWith('/api/quotes/getQuote') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'GET QUOTE', exact: true }).click();
  const res = await answer;
  expect(res.ok()).toBe(true);
  return ((await res.json()) as QuoteAnswer).quote;
}

/**
 * In Select an Organisation: opens the first organisation, adds a new address through Enter
 * Organization Details (refused first with a postcode over 10 characters) and so chooses it.
 */
async function chooseWithNewAddress(page: Page, street: string, checkPostcode: boolean) {
  const picker = page.getByRole('dialog', { name: 'Select an Organisation' });
  await expect(picker).toBeVisible();
  const orgs = picker.getByRole('list', { name: 'Organisations' });
  await orgs.getByRole('button').first().click();
  await picker.getByRole('button', { name: 'ADD NEW ADDRESS' }).click();

  const details = page.getByRole('dialog', { name: 'Enter Organization Details' });
  await expect(details).toBeVisible();
  await details.getByRole('textbox', { name: 'ADDRESS', exact: true }).fill(street);
  await details.getByRole('textbox', { name: 'CITY', exact: true }).fill('MELBOURNE');
  await details.getByRole('textbox', { name: 'STATE', exact: true }).fill('VIC');
  const postcode = details.getByRole('textbox', { name: 'POSTCODE', exact: true });
  if (checkPostcode) {
    await postcode.fill('30000000000000');
    await postcode.blur();
    await expect(details.getByText('Postcode must be at most 10 characters')).toBeVisible();
  }
  await postcode.fill('3000');
  if (checkPostcode) await expect(details.getByText('Postcode must be at most 10 characters')).toBeHidden();
  const country = details.getByRole('combobox', { name: 'COUNTRY', exact: true });
  await country.fill('Australia');
  await page
    .getByRole('option', { name: /^Australia/ })
    .first()
    .click();
  await details.getByRole('button', { name: 'SUBMIT', exact: true }).click();
  await expect(details).toBeHidden();
  await expect(picker).toBeHidden();
}

test('an importer quotes CNSHA→AUMEL 40HC, accepts an option, books it; staff confirm it into a shipment', async ({
  page,
  browser,
}) => {
  // Two users, the quote, the booking form with two dialogs, a confirmation and a search.
  test.slow();
  await signInByApi(page, IMPORTER);
  const quote = await askQuote(page, { origin: 'CNSHA', destination: 'AUMEL', dangerous: false });
  expect(quote.status).toBe('INSTANT');

  const results = page.getByRole('region', { name: `QUOTE ${quote.quoteNumber}` });
  await expect(results).toBeVisible();
  const cards = results.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  const first = cards.first();
  await expect(first.getByText('CO2E:')).toBeVisible();
  await expect(first.getByText(/TRANSIT:/)).toBeVisible();
  await first.getByRole('button', { name: 'SHOW PRICE BREAKDOWN' }).click();
  const breakdown = first.getByRole('table', { name: /^PRICE BREAKDOWN/ });
  await expect(breakdown).toBeVisible();
  expect(await breakdown.getByRole('row').count()).toBeGreaterThan(2);
  await first.getByRole('button', { name: /^ACCEPT / }).click();

  // The booking form, pre-filled from the quote.
  await expect.poll(() => new URL(page.url()).pathname).toBe('/bookings');
  expect(new URL(page.url()).searchParams.get('quote')).toBe(quote._id);
  // The booking form is a chunk of its own: on a loaded machine it takes a few seconds.
  await expect(page.getByText(`PRE-FILLED FROM QUOTE ${quote.quoteNumber}.`)).toBeVisible({
    timeout: 15_000,
  });
  const form = page.getByRole('form', { name: 'BOOKING FORM' });
  await expect(form.getByRole('textbox', { name: 'ORIGIN PORT', exact: true })).toHaveValue(/CNSHA/);
  await expect(form.getByRole('textbox', { name: 'DESTINATION PORT', exact: true })).toHaveValue(/AUMEL/);
  const line = form.getByRole('group', { name: 'CARGO LINE 1' });
  await expect(line.getByRole('textbox', { name: 'DESCRIPTION' })).toHaveValue('E2E FURNITURE');
  await expect(form.getByRole('button', { name: 'READY DATE', exact: true })).toContainText(/\d{4}/);

  // The parties: the shipper with a new address (the postcode rule shown first), then the consignee.
  await form.getByRole('button', { name: 'CHOOSE SHIPPER' }).click();
  await chooseWithNewAddress(page, `${Date.now()} E2E WHARF ROAD`, true);
  await expect(form.getByRole('button', { name: 'CHANGE SHIPPER' })).toBeVisible();
  await form.getByRole('button', { name: 'CHOOSE CONSIGNEE' }).click();
  await chooseWithNewAddress(page, '1 E2E COLLINS STREET', false);
  await expect(form.getByRole('button', { name: 'CHANGE CONSIGNEE' })).toBeVisible();

  // A document goes with the booking (sent once it is submitted), and later with its shipment.
  await form.locator('input[type="file"]').setInputFiles({
    name: 'e2e packing list.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  });
  await expect(form.getByRole('list', { name: 'Documents to send' })).toContainText('e2e packing list.pdf');

  const submitted = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/bookings' && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'SUBMIT BOOKING' }).click();
  expect((await submitted).ok()).toBe(true);
  await expect.poll(() => new URL(page.url()).searchParams.get('booking')).not.toBeNull();
  const bookingId = new URL(page.url()).searchParams.get('booking') as string;
  const drawer = page.getByRole('dialog', { name: 'BOOKING' });
  await expect(drawer.locator('.mantine-Badge-root')).toHaveText('SUBMITTED');
  await expect(drawer.getByText(/^BOOKING SUBMITTED\./)).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'e2e packing list.pdf' })).toBeVisible();

  // Staff confirm it, in a context of their own.
  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const staff = await staffContext.newPage();
    await signInByApi(staff, STAFF);
    await staff.goto(`/bookings?booking=${bookingId}`);
    const staffDrawer = staff.getByRole('dialog', { name: 'BOOKING' });
    await staffDrawer.getByRole('button', { name: 'CONFIRM', exact: true }).click();
    await expect(staffDrawer.locator('.mantine-Badge-root')).toHaveText('CONFIRMED');
    await expect(staffDrawer.getByRole('link', { name: /^OPEN SHIPMENT / })).toBeVisible();
  } finally {
    await staffContext.close();
  }

  // The importer sees it confirmed, and its shipment in tracking.
  await page.goto(`/bookings?booking=${bookingId}`);
  await expect(drawer.locator('.mantine-Badge-root')).toHaveText('CONFIRMED');
  const link = drawer.getByRole('link', { name: /^OPEN SHIPMENT / });
  const shipNumber = ((await link.textContent()) ?? '').replace('OPEN SHIPMENT ', '').trim();
  expect(shipNumber).not.toBe('');
  // The booking's document is the shipment's now.
  await link.click();
  const documents = page.getByRole('region', { name: 'DOCUMENTS', exact: true });
  await expect(documents.getByRole('link', { name: 'e2e packing list.pdf' })).toBeVisible({
    timeout: 15_000,
  });
  await page.goto('/tracking/All');
  await page.getByRole('textbox', { name: 'Search shipments and orders' }).fill(shipNumber);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('cell', { name: shipNumber, exact: true }).first()).toBeVisible();
});

test('a dangerous-goods quote goes to the team; staff price it and the importer sees it priced, with a notification', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInByApi(page, IMPORTER);
  const quote = await askQuote(page, { origin: 'CNSHA', destination: 'AUMEL', dangerous: true });
  expect(quote.status).toBe('AWAITING_PRICE');
  await expect(page.getByText('YOUR REQUEST HAS GONE TO OUR TEAM FOR PRICING')).toBeVisible();

  const staffContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const staff = await staffContext.newPage();
    await signInByApi(staff, STAFF);
    await staff.goto(`/quotes?quote=${quote._id}`);
    const dialog = staff.getByRole('dialog', { name: `QUOTE ${quote.quoteNumber}` });
    const price = dialog.getByRole('form', { name: 'PRICE THIS QUOTE' });
    // A cold page: the quotes list, its dialog and the pricing form load their chunks first.
    await expect(price).toBeVisible({ timeout: 15_000 });
    await price.getByRole('textbox', { name: 'CARRIER OF OPTION 1' }).fill('E2E LINE');
    await price.getByRole('textbox', { name: 'SERVICE LEVEL OF OPTION 1' }).fill('DG SERVICE');
    await price.getByRole('textbox', { name: 'TRANSIT DAYS OF OPTION 1' }).fill('24');
    await pickDay(
      staff,
      price.getByRole('button', { name: 'VALID UNTIL OF OPTION 1', exact: true }),
      weekdayAhead(10),
    );
    await price.getByRole('textbox', { name: 'AMOUNT 1 OF OPTION 1' }).fill('2500.00');
    const priced = staff.waitForResponse((r) => r.url().includes(`/api/quotes/${quote._id}/price`));
    await price.getByRole('button', { name: 'SEND PRICE' }).click();
    expect((await priced).ok()).toBe(true);
    await expect(dialog.getByText('PRICED', { exact: true }).first()).toBeVisible();
  } finally {
    await staffContext.close();
  }

  await page.goto('/quotes');
  await page.getByRole('textbox', { name: 'SEARCH', exact: true }).fill(quote.quoteNumber);
  const row = page.getByRole('row').filter({ hasText: quote.quoteNumber });
  await expect(row.getByText('PRICED', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `OPEN QUOTE ${quote.quoteNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `QUOTE ${quote.quoteNumber}` });
  await expect(dialog.getByRole('article').filter({ hasText: 'E2E LINE' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^ACCEPT E2E LINE/ })).toBeVisible();

  // The notification of the price (the bell's source).
  await expect
    .poll(async () => {
      const self = (await (await page.request.get('/api/user/getUpdatedSelf')).json()) as {
        user?: { notifications?: { text: string }[] };
      };
      return (self.user?.notifications ?? []).some(
        (n) => n.text.includes(quote.quoteNumber) && /priced/i.test(n.text),
      );
    })
    .toBe(true);
});

test('BOOK AGAIN on a shipment detail pre-fills a booking', async ({ page }) => {
  await signInByApi(page, IMPORTER);
  const rows = await allSearchRows<ShipmentListRow>(page.request, 1);
  const row = rows.find((r) => r.ShipKey !== null && r.Transport === 'SEA');
  if (!row?.ShipKey) throw new Error('the demo data has no sea shipment for ACME');
  await page.goto(`/shipment/${row.ShipKey}`);
  await page.getByRole('link', { name: 'BOOK AGAIN' }).click();
  await expectPath(page, `/bookings?shipKey=${encodeURIComponent(row.ShipKey)}`);
  await expect(page.getByRole('heading', { name: 'BOOK AGAIN' })).toBeVisible();
  await expect(page.getByText(`PRE-FILLED FROM SHIPMENT ${row.ShipKey}.`)).toBeVisible();
  const form = page.getByRole('form', { name: 'BOOKING FORM' });
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'ORIGIN PORT', exact: true })).not.toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'DESTINATION PORT', exact: true })).not.toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'TRANSPORT MODE' })).toHaveValue('SEA');
  await expect(form.getByRole('button', { name: /^(CHANGE|CHOOSE) SHIPPER$/ })).toBeVisible();
});

test('an exporter without the quotes permission is refused /getQuote and its API', async ({ page }) => {
  await signInByApi(page, EXPORTER);
  await page.goto('/getQuote');
  await expect.poll(() => new URL(page.url()).pathname).toBe('/nopermission');
  const res = await page.request.post('/api/quotes/getQuote', {
    data: {
      origin: 'CNSHA',
      destination: 'AUMEL',
      mode: 'SEA_FCL',
      pieces: [],
      containers: [{ containerType: '40HC', quantity: 1, weightKg: 12000 }],
      readyDate: isoDay(weekdayAhead(20)),
      incoterm: 'FOB',
      handlingMethod: 'ASK',
      dangerousGoods: false,
      outOfGauge: false,
      commodity: 'E2E',
    },
  });
  expect(res.status()).toBe(403);
});
