/**
 * Bad input derived from each route's schema (issue 10, bad-input.ts), sent to the running app as a
 * caller every rule admits (NA; logged out for public routes, so logout cannot end the session).
 * Every answer must be: never a 5xx, never a stack trace, never a hang; a 4xx in the platform's
 * error shape (apiErrorSchema); a 4xx whenever the route's schema (or the control-character rule)
 * refuses the input; and a schema 400 names the field the case changed.
 *
 * `npm test` runs the fixed cases plus FUZZ_CASES (default 24) sampled ones per route with a fixed
 * seed; `npm run fuzz -- --cases N [--seed S] [--route text]` runs more. A failing case prints as a
 * request to copy into bad-input-regressions.test.ts.
 */

import type { WebsiteSettings } from '@navia/domain/contracts/settings';
import { PERMISSION_FLAGS } from '@navia/domain/rules/access';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getWebsiteSettings, setWebsiteSettings } from '../modules/settings/settings.service.ts';
import { createUser, TEST_PASSWORD } from '../test/factories.ts';
import { signIn } from '../test/test-app.ts';
import { type BadInputCase, badInputCases } from './bad-input.ts';
import { createGuardApp } from './callers.ts';
import { errorBodyOf, send } from './requests.ts';
import { apiRoutesOf } from './route-table.ts';

const CASES = Number(process.env.FUZZ_CASES ?? 24);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_110);
const ROUTE_FILTER = process.env.FUZZ_ROUTE ?? '';
/** Time a single answer may take before the case counts as a hang. */
const ANSWER_TIMEOUT_MS = 5_000;

const t = await createGuardApp();
const routes = apiRoutesOf(t.app).filter((r) => r.key.includes(ROUTE_FILTER));
let cookie = '';
let websiteBefore: WebsiteSettings;
const totals = { cases: 0, started: 0 };

beforeAll(async () => {
  totals.started = performance.now();
  websiteBefore = await getWebsiteSettings(t.ctx);
  const flags = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true]));
  const user = await createUser(t.database.db, { role: 'NA', ...flags });
  cookie = (await signIn(t.app, user.email, TEST_PASSWORD)).cookie;
});

afterAll(async () => {
  await setWebsiteSettings(t.ctx, websiteBefore);
  const seconds = ((performance.now() - totals.started) / 1000).toFixed(1);
  console.info(
    `bad input: ${totals.cases} cases over ${routes.length} routes in ${seconds} s (seed ${SEED})`,
  );
});

const STACK_TRACE = /\n\s+at\s|node_modules|\.[cm]?[jt]s:\d+:\d+/;

/** What is wrong with an answer to `c`; empty when it is fine. */
export function problemsOf(c: BadInputCase, res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}`);
  if (STACK_TRACE.test(res.body)) problems.push('the answer shows a stack trace or source path');
  if (res.statusCode >= 400) {
    const error = errorBodyOf(res);
    if (!error) problems.push('the error answer is not in the platform shape (apiErrorSchema)');
    else if (error.statusCode !== res.statusCode)
      problems.push(`statusCode ${error.statusCode} in a ${res.statusCode} answer`);
    else if (c.issueFields && res.statusCode === 400 && error.code === 'VALIDATION') {
      // The error handler writes a path with '.' between its keys, so a key holding '/' reads as two.
      const named = (error.issues ?? []).map((i) => i.field);
      const expected = c.issueFields.map((f) => f.replaceAll('/', '.'));
      if (named.length === 0) problems.push(`a 400 without issues; the schema names ${expected.join(', ')}`);
      else if (named.some((f) => !expected.includes(f))) {
        problems.push(`the issues name ${named.join(', ')}; the schema names ${expected.join(', ')}`);
      }
    }
  }
  if (c.invalid && (res.statusCode < 400 || res.statusCode >= 500))
    problems.push(`accepted input its schema refuses (${res.statusCode})`);
  return problems;
}

/** A failing case as a request to paste into a regression test. */
const reproduction = (c: BadInputCase, res: LightMyRequestResponse | null, problems: string[]) =>
  JSON.stringify({
    case: c.name,
    problems,
    method: c.request.method,
    url: c.request.url.slice(0, 300),
    headers: c.request.headers,
    payload: c.request.payload === undefined ? undefined : String(c.request.payload).slice(0, 300),
    answer: res ? `${res.statusCode} ${res.body.slice(0, 200)}` : 'none',
  });

describe('bad input never gets a 5xx, a stack trace or a hang, and is refused in the error shape', () => {
  it.each(routes.map((r, i) => [r.key, r, i] as const))(
    '%s',
    async (key, route, index) => {
      const endpoint = route.endpoint;
      if (!endpoint) throw new Error(`${key} has no declaration`);
      const cases = await badInputCases(endpoint, { seed: SEED + index, count: CASES });
      const failures: string[] = [];
      for (const [n, c] of cases.entries()) {
        // Each case from its own address, so per-IP limits (sign-in, quick lookup) never hide validation.
        const ip = `10.${20 + (index % 200)}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
        let res: LightMyRequestResponse | null = null;
        try {
          res = await send(t.app, c.request, {
            cookie: endpoint.access === 'public' ? undefined : cookie,
            ip,
            timeoutMs: ANSWER_TIMEOUT_MS,
          });
        } catch (error) {
          failures.push(reproduction(c, null, [String(error)]));
          continue;
        }
        const problems = problemsOf(c, res);
        if (problems.length > 0) failures.push(reproduction(c, res, problems));
      }
      totals.cases += cases.length;
      expect(failures, `${failures.length} of ${cases.length} cases failed`).toEqual([]);
    },
    120_000 + CASES * 2_000,
  );
});
