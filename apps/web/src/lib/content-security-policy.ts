/**
 * Makes the app's libraries work under the server's Content-Security-Policy (decision 013), which
 * allows no eval and no inline style without the page's nonce. Imported first by main.tsx, so it
 * runs before any contract schema is built.
 * - The nonce: the server writes a fresh one into <meta property="csp-nonce"> on each page load.
 *   Browsers hide the nonce attribute once parsed; the property keeps it. Mantine takes it for its
 *   <style> tags (mantineNonceProps, in providers.tsx), and react-remove-scroll's style singleton
 *   (Mantine's modals and menus) through get-nonce.
 * - zod compiles object parsers with `new Function` when it may; jitless keeps it from trying,
 *   which a strict policy reports as a violation even though zod catches the refusal.
 */
import { setNonce } from 'get-nonce';
import { z } from 'zod';

z.config({ jitless: true });

const styleNonce: string | undefined =
  document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;

if (styleNonce) setNonce(styleNonce);

/** For MantineProvider: its <style> tags (CSS variables) carry the nonce, when the page has one. */
export const mantineNonceProps: { getStyleNonce?: () => string } = styleNonce
  ? { getStyleNonce: () => styleNonce }
  : {};
