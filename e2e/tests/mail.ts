/**
 * The e-mails the app sent during the run, as the mail catcher (../mail-sink.ts) stored them: read
 * from E2E_MAIL_DIR, their text body decoded (quoted-printable or base64, as nodemailer wrote it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

export type CaughtMail = { to: string; subject: string; text: string };

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A stored message: its recipients, its (unfolded) subject and its text part. */
function readMail(file: string): CaughtMail {
  const raw = readFileSync(file, 'utf8');
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  let body = raw.slice(split + 4);
  let bodyHeaders = headers;
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (boundary) {
    // A multipart message: its text/plain part.
    const part = body.split(`--${boundary}`).find((p) => /content-type:\s*text\/plain/i.test(p)) ?? '';
    const partSplit = part.indexOf('\r\n\r\n');
    bodyHeaders = part.slice(0, partSplit);
    body = part.slice(partSplit + 4);
  }
  const to = /^X-Sink-To: (.*)$/m.exec(headers)?.[1] ?? '';
  const subject = /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
  return { to, subject, text: decodeBody(bodyHeaders, body) };
}

/** Every message caught so far, oldest first. */
function caughtMails(): CaughtMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is set by playwright.config.ts');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readMail(path.join(dir, f)));
}

/** Waits for a message to `to` (the newest one), up to 30 s: the app sends through a job. */
export async function waitForMail(to: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      () => {
        found = caughtMails()
          .reverse()
          .find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
        return found !== undefined;
      },
      { timeout: 30_000, message: `an e-mail to ${to}` },
    )
    .toBe(true);
  if (!found) throw new Error(`no e-mail to ${to}`);
  return found;
}
