/**
 * Home dashboard benchmark (issue 13 "Performance"): prints figures, asserts nothing.
 *   npm run bench:home [-- --loads 10] [--samples 100] [--dist apps/web/dist] [--keep]
 *
 * 1. Starts apps/server/src/main.ts in its own process as `npm start` runs it: the embedded database
 *    (PGlite) with the demo data, serving the built web app (--dist; `npm run build:web` first).
 * 2. LCP and CLS: --loads cold loads of / as importer@acme.demo with the default layout, each in a
 *    fresh browser context (no cache), in headless Chromium at 1280×800; LCP from the
 *    largest-contentful-paint entries, CLS the sum of layout shifts without recent input, read once
 *    the page has been idle for 1 s.
 * 3. Widget calls: every API call the home page makes, first with the default layout, then with every
 *    widget of the catalogue added to it (the layout the page receives is extended in the browser;
 *    the saved one never changes). Each distinct call is then replayed --samples times, one at a
 *    time, with the page's session; p50 and p95 per call.
 * 4. Prints the targets (LCP ≤ 1.0 s, CLS ≤ 0.05, every widget call p95 ≤ 50 ms) with PASS or SHORT.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { LayoutItem } from '@navia/domain/contracts/dashboard';
import { addWidget } from '@navia/domain/rules/dashboard/layout';
import { WIDGET_NAMES } from '@navia/domain/rules/dashboard/widgets';
import { chromium, type Page } from 'playwright-core';
import { cleanups, log, numberOption, runBench } from './run-support.ts';
import { embeddedServer, signIn } from './server-process.ts';

const TARGETS = { lcpMs: 1000, cls: 0.05, callP95Ms: 50 };
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Call = { method: string; path: string; body: string | null };

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN);
const ms = (n: number) => `${n.toFixed(1)} ms`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'SHORT');

/** LCP and CLS of one cold load of `/`, read after 1 s without network requests. */
async function measureLoad(page: Page, base: string): Promise<{ lcp: number; cls: number }> {
  // Runs in the page (a string: this file is compiled without the DOM's types).
  await page.addInitScript(`
    window.__lcp = 0;
    window.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  `);
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  return (await page.evaluate('({ lcp: window.__lcp, cls: window.__cls })')) as { lcp: number; cls: number };
}

/** The API calls a load of `/` makes; `everyWidget` extends the layout the page receives. */
async function callsOfHome(page: Page, base: string, everyWidget: boolean): Promise<Call[]> {
  const calls: Call[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    calls.push({ method: request.method(), path: url.pathname + url.search, body: request.postData() });
  });
  if (everyWidget) {
    await page.route('**/api/user/customLayout', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const answer = await route.fetch();
      const body = (await answer.json()) as { customLayout: LayoutItem[] };
      let customLayout = body.customLayout;
      for (const name of WIDGET_NAMES) {
        if (customLayout.some((w) => w.componentName === name)) continue;
        customLayout = addWidget(customLayout, name);
      }
      await route.fulfill({ response: answer, json: { ...body, customLayout } });
    });
  }
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  // Scroll the whole grid into view, so every widget mounts and asks for its data.
  await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  return calls;
}

/** Replays a call `samples` times, one at a time; the sorted latencies. */
async function replay(
  base: string,
  token: string,
  call: Call,
  samples: number,
): Promise<{ status: number; times: number[] }> {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const res = await fetch(`${base}${call.path}`, {
      method: call.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(call.body !== null ? { 'content-type': 'application/json' } : {}),
      },
      body: call.body,
    });
    await res.arrayBuffer();
    times.push(performance.now() - started);
    status = res.status;
  }
  return { status, times: times.sort((a, b) => a - b) };
}

