/**
 * Business constants from the spec (hub §9, connect §9), each written once.
 * Import them by name; never repeat the literal elsewhere.
 */

export const PROVIDER_NAME = 'NAVIA';

/** hub §9: page/batch size 30; first batch 1. */
export const BATCH_SIZE = 30;
export const FIRST_BATCH = 1;

/** hub §9: toast close 4 s. */
export const TOAST_CLOSE_MS = 4000;

/** hub §9: login background rotation. */
export const LOGIN_BACKGROUND_ROTATION_MS = 6000;

/** hub §9: welcome name at most 11 characters. */
export const WELCOME_NAME_MAX = 11;

/** hub §9: request timeouts. */
export const REQUEST_TIMEOUT_MS = 120_000;
export const DETAIL_REQUEST_TIMEOUT_MS = 180_000;

/** hub §4: a maintenance banner adds 3.5rem of top offset. */
export const MAINTENANCE_BANNER_OFFSET_REM = 3.5;

/** Sign-in and account tokens (issue 2): reset and validation links live 30 minutes. */
export const ACCOUNT_TOKEN_TTL_MINUTES = 30;

/** Demo password for every seeded account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'navia-demo-2026';

/** hub §1: supported home countries. */
export const HOME_COUNTRIES = ['AU', 'NZ', 'US', 'MY', 'HU'] as const;
export type HomeCountry = (typeof HOME_COUNTRIES)[number];

export const SUPPORT_CONTACT = {
  phone: '+61 3 9000 0000',
  email: 'info@navia.demo',
} as const;

/** Storage keys used by the web app (hub §2: the area is remembered in storage). */
export const STORAGE_KEYS = {
  area: 'navia.area',
  active: 'navia.active',
  cookieChoice: 'navia.cookies',
  rememberedEmail: 'navia.rememberedEmail',
} as const;

/** hub §9 "Priority list refresh 1 s" after a priority toggle. */
export const PRIORITY_REFRESH_MS = 1000;

/**
 * Written by the web build into index.html (Vite's html.cspNonce) and replaced by the server with a
 * fresh nonce on every page load; the same nonce goes into that response's Content-Security-Policy
 * (decision 013). Mantine reads it from the page to put on its <style> tags.
 */
export const CSP_NONCE_PLACEHOLDER = 'NAVIA-CSP-NONCE';

/** hub §9: the user record is re-fetched 2 s after a notification arrives. */
export const NOTIFICATION_USER_REFRESH_MS = 2000;

/** hub §9: the record subscription toggle locks for 300 ms after a click. */
export const TOGGLE_LOCK_MS = 300;
