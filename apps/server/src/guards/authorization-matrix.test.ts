/**
 * The authorization matrix (issue 10): every /api route the app registered × every caller of
 * callers.ts. The expected answer comes from the domain's access functions (hasAccess,
 * hasConnectAccess) applied to the route's own config.access; no second table is written here.
 * - A caller the rule admits is never refused (401/403 with an access code).
 * - A caller it does not admit gets 401 (logged out) or 403 (logged in) before any work: no row of
 *   the database changes, and a malformed body or a bad path id is refused the same way (the check
 *   runs in onRequest, before the body is parsed or validated).
 * - A route without a declaration, a valid example, or a rule the matrix can evaluate fails.
 * The whole table is written to test-results/authorization-matrix.md for review.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyEndpoint, RouteAccess } from '@navia/domain/contracts/endpoint';
import { ALL_ENDPOINTS } from '@navia/domain/contracts/endpoints';
import type { WebsiteSettings } from '@navia/domain/contracts/settings';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWebsiteSettings, setWebsiteSettings } from '../modules/settings/settings.service.ts';
import { type Caller, createCallers, createGuardApp, renewSession } from './callers.ts';
import { changedTables, fingerprint, settledFingerprint } from './db-fingerprint.ts';
import {
  buildRequest,
  errorBodyOf,
  exampleRequest,
  type GuardRequest,
  isAccessRefusal,
  send,
} from './requests.ts';
import { admits, apiRoutesOf, describeAccess, readAccess } from './route-table.ts';

const REPORT = path.resolve(
  fileURLToPath(import.meta.url),
  '../../../../../test-results/authorization-matrix.md',
);

const t = await createGuardApp();
const routes = apiRoutesOf(t.app);
let callers: Caller[] = [];
let websiteBefore: WebsiteSettings;
/** route key → caller name → cell text. */
const cells = new Map<string, Map<string, string>>();
const rules = new Map<string, string>();

beforeAll(async () => {
  websiteBefore = await getWebsiteSettings(t.ctx);
  callers = await createCallers(t);
});

afterAll(async () => {
  // An admitted NA really changed the website settings with the example; put them back.
  await setWebsiteSettings(t.ctx, websiteBefore);
  writeReport();
});

/** The same request, made invalid: a body that is not JSON, and path ids that are not ids (NUL). */
async function invalidVariants(endpoint: AnyEndpoint, request: GuardRequest): Promise<GuardRequest[]> {
  const variants: GuardRequest[] = [];
  if (request.payload !== undefined) variants.push({ ...request, payload: '{"not json' });
  const params = endpoint.example.params as Record<string, unknown> | undefined;
  if (params) {
    const notIds = Object.fromEntries(Object.keys(params).map((name) => [name, '\u0000']));
    variants.push(await buildRequest(endpoint, { ...endpoint.example, params: notIds }));
  }
  return variants;
}

/** A session ended by the route (logout): the caller signs in again for the next route. */
const endsSession = (res: LightMyRequestResponse) =>
  [res.headers['set-cookie']].flat().some((c) => typeof c === 'string' && /^navia_session=;/.test(c));

function cellOf(res: LightMyRequestResponse, admitted: boolean, ok: boolean): string {
  const code = errorBodyOf(res)?.code;
  const refusal = res.statusCode === 401 || res.statusCode === 403;
  const text =
    refusal && code && !admitted
      ? String(res.statusCode)
      : `${res.statusCode}${refusal && code ? ` ${code}` : ''}`;
  return ok ? text : `**${text} ✗**`;
}

describe('the route table', () => {
  it('registers every declared endpoint, each from its declaration and with an evaluable rule', () => {
    const keys = new Set(routes.map((r) => r.key));
    expect(ALL_ENDPOINTS.filter((e) => !keys.has(`${e.method} ${e.path}`)).map((e) => e.path)).toEqual([]);
    for (const route of routes) {
      expect(route.endpoint, `${route.key} has no declaration`).toBeDefined();
      // The rule the route enforces is the one the shared catalogue declares (no copy altered on the way).
      const declared = ALL_ENDPOINTS.find((e) => `${e.method} ${e.path}` === route.key);
      expect(
        route.endpoint === declared,
        `${route.key}: registered from the catalogue's own declaration`,
      ).toBe(true);
      expect(route.access, `${route.key}: config.access is the declaration's`).toEqual(declared?.access);
      expect(() => readAccess(route.access), route.key).not.toThrow();
    }
  });

  it('refuses an access rule it cannot evaluate', () => {
    expect(() => readAccess({ role: 'SUPERUSER' })).toThrow(/cannot evaluate/);
    expect(() => readAccess({ role: 'NU', permission: 'payments' })).toThrow(/cannot evaluate/);
    expect(() => readAccess({ role: 'NU', orgAdmin: true })).toThrow(/cannot evaluate/);
    expect(() => readAccess(undefined)).toThrow(/cannot evaluate/);
  });
});

