/**
 * Issue 12 "Done when", in two browsers: the importer asks the bot for a shipment's ETA (the answer
 * matches the detail screen), asks for a representative, and the channel waits in the staff inbox;
 * staff reply and attach a PDF, which the importer sees live; the importer replies with an image and
 * sees its preview. Then a server restart mid-conversation: both sides reconnect, and no message is
 * lost or doubled.
 *
 * The e2e server runs with NAVIA_CHAT_DESK_HOURS=always (playwright.config.ts), so that asking for a
 * representative does not depend on the hour the suite runs; the trading-hours rule itself is tested
 * with a fixed clock in every zone (packages/domain, apps/server).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShipmentListRow } from '@navia/domain/contracts/shipments';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { allSearchRows, signInByApi } from './helpers.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A one-page PDF's first bytes are enough for the server's content check. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
/** A 4×4 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGP4z8CAB+GTG8HSALfKY52fOrTUAAAAAElFTkSuQmCC',
  'base64',
);

const chatOf = (page: Page) => page.getByRole('region', { name: /^SHIPMENT CHAT/ });
const messagesOf = (chat: Locator) => chat.getByRole('log', { name: 'Chat messages' });

async function signedIn(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInByApi(page, email);
  return page;
}

async function send(chat: Locator, text: string) {
  const box = chat.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeEnabled();
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

async function attach(page: Page, chat: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await chat.getByRole('button', { name: 'Attach a file' }).click();
  await (await chooser).setFiles(file);
}

/** An ACME sea shipment with an ETA and no arrival, from the end of the list (other specs take the first). */
async function shipmentWithEta(
  page: Page,
): Promise<ShipmentListRow & { ShipKey: string; ShipNumber: string }> {
  const rows = await allSearchRows<ShipmentListRow>(page.request);
  const row = rows
    .filter((r) => r.ShipKey && r.ShipNumber && r.ETA && !r.ATA && r.Transport === 'SEA')
    .at(-1);
  if (!row?.ShipKey || !row.ShipNumber) throw new Error('the demo data has no ACME sea shipment on its way');
  return { ...row, ShipKey: row.ShipKey, ShipNumber: row.ShipNumber };
}

test('the importer asks the bot and a representative; staff answer with a PDF; the importer replies with an image', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await signInByApi(page, 'importer@acme.demo');
  const row = await shipmentWithEta(page);

  await page.goto(`/shipment/${encodeURIComponent(row.ShipKey)}`);
  const keyDates = page.getByRole('region', { name: 'KEY DATES' });
  const eta = (
    await keyDates
      .getByText('ESTIMATED ARRIVAL', { exact: true })
      .locator('xpath=following-sibling::*[1]')
      .innerText()
  ).trim();
  expect(eta).toMatch(/^\d{2} [A-Z][a-z]{2} \d{4}$/);

  const chat = chatOf(page);
  await expect(chat.getByText('Click on start chat to get in touch with NAVIA staff')).toBeVisible();
  await chat.getByRole('button', { name: 'START CHAT' }).click();
  await expect(chat.getByText('There are currently no messages in this chat.')).toBeVisible();
  await send(chat, 'When will it arrive?');
  await expect(messagesOf(chat)).toContainText(`ETA ${eta}`);

  await send(chat, 'talk to a representative');

  // Staff: the channel waits in the inbox.
  const staff = await signedIn(browser, baseURL ?? '', 'staff@navia.demo');
  await staff.goto('/chat/inbox');
  const open = staff.getByRole('button', { name: new RegExp(`^Open .*${row.ShipNumber}`) });
  await expect(open).toBeVisible();
  await open.click();
  const staffChat = staff.getByRole('region', { name: new RegExp(row.ShipNumber) }).last();
  await expect(messagesOf(staffChat)).toContainText('talk to a representative');
  await send(staffChat, 'Hello, this is NAVIA customer service. Here is your invoice.');
  await attach(staff, staffChat, { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });

  // The importer sees both, live.
  await expect(messagesOf(chat)).toContainText('Hello, this is NAVIA customer service.');
  await expect(messagesOf(chat).getByRole('link', { name: /invoice\.pdf/ })).toBeVisible();

  // The importer answers with a photo and sees its preview.
  await attach(page, chat, { name: 'damaged-carton.png', mimeType: 'image/png', buffer: PNG });
  const preview = messagesOf(chat).getByRole('img', { name: /damaged-carton\.png/ });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(messagesOf(staffChat).getByRole('img', { name: /damaged-carton\.png/ })).toBeVisible();

  await staff.context().close();
});