async function main() {
  const { values } = parseArgs({
    options: {
      loads: { type: 'string', default: '10' },
      samples: { type: 'string', default: '100' },
      dist: { type: 'string', default: 'apps/web/dist' },
      keep: { type: 'boolean', default: false },
    },
  });
  const loads = numberOption(values, 'loads', 1);
  const samples = numberOption(values, 'samples', 1);
  const dist = path.resolve(values.dist);
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`No web build at ${dist}: run npm run build:web first`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'navia-bench-home-'));
  if (!values.keep)
    cleanups.push({ name: 'data folder', run: () => rmSync(dataDir, { recursive: true, force: true }) });
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}`;
  const server = embeddedServer({
    port,
    dataDir,
    fdsNeeded: 1024,
    // The demo data, as npm start seeds it.
    env: { NAVIA_WEB_DIST: dist, NAVIA_SEED_SHIPMENTS: '5000' },
  });
  cleanups.push({ name: 'server', run: () => server.stop() });
  log(`starting the server (embedded database, demo data) on ${base}`);
  const startMs = await server.start();
  log(
    `server up in ${(startMs / 1000).toFixed(1)} s; ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(2)}`,
  );
  const token = await signIn(base, 'importer@acme.demo');

  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  cleanups.push({ name: 'browser', run: () => browser.close() });
  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'navia_session', value: token, url: base }]);
    return { context, page: await context.newPage() };
  };

  // 2. LCP and CLS (one warm-up load first: the server's first answers compile their queries).
  const lcps: number[] = [];
  const clss: number[] = [];
  for (let i = 0; i <= loads; i++) {
    const { context, page } = await newPage();
    const { lcp, cls } = await measureLoad(page, base);
    await context.close();
    if (i === 0) continue;
    lcps.push(lcp);
    clss.push(cls);
  }
  lcps.sort((a, b) => a - b);
  clss.sort((a, b) => a - b);

  // 3. The widget calls.
  const seen = new Map<string, Call>();
  for (const everyWidget of [false, true]) {
    const { context, page } = await newPage();
    for (const call of await callsOfHome(page, base, everyWidget))
      seen.set(`${call.method} ${call.path} ${call.body ?? ''}`, call);
    await context.close();
  }
  const rows: { call: Call; status: number; p50: number; p95: number }[] = [];
  for (const call of seen.values()) {
    const { status, times } = await replay(base, token, call, samples);
    rows.push({ call, status, p50: quantile(times, 0.5), p95: quantile(times, 0.95) });
  }
  rows.sort((a, b) => b.p95 - a.p95);

  console.log(`\nHome page, default layout, ${loads} cold loads (1280×800, headless Chromium):`);
  console.log(
    `  LCP p50 ${ms(quantile(lcps, 0.5))}, p95 ${ms(quantile(lcps, 0.95))}, max ${ms(lcps.at(-1) ?? Number.NaN)}`,
  );
  console.log(`  CLS p50 ${quantile(clss, 0.5).toFixed(3)}, max ${(clss.at(-1) ?? Number.NaN).toFixed(3)}`);
  console.log(
    `\nThe home page's API calls (default layout, then every widget), ${samples} replays each, one at a time:`,
  );
  const width = Math.max(...rows.map((r) => `${r.call.method} ${r.call.path}`.length));
  for (const r of rows) {
    const name = `${r.call.method} ${r.call.path}`.padEnd(width);
    const body = r.call.body ? ` ${r.call.body.slice(0, 60)}` : '';
    console.log(
      `  ${name}  ${r.status}  p50 ${ms(r.p50).padStart(9)}  p95 ${ms(r.p95).padStart(9)}  ${verdict(r.p95 <= TARGETS.callP95Ms)}${body}`,
    );
  }
  const worst = rows[0];
  console.log('\nTargets:');
  console.log(
    `  LCP ≤ ${TARGETS.lcpMs} ms (p95 of the loads)        ${ms(quantile(lcps, 0.95)).padStart(9)}  ${verdict(quantile(lcps, 0.95) <= TARGETS.lcpMs)}`,
  );
  console.log(
    `  CLS ≤ ${TARGETS.cls} (worst load)                ${(clss.at(-1) ?? 0).toFixed(3).padStart(9)}  ${verdict((clss.at(-1) ?? 0) <= TARGETS.cls)}`,
  );
  console.log(
    `  every widget call p95 ≤ ${TARGETS.callP95Ms} ms (worst)  ${ms(worst?.p95 ?? 0).padStart(9)}  ${verdict((worst?.p95 ?? 0) <= TARGETS.callP95Ms)}`,
  );
}

runBench(main);
