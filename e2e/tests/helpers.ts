import { DEMO_PASSWORD } from '@navia/domain/constants';
import type { ShipmentListRow } from '@navia/domain/contracts/shipments';
import { BATCH_SIZE_MAX } from '@navia/domain/rules/filters/constants';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Fills and submits a login form (hub or connect) as a person would. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('EMAIL', { exact: true }).fill(email);
  await page.getByLabel('PASSWORD', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
}

export async function expectPath(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(pathname);
}

/**
 * The logged-in user's search rows (key All), read through the API in the largest batches the
 * search allows, up to `maxBatches` batches. Tests use it to find records of a given kind.
 */
export async function allSearchRows<Row>(request: APIRequestContext, maxBatches = 10): Promise<Row[]> {
  const rows: Row[] = [];
  for (let batchNo = 1; batchNo <= maxBatches; batchNo++) {
    const res = await request.post('/api/shipments/shipmentsWithFilters', {
      data: { key: 'All', batchNo, batchSize: BATCH_SIZE_MAX },
    });
    expect(res.ok()).toBe(true);
    const { result } = (await res.json()) as { result: Row[] };
    rows.push(...result);
    if (result.length < BATCH_SIZE_MAX) break;
  }
  return rows;
}

/** The numbers of a row's containers deliverable now: unbooked, cargo available, a storage date known. */
export function deliverableContainers(row: ShipmentListRow): string[] {
  return row.Containers.filter(
    (c) =>
      c.BookedFlag === 0 &&
      !c.ConfirmedDelivery &&
      c.ShipCargoStorage !== null &&
      c.ShipCargoAvailable !== null &&
      new Date(c.ShipCargoAvailable) <= new Date(),
  ).map((c) => c.ContainerNumber);
}
