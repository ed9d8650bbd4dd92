import type { ShipmentListRow } from '@navia/domain/contracts/shipments';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { allSearchRows, deliverableContainers, signInByApi } from './helpers.ts';

const deliverable = (row: ShipmentListRow) => new Set(deliverableContainers(row));

/**
 * Finds, through the API as the logged-in importer, an FCL import with two deliverable boxes and
 * an LCL import with one, both of the destination's data source and without any request yet. Tests
 * run in parallel on one database, so each flow takes a different shipment.
 */
async function findShipments(
  request: APIRequestContext,
): Promise<{ fcl: ShipmentListRow; lcl: ShipmentListRow }> {
  const rows = await allSearchRows<ShipmentListRow>(request);
  const candidates = rows.filter(
    (r) => r.ShipKey !== null && r.Direction === 'IMPORT' && r.DataSource === r.Destination.slice(0, 2),
  );
  const fresh = async (row: ShipmentListRow) => {
    const res = await request.get(`/api/shipments/${row.ShipKey}/deliveryRequests`);
    return ((await res.json()) as { result: unknown[] }).result.length === 0;
  };
  let fcl: ShipmentListRow | undefined;
  let lcl: ShipmentListRow | undefined;
  for (const row of candidates) {
    // Exactly two boxes, both deliverable (the seed pins such a shipment in every group).
    const boxes = new Set(row.Containers.map((c) => c.ContainerNumber));
    if (
      !fcl &&
      row.Packing === 'FCL' &&
      boxes.size === 2 &&
      deliverable(row).size === 2 &&
      (await fresh(row))
    )
      fcl = row;
    if (!lcl && row.Packing === 'LCL' && deliverable(row).size >= 1 && (await fresh(row))) lcl = row;
  }
  if (!fcl || !lcl) throw new Error('the demo data lacks a deliverable FCL or LCL import');
  return { fcl, lcl };
}

async function signIn(page: Page, email: string) {
  await signInByApi(page, email);
}

/** The next weekday at least `days` days ahead, as the picker's day number and its ISO day. */
function weekdayAhead(days: number): Date {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day;
}

/** Picks a day in an open Mantine date picker, moving to its month first. */
async function pickDay(page: Page, input: Locator, day: Date) {
  await input.click();
  const dropdown = page
    .locator('.mantine-Popover-dropdown')
    .filter({ has: page.locator('table') })
    .last();
  await expect(dropdown).toBeVisible();
  const label = day.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  for (let i = 0; i < 3; i++) {
    const button = dropdown.getByRole('button', { name: label, exact: true });
    if (await button.count()) {
      await button.click();
      return;
    }
    await dropdown.locator('button[data-direction="next"]').click();
  }
  throw new Error(`no day ${label} in the picker`);
}

async function chooseOption(page: Page, field: Locator, option: string | RegExp) {
  await field.click();
  await page.getByRole('option', { name: option }).first().click();
}

