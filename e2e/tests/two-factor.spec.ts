/**
 * Issue 15, "Staff sign-in with TOTP": a staff user enrols on /settings/security, signs out, signs in
 * with an authentication code, then with a recovery code. It uses security@navia.demo (seeded for
 * this spec) because staff keep two-factor sign-in once enrolled, and other specs sign in as
 * staff@navia.demo. The server runs on the real clock: this process computes the codes from the key
 * the page shows, as an authenticator app would, for a chosen time step (the server accepts the step
 * before and after its own), so no test waits for the clock.
 */
import { DEMO_PASSWORD } from '@navia/domain/constants';
import { userEndpoints } from '@navia/domain/contracts/user';
import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { checkAccessibility, expect, test } from './fixtures.ts';
import { logIn } from './helpers.ts';

const SECURITY_STAFF = 'security@navia.demo';
const PERIOD = 30;

const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD);
const codeAt = (secret: string, step: number) => generateSync({ secret, epoch: step * PERIOD });

async function signedInEmail(page: Page) {
  const self = await page.request.get(userEndpoints.getUpdatedSelf.path);
  return self.ok() ? ((await self.json()) as { user: { email: string } }).user.email : null;
}

async function signOut(page: Page) {
  await page.request.post(userEndpoints.forget.path);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'LOG IN' })).toBeVisible();
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  const res = await page.request.put(userEndpoints.theme.path, { data: { theme } });
  expect(res.ok()).toBe(true);
}

/** The password step answered twoFactorRequired: the code step is showing. */
async function reachCodeStep(page: Page) {
  await logIn(page, SECURITY_STAFF, DEMO_PASSWORD);
  await expect(page.getByRole('form', { name: 'TWO-FACTOR SIGN-IN' })).toBeVisible();
  await expect(page.getByText(`Signing in as ${SECURITY_STAFF}`)).toBeVisible();
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ viewport: { width: 360, height: 800 }, colorScheme: 'light' });

test('staff enrol in two-factor sign-in, then sign in with a code and with a recovery code', async ({
  page,
}, testInfo) => {
  const shot = async (name: string) => {
    const path = testInfo.outputPath(`${name.replaceAll(/[^a-z0-9]+/gi, '-')}.png`);
    await page.screenshot({ path, fullPage: true });
    await testInfo.attach(name, { path, contentType: 'image/png' });
  };

  // Enrol (the set-up page in both themes).
  await page.goto('/login');
  await logIn(page, SECURITY_STAFF);
  await expect.poll(() => signedInEmail(page)).toBe(SECURITY_STAFF);
  await setTheme(page, 'dark');
  await page.goto('/settings/security');
  await page.getByRole('button', { name: 'SET UP TWO-FACTOR SIGN-IN' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your two-factor sign-in key' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await checkAccessibility(page, 'two-factor set-up (dark)');
  await shot('two-factor set-up, dark, 360 px');

  // A new START replaces the pending key; the light theme's screenshot is of the key that is confirmed.
  await setTheme(page, 'light');
  await page.reload();
  await page.getByRole('button', { name: 'SET UP TWO-FACTOR SIGN-IN' }).click();
  await expect(page.getByRole('img', { name: 'QR code of your two-factor sign-in key' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await checkAccessibility(page, 'two-factor set-up (light)');
  await shot('two-factor set-up, light, 360 px');
  const secret = ((await page.getByLabel('Manual key').textContent()) ?? '').replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const confirmStep = stepNow();
  const confirm = page.getByRole('form', { name: 'CONFIRM THE SET-UP' });
  await confirm.getByLabel('AUTHENTICATION CODE').fill(codeAt(secret, confirmStep));
  await confirm.getByRole('button', { name: 'CONFIRM' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await list.getByRole('listitem').allTextContents();
  await checkAccessibility(page, 'two-factor recovery codes');
  await shot('two-factor recovery codes, light, 360 px');
  await page.getByRole('button', { name: 'I HAVE SAVED THEM' }).click();
  await expect(page.getByText('10 of 10 recovery codes left. A new set replaces the old one.')).toBeVisible();
  // Staff keep it: no TURN OFF.
  await expect(page.getByRole('button', { name: 'TURN OFF' })).toHaveCount(0);

  // Sign in with a code: the password alone no longer signs in.
  await signOut(page);
  await reachCodeStep(page);
  expect(await signedInEmail(page)).toBeNull();
  await expect(page.getByLabel('AUTHENTICATION CODE')).toBeFocused();
  await checkAccessibility(page, 'login code step (light)');
  await shot('login code step, light, 360 px');
  // The confirming code is spent; the next step's code is what the app shows 30 s later.
  await page.getByLabel('AUTHENTICATION CODE').fill(codeAt(secret, confirmStep));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid authentication code');
  await page.getByLabel('AUTHENTICATION CODE').fill(codeAt(secret, confirmStep + 1));
  await page.keyboard.press('Enter');
  await expect.poll(() => signedInEmail(page)).toBe(SECURITY_STAFF);
  await expect(page).not.toHaveURL(/\/login/);

  // Sign in with a recovery code, once.
  await signOut(page);
  await reachCodeStep(page);
  await page.getByRole('button', { name: 'USE A RECOVERY CODE' }).click();
  await expect(page.getByLabel('RECOVERY CODE')).toBeFocused();
  await page.keyboard.type(recoveryCodes[0] ?? '');
  await page.keyboard.press('Enter');
  await expect.poll(() => signedInEmail(page)).toBe(SECURITY_STAFF);
  await page.goto('/settings/security');
  await expect(page.getByText('9 of 10 recovery codes left. A new set replaces the old one.')).toBeVisible();

  await signOut(page);
  await reachCodeStep(page);
  await page.getByRole('button', { name: 'USE A RECOVERY CODE' }).click();
  await page.getByLabel('RECOVERY CODE').fill(recoveryCodes[0] ?? '');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid authentication code');

  // The code step in the dark theme (logged out, the theme follows the device).
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('button', { name: 'BACK TO LOG IN' }).click();
  await expect(page.getByLabel('EMAIL', { exact: true })).toHaveValue(SECURITY_STAFF);
  await page.getByLabel('PASSWORD', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOG IN', exact: true }).click();
  await expect(page.getByRole('form', { name: 'TWO-FACTOR SIGN-IN' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await checkAccessibility(page, 'login code step (dark)');
  await shot('login code step, dark, 360 px');
});
