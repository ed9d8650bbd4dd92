/**
 * The suite's mail catcher (playwright globalSetup): a minimal SMTP server on E2E_SMTP_PORT that the
 * app under test sends its e-mails to (SMTP_URL in playwright.config.ts). Each message is written,
 * as received, to a file in E2E_MAIL_DIR, where tests read it (tests/mail.ts): e.g. the sign-up link
 * of a connect invite. It accepts every message; it never relays one.
 */
import { writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import path from 'node:path';

function serve(socket: Socket, dir: string, next: () => number) {
  let buffer = '';
  let inData = false;
  let data: string[] = [];
  let to: string[] = [];
  const reply = (line: string) => socket.write(`${line}\r\n`);
  reply('220 e2e-mail-sink ESMTP');
  socket.setEncoding('utf8');
  socket.on('error', () => undefined);
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          const file = path.join(dir, `${String(next()).padStart(5, '0')}.eml`);
          writeFileSync(file, `X-Sink-To: ${to.join(', ')}\r\n${data.join('\r\n')}\r\n`);
          data = [];
          to = [];
          reply('250 OK queued');
        } else data.push(line.startsWith('..') ? line.slice(1) : line);
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 e2e-mail-sink');
      else if (verb === 'MAIL') reply('250 OK');
      else if (verb === 'RCPT') {
        to.push(line.replace(/^RCPT TO:\s*/i, '').replace(/[<>]/g, ''));
        reply('250 OK');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else if (verb === 'RSET') {
        to = [];
        reply('250 OK');
      } else reply('250 OK');
    }
  });
}

export default async function startMailSink(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const dir = process.env.E2E_MAIL_DIR;
  if (!port || !dir) throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR are set by playwright.config.ts');
  let count = 0;
  const server = createServer((socket) => serve(socket, dir, () => ++count));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