test('an importer arranges delivery of two FCL containers with a custom address and the copy icon; staff confirm it', async ({
  page,
  browser,
}) => {
  // Two users, the wizard's three steps and a confirmation: 32 to 48 s measured at load 8 to 30 on 2 cores.
  test.slow();
  await signIn(page, 'importer@acme.demo');
  const { fcl } = await findShipments(page.request);
  const boxes = [...deliverable(fcl)];
  await page.goto(`/shipment/${fcl.ShipKey}`);
  await page.getByRole('button', { name: `ARRANGE DELIVERY for ${fcl.ShipNumber}` }).click();

  const wizard = page.getByRole('dialog', { name: 'CONTAINER DELIVERY' });
  await expect(wizard).toBeVisible();
  for (const box of boxes) await wizard.getByRole('checkbox', { name: box, exact: true }).check();
  await wizard.getByRole('button', { name: 'NEXT' }).click();

  const step2 = page.getByRole('dialog', { name: 'DELIVERY LOCATION' });
  await expect(step2).toBeVisible();
  // Forward is refused until everything is filled in.
  await step2.getByRole('button', { name: 'NEXT' }).click();
  await expect(step2.getByText('PLEASE FIX ERRORS ABOVE')).toBeVisible();

  await chooseOption(
    page,
    step2.getByRole('combobox', { name: 'DELIVERY ADDRESS', exact: true }),
    'CUSTOM ADDRESS',
  );
  await step2.getByRole('textbox', { name: 'NEW ADDRESS' }).fill('12 Test Lane, Dandenong VIC 3175');

  const first = step2.getByRole('group', { name: boxes[0] });
  await chooseOption(
    page,
    first.getByRole('combobox', { name: 'MODE', exact: true }),
    'Hand unload from side loader',
  );
  // A weekday three weeks out is after the storage date: the storage warning shows, without blocking.
  await pickDay(page, first.getByRole('button', { name: 'DATE', exact: true }), weekdayAhead(21));
  await chooseOption(page, first.getByRole('combobox', { name: 'PROPOSED TIME', exact: true }), '10:00AM');
  await expect(
    first.getByText(
      'Delivery Date: The date selected means your cargo will incur storage. Please select another date or confirm you accept the storage if incurred.',
    ),
  ).toBeVisible();
  await step2.getByRole('button', { name: `Copy ${boxes[0]} to the container below (${boxes[1]})` }).click();
  const second = step2.getByRole('group', { name: boxes[1] });
  await expect(second.getByRole('combobox', { name: 'PROPOSED TIME', exact: true })).toHaveValue('10:00AM');
  await step2.getByLabel('ADDITIONAL NOTES', { exact: true }).fill('call before arrival');
  await expect(step2.getByLabel('ADDITIONAL NOTES', { exact: true })).toHaveValue('CALL BEFORE ARRIVAL');
  await step2.getByRole('button', { name: 'NEXT' }).click();

  const summary = page.getByRole('dialog', { name: 'SUMMARY' });
  await expect(summary.getByText('PLEASE CONFIRM THE INFORMATION BELOW BEFORE SUBMITTING')).toBeVisible();
  await expect(summary.getByText('12 Test Lane, Dandenong VIC 3175')).toBeVisible();
  await summary.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(summary).toBeHidden();

  // The request shows on the shipment, and its e-mail waits in the outbox for the team.
  const requests = page.getByRole('region', { name: 'DELIVERY REQUESTS' });
  await expect(requests.getByText('REQUESTED', { exact: true })).toBeVisible();
  await expect(requests.getByText('12 Test Lane, Dandenong VIC 3175')).toBeVisible();

  // Staff confirm it; the customer's buttons are then disabled.
  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signIn(staffPage, 'staff@navia.demo');
  await staffPage.goto(`/shipment/${fcl.ShipKey}`);
  const staffRequests = staffPage.getByRole('region', { name: 'DELIVERY REQUESTS' });
  await staffRequests.getByRole('button', { name: 'CONFIRM DELIVERY request' }).click();
  await staffRequests.getByRole('button', { name: 'CONFIRM DELIVERY?' }).click();
  await expect(staffRequests.getByText('CONFIRMED', { exact: true })).toBeVisible();
  await staffContext.close();

  // Every box is booked now: the detail screen no longer offers the dialogs (decision 008).
  await page.reload();
  await expect(page.getByRole('heading', { name: `SHIPMENT ${fcl.ShipNumber}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `ARRANGE DELIVERY for ${fcl.ShipNumber}` })).toHaveCount(0);
  await page.goto('/delivery/All');
  await page.getByRole('textbox', { name: 'Search shipments and orders' }).fill(fcl.ShipNumber ?? '');
  await page.keyboard.press('Enter');
  const row = page
    .getByRole('row')
    .filter({ hasText: fcl.ShipNumber ?? '' })
    .first();
  // hub §4: once the delivery is confirmed both buttons are disabled for the customer.
  await expect(
    row.getByRole('button', { name: `DELIVERY for ${fcl.ShipNumber}`, exact: true }),
  ).toBeDisabled();
  await expect(row.getByRole('button', { name: `EARLIEST DELIVERY for ${fcl.ShipNumber}` })).toBeDisabled();
});

test('an importer books an earliest delivery for an LCL shipment from the search table', async ({ page }) => {
  // Search table, dialog and shipment page: 21 to 27 s measured at load 8 to 30 on 2 cores.
  test.slow();
  await signIn(page, 'importer@acme.demo');
  const { lcl } = await findShipments(page.request);
  // The deliveries search shows the DELIVERY and EARLIEST DELIVERY columns.
  await page.goto('/delivery/All');
  await page.getByRole('textbox', { name: 'Search shipments and orders' }).fill(lcl.ShipNumber ?? '');
  await page.keyboard.press('Enter');
  const row = page
    .getByRole('row')
    .filter({ hasText: lcl.ShipNumber ?? '' })
    .first();
  await row.getByRole('button', { name: `EARLIEST DELIVERY for ${lcl.ShipNumber}` }).click();

  const dialog = page.getByRole('dialog', { name: 'EARLIEST DELIVERY' });
  await expect(dialog.getByText('SELECT THE PERIOD OF THE DAY')).toBeVisible();
  await expect(dialog.getByText('EMPTY RETURN BY')).toHaveCount(0);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'DELIVERY ADDRESS', exact: true }), /./);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'MODE', exact: true }), 'Trailer drop');
  await dialog.getByRole('radio', { name: 'PM' }).check();
  await dialog.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('EARLIEST DELIVERY REQUESTED')).toBeVisible();

  const res = await page.request.get(`/api/shipments/${lcl.ShipKey}/deliveryRequests`);
  const { result } = (await res.json()) as {
    result: { kind: string; period: string; containers: { pickupTime: { text: string } }[] }[];
  };
  expect(result).toHaveLength(1);
  expect(result[0]).toMatchObject({ kind: 'EARLIEST', period: 'PM' });
  expect(result[0]?.containers[0]?.pickupTime.text).toBe('6:00PM');
});