// A server of its own: restarting the suite's shared server would break the tests running beside.
// It runs as `npm start` does, on the embedded PostgreSQL (decision 032), which it stops and starts
// again with the server.

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

class OwnServer {
  private child: ChildProcess | null = null;
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'navia-e2e-chat-'));
  constructor(readonly port: number) {}

  get baseURL() {
    return `http://127.0.0.1:${this.port}`;
  }

  async start() {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/main.ts')],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
          PORT: String(this.port),
          HOST: '127.0.0.1',
          NAVIA_DATA_DIR: this.dataDir,
          NAVIA_SEED_SHIPMENTS: '60',
          NAVIA_PUBLIC_URL: this.baseURL,
          NAVIA_LOG_LEVEL: 'warn',
          NAVIA_CHAT_DESK_HOURS: 'always',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    this.child = child;
    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
          try {
            return (await fetch(`${this.baseURL}/api/health`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 120_000, intervals: [250] },
      )
      .toBe(200);
  }

  async stop() {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }

  async dispose() {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

test('a server restart mid-conversation: both sides reconnect, no message lost or doubled', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const server = new OwnServer(await freePort());
  try {
    await server.start();
    const importer = await signedIn(browser, server.baseURL, 'importer@acme.demo');
    const row = await shipmentWithEta(importer);
    const staff = await signedIn(browser, server.baseURL, 'staff@navia.demo');
    const chats = [importer, staff].map((p) => ({ page: p, chat: chatOf(p) }));
    for (const { page, chat } of chats) {
      await page.goto(`/shipment/${encodeURIComponent(row.ShipKey)}`);
      await chat.getByRole('button', { name: 'START CHAT' }).click();
    }
    const [mine, theirs] = chats.map((c) => c.chat) as [Locator, Locator];
    await send(mine, 'talk to a representative');
    await send(theirs, 'Before the restart: we are on it.');
    for (const chat of [mine, theirs]) {
      await expect(messagesOf(chat)).toContainText('Before the restart: we are on it.');
    }

    await server.stop();
    // Typed while the server is down: kept, and sent once the chat is back.
    const box = mine.getByRole('textbox', { name: 'Message' });
    await box.fill('Sent while you were away');
    await box.press('Enter');
    // A slow restart: down for 10 s, longer than the first two of the chat's 3 attempts (about 5 and
    // 15 s after the drop), then the time the process takes to start.
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    await server.start();
    // The last attempt comes about 35 s after the drop (chat-socket.ts).
    await expect(theirs.getByRole('textbox', { name: 'Message' })).toBeEnabled({ timeout: 45_000 });

    await send(theirs, 'After the restart: your delivery is booked.');
    const texts = [
      'talk to a representative',
      'Before the restart: we are on it.',
      'Sent while you were away',
      'After the restart: your delivery is booked.',
    ];
    for (const chat of [mine, theirs]) {
      for (const text of texts) {
        await expect(messagesOf(chat).getByText(text, { exact: true })).toHaveCount(1, { timeout: 60_000 });
      }
    }
    // A reload reads the stored history: the same messages, once each.
    await importer.reload();
    await chatOf(importer).getByRole('button', { name: 'START CHAT' }).click();
    for (const text of texts) {
      await expect(messagesOf(chatOf(importer)).getByText(text, { exact: true })).toHaveCount(1);
    }
    for (const { page } of chats) await page.context().close();
  } finally {
    await server.dispose();
  }
});
