/**
 * Issue 11 "Done when": an importer subscribes to a shipment with CHANGE IN ARRIVAL DATE and
 * CONFIRMED ARRIVAL, the carrier simulator posts a new ETA and then an actual arrival, two toasts
 * appear, the bell counts them, NOTIFICATIONS lists both, and a click lands on the shipment showing
 * the new ETA and the ARRIVED milestone.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { ShipmentListRow } from '@navia/domain/contracts/shipments';
import { NOTIFICATION_TYPE_LABELS, RECORD_POPUP_TYPES } from '@navia/domain/rules/notifications';
import { expect, test } from './fixtures.ts';
import { allSearchRows, signInByApi } from './helpers.ts';

const run = promisify(execFile);
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs `npm run simulate:carrier` for one step against the e2e server. */
async function simulate(baseURL: string, shipNumber: string, step: 'eta' | 'arrival') {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      'scripts/simulate-carrier.ts',
      '--shipment',
      shipNumber,
      '--url',
      baseURL,
      '--step',
      step,
    ],
    { cwd: REPO_ROOT, timeout: 60_000 },
  );
  return stdout;
}

test('a subscribed importer hears of a new ETA and an arrival from the carrier, live', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signInByApi(page, 'importer@acme.demo');
  // The live listener runs on an open screen of the app.
  await page.goto('/');

  // A sea shipment on its way, with ports, a bill of lading and no arrival yet.
  const rows = await allSearchRows<ShipmentListRow>(page.request);
  const row = rows.find(
    (r) =>
      r.ShipKey &&
      r.ShipNumber &&
      r.Transport === 'SEA' &&
      r.Packing === 'FCL' &&
      r.MasterBill &&
      r.LoadPort &&
      r.DischargePort &&
      !r.ATA &&
      r.Containers.length > 0,
  );
  if (!row?.ShipKey || !row.ShipNumber)
    throw new Error('the demo data has no FCL shipment in transit for ACME');

  await page.goto(`/shipment/${encodeURIComponent(row.ShipKey)}`);
  await page.getByRole('button', { name: 'Notifications for this record: off' }).click();
  const popup = page.getByRole('dialog');
  for (const type of RECORD_POPUP_TYPES) {
    const box = popup.getByRole('checkbox', { name: NOTIFICATION_TYPE_LABELS[type], exact: true });
    const wanted = type === 'changeArrivalDate' || type === 'confirmedArrival';
    if ((await box.isChecked()) !== wanted) await box.click();
  }
  await popup.getByRole('button', { name: 'SAVE', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Notifications for this record: on' })).toBeVisible();

  // The live toast needs the page's realtime connection: it opens once the home page has loaded,
  // a few seconds after 'load' on a busy machine, and an event sent before it is only in the bell.
  const live = page.waitForEvent('websocket', (ws) => ws.url().includes('/socket.io/'));
  await page.goto('/');
  await live;
  await simulate(baseURL ?? '', row.ShipNumber, 'eta');
  await expect(page.getByText('Change in arrival date').first()).toBeVisible({ timeout: 10_000 });
  await simulate(baseURL ?? '', row.ShipNumber, 'arrival');
  await expect(page.getByText('Arrival confirmed').first()).toBeVisible({ timeout: 10_000 });

  const bell = page.getByRole('button', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const list = page.getByRole('list', { name: 'UNREAD (2)' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).toContainText(`Shipment N° ${row.ShipNumber}`);

  await list.getByText('Arrival confirmed').click();
  await expect(page).toHaveURL(new RegExp(`/shipment/${encodeURIComponent(row.ShipKey)}`));
  await expect(page.getByText('ARRIVED').first()).toBeVisible();
  // The history shows where the ETA came from.
  await expect(page.getByText(/dates? recorded/)).toBeVisible();
});
