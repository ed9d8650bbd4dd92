import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end suite: the real server (built web app, PGlite, demo data) on a free port, driven in
 * Debian's Chromium. The port and data folder are chosen once and passed to workers through the
 * environment, since this file is evaluated again in each worker.
 */
process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'navia-e2e-'));
// The mail catcher (mail-sink.ts): the app's e-mails go there, and tests read them from E2E_MAIL_DIR.
process.env.E2E_SMTP_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_MAIL_DIR ??= mkdtempSync(path.join(tmpdir(), 'navia-e2e-mail-'));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  globalSetup: './mail-sink.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Two workers, their browsers and the server share two cores: a worker's first screen (cold
  // server, the app's chunks) took more than the default 5 s in two of three local runs of
  // tracking.spec.ts, then passed on retry.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx ../apps/server/src/main.ts',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NAVIA_DATA_DIR: process.env.E2E_DATA_DIR,
      // PGlite, in the server's process (decision 029): the runner ends the server with a kill that
      // would leave an embedded PostgreSQL running. The chat restart spec runs npm start's default.
      NAVIA_EMBEDDED_DATABASE: 'pglite',
      NAVIA_SEED_SHIPMENTS: '400',
      NAVIA_PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      NAVIA_LOG_LEVEL: 'warn',
      // Asking the chat for a representative must not depend on the hour the suite runs (issue 12).
      NAVIA_CHAT_DESK_HOURS: 'always',
    },
  },
});
