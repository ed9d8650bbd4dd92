/**
 * What the connect paged-search benches share (bench:contracts, bench:skus): sign in through the
 * route, run each search through the real route as each user (Fastify inject), two warm-ups then
 * `runs` timed requests per search, round-robin over users and searches so a slow moment of the
 * shared machine hits them all alike (a type-ahead is a GET with the case as its query); then a table of p50 / p95 / max with each search's totalCount,
 * against each user's target.
 */
import { DEMO_PASSWORD } from '@navia/domain/constants';
import type { inProcessPortal } from '../in-process.ts';
import { fmtInt, loadavg } from '../run-support.ts';
import { ms, printTable, type Summary, summarise } from './stats.ts';

type App = Awaited<ReturnType<typeof inProcessPortal>>['app'];

export type BenchUser = { kind: string; email: string; targetMs: number };

/** The demo supplier: a trusted party linked to ACME, the largest group. */
export const SUPPLIER_EMAIL = 'supplier@tp.demo';

/**
 * The connect searches' readers, each with the tracking search's target: ACME's client admin, the
 * demo supplier and staff over every group.
 */
export const CONNECT_READERS: readonly BenchUser[] = [
  { kind: 'client', email: 'clientadmin@acme.demo', targetMs: 50 },
  { kind: 'trusted party', email: SUPPLIER_EMAIL, targetMs: 50 },
  { kind: 'staff', email: 'staff@navia.demo', targetMs: 200 },
];
export type SearchCase<Body> = { id: string; label: string; body: Body };
export type SearchResult<Body> = {
  user: BenchUser;
  c: SearchCase<Body>;
  summary: Summary;
  totalCount: number;
};

async function signIn(app: App, email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/user/signin',
    payload: { email, password: DEMO_PASSWORD, loginFromConnect: true },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in ${email}: ${res.statusCode} ${res.body}`);
  return String(res.headers['set-cookie']).split(';')[0] ?? '';
}

/** A GET of `url` with the body as its query (the type-ahead), instead of a POST of the body. */
export const getWithQuery = (url: string) => (body: Record<string, string>) =>
  `${url}?${new URLSearchParams(body).toString()}`;

export async function measureSearches<Body extends object>(
  app: App,
  search: {
    url: string | ((body: Body) => string);
    users: readonly BenchUser[];
    cases: readonly SearchCase<Body>[];
    runs: number;
  },
): Promise<SearchResult<Body>[]> {
  const sessions = await Promise.all(
    search.users.map(async (user) => ({ user, cookie: await signIn(app, user.email) })),
  );
  const samples = new Map<string, number[]>();
  const totals = new Map<string, number>();
  const key = (email: string, id: string) => `${email} ${id}`;
  for (let run = -2; run < search.runs; run++) {
    for (const { user, cookie } of sessions) {
      for (const c of search.cases) {
        const started = performance.now();
        const res = await app.inject(
          typeof search.url === 'string'
            ? { method: 'POST', url: search.url, payload: c.body, headers: { cookie } }
            : { method: 'GET', url: search.url(c.body), headers: { cookie } },
        );
        const elapsed = performance.now() - started;
        if (res.statusCode !== 200)
          throw new Error(`${c.id} as ${user.email}: ${res.statusCode} ${res.body}`);
        // A type-ahead answers no totalCount: how many it suggested.
        const answer = res.json() as { totalCount?: number; result: unknown[] };
        totals.set(key(user.email, c.id), answer.totalCount ?? answer.result.length);
        if (run < 0) continue;
        const list = samples.get(key(user.email, c.id)) ?? [];
        list.push(elapsed);
        samples.set(key(user.email, c.id), list);
      }
    }
  }
  return search.users.flatMap((user) =>
    search.cases.map((c) => ({
      user,
      c,
      summary: summarise(samples.get(key(user.email, c.id)) ?? []),
      totalCount: totals.get(key(user.email, c.id)) ?? 0,
    })),
  );
}

/** The table, then how many searches met their target, naming those that did not. */
export function printSearchResults<Body>(
  results: readonly SearchResult<Body>[],
  what: { searchHeader: string; summary: string },
): void {
  console.log('');
  printTable(
    ['user', what.searchHeader, 'totalCount', 'p50 ms', 'p95 ms', 'max ms', 'target'],
    results.map((r) => [
      r.user.kind,
      r.c.label,
      fmtInt(r.totalCount),
      ms(r.summary.p50),
      ms(r.summary.p95),
      ms(r.summary.max),
      `${r.summary.p95 <= r.user.targetMs ? 'PASS' : 'SHORT'} (≤ ${r.user.targetMs})`,
    ]),
  );
  const short = results.filter((r) => r.summary.p95 > r.user.targetMs);
  console.log(
    `\n${what.summary}: ${results.length - short.length} of ${results.length} searches within target; load average ${loadavg()}`,
  );
  for (const r of short) {
    console.log(
      `  SHORT  ${r.user.kind}, ${r.c.label}: p95 ${ms(r.summary.p95)} ms (target ≤ ${r.user.targetMs})`,
    );
  }
}
