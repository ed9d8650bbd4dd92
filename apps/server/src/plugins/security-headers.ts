/**
 * Security headers on every answer (issue 10, decision 013), through @fastify/helmet:
 * - a Content-Security-Policy the built web app runs under: scripts only from this origin (no inline
 *   script, no eval), styles from this origin plus, on the HTML page, the page's nonce for the
 *   <style> tags Mantine writes (its CSS variables); nothing may frame the app; no plugins;
 * - X-Content-Type-Options nosniff, Referrer-Policy same-origin, X-Frame-Options DENY (for browsers
 *   without frame-ancestors), cross-origin opener and resource policies;
 * - Strict-Transport-Security only when the public URL is https (a plain-http deployment, or
 *   development on localhost, must not pin the browser to https).
 * Document downloads send their own, stricter policy (document-transfer.ts).
 */
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

type Directives = Record<string, string[]>;

/** One year, the usual HSTS age; subdomains are the operator's to decide, so they are not included. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type CspOptions = {
  https: boolean;
  /**
   * Stripe is the card gateway (issue 14): Stripe.js loads from js.stripe.com, talks to
   * api.stripe.com and shows its card field and 3-D Secure challenge in frames of js.stripe.com and
   * hooks.stripe.com (Stripe's documented CSP). Without Stripe nothing of theirs is allowed.
   */
  stripe?: boolean;
};

const STRIPE_SCRIPTS = ['https://js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_CONNECT = ['https://api.stripe.com'];

/** The policy of every answer; the HTML page adds its style nonce (appPageCsp). */
function appCspDirectives({ https, stripe = false }: CspOptions): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'none'"],
    'script-src': ["'self'", ...(stripe ? STRIPE_SCRIPTS : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    // data: for the SVG backgrounds the stylesheets carry inline (login pages).
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(stripe ? STRIPE_CONNECT : [])],
    ...(stripe ? { 'frame-src': STRIPE_FRAMES } : {}),
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function serialise(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length > 0 ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/**
 * The policy of the API documentation (/api/docs): Swagger UI's bundle writes a <style> element
 * of its own, so styles may be inline there; scripts stay as strict as the app's.
 */
export function apiDocsCsp({ https }: { https: boolean }): string {
  const directives = appCspDirectives({ https });
  return serialise({ ...directives, 'style-src': [...(directives['style-src'] ?? []), "'unsafe-inline'"] });
}

/** The policy of the app's HTML page: the common one, and its <style> tags with this nonce. */
export function appPageCsp({ styleNonce, ...options }: CspOptions & { styleNonce: string }): string {
  const directives = appCspDirectives(options);
  return serialise({
    ...directives,
    'style-src': [...(directives['style-src'] ?? []), `'nonce-${styleNonce}'`],
  });
}

export async function registerSecurityHeaders(app: FastifyInstance, { https, stripe }: CspOptions) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: appCspDirectives({ https, stripe }) },
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
}
