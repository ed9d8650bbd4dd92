import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'navia-demo-2026';

/** Fills and submits a login form (hub or connect) as a person would. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('EMAIL', { exact: true }).fill(email);
  await page.getByLabel('PASSWORD', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
}

export async function expectPath(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(pathname);
}