describe('the authorization matrix', () => {
  it.each(routes.map((r) => [r.key, r] as const))('%s', async (key, route) => {
    const endpoint = route.endpoint;
    if (!endpoint) throw new Error(`${key}: no endpoint declaration, so no example request`);
    const access: RouteAccess = readAccess(route.access);
    rules.set(key, describeAccess(access));
    const row = new Map<string, string>();
    cells.set(key, row);

    // The example must pass the route's own schemas, or the matrix would test the validator instead.
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = endpoint[part];
      if (schema)
        expect(schema.safeParse(endpoint.example[part]).error, `${key} example ${part}`).toBeUndefined();
    }
    const request = await exampleRequest(endpoint);
    const refused = callers.filter((c) => !admits(access, c.subject));
    const admitted = callers.filter((c) => admits(access, c.subject));
    const invalid = await invalidVariants(endpoint, request);

    // Refused callers first, with the database read before and after: they must cause no work.
    const before = await settledFingerprint(t.database);
    for (const caller of refused) {
      const expected = caller.subject === null ? 401 : 403;
      for (const variant of [request, ...invalid]) {
        const res = await send(t.app, variant, { cookie: caller.cookie, ip: caller.ip });
        const ok = res.statusCode === expected && isAccessRefusal(res);
        if (variant === request) row.set(caller.name, cellOf(res, false, ok));
        expect(
          { status: res.statusCode, refusal: isAccessRefusal(res) },
          `${key} as ${caller.name}${variant === request ? '' : ` (${variant.url} ${String(variant.payload ?? '')})`}`,
        ).toEqual({ status: expected, refusal: true });
      }
    }
    expect(
      changedTables(before, await fingerprint(t.database)),
      `${key}: refused callers changed rows`,
    ).toEqual([]);

    for (const caller of admitted) {
      const res = await send(t.app, request, { cookie: caller.cookie, ip: caller.ip });
      const error = errorBodyOf(res);
      const schemaRefused =
        res.statusCode === 400 && error?.code === 'VALIDATION' && (error.issues?.length ?? 0) > 0;
      const ok = !isAccessRefusal(res) && res.statusCode < 500 && !schemaRefused;
      row.set(caller.name, cellOf(res, true, ok));
      expect(ok, `${key} as ${caller.name}: ${res.statusCode} ${res.body.slice(0, 300)}`).toBe(true);
      if (endsSession(res)) await renewSession(t, caller);
    }
  });
});

function writeReport() {
  if (cells.size === 0) return;
  const names = callers.map((c) => c.name);
  const lines = [
    '# Authorization matrix',
    '',
    'Written by `apps/server/src/guards/authorization-matrix.test.ts`: every /api route × every caller,',
    "each sending the route's example request. The rule is the route's `config.access` (hub §6); which",
    'callers it admits is decided by `hasAccess` / `hasConnectAccess` in `packages/domain/src/rules/access.ts`.',
    'A refused caller answers 401 (logged out) or 403 before any work; an admitted caller answers what the',
    'example gets (404: the example names a record this test database does not hold). ✗ marks a failure.',
    '',
    `Routes: ${cells.size}. Callers: ${names.length}. Cells: ${cells.size * names.length}.`,
    '',
    `| route | rule | ${names.join(' | ')} |`,
    `|---|---|${names.map(() => '---').join('|')}|`,
    ...[...cells.entries()].map(
      ([key, row]) =>
        `| \`${key}\` | ${rules.get(key) ?? ''} | ${names.map((n) => row.get(n) ?? '').join(' | ')} |`,
    ),
    '',
  ];
  mkdirSync(path.dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, lines.join('\n'));
}
