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

/**
 * Signs in through the API, as the login form does, for a test whose subject comes after the login:
 * the browser context gets the session cookie and the test opens its first screen itself, without
 * paying for the login page and the home dashboard. The sign-in flow has its own tests (sign-in.spec.ts).
 */
export async function signInByApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const answer = await page.request.post('/api/user/signin', {
    data: { email, password, loginFromConnect: false },
  });
  if (!answer.ok()) throw new Error(`signing in ${email} answered ${answer.status()}`);
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
