/**
 * The load bench's HTTP client: node:http over one keep-alive connection per simulated user, so a
 * request's fate is known exactly. An answer (any status) is an answer; a refused connection is told
 * apart from a socket that failed after the request was sent (reset, hang-up, timeout), which is a
 * dropped request.
 */
import http from 'node:http';
import { deflateSync } from 'node:zlib';

type Answer = {
  status: number;
  /** The error code of the body (the platform's error shape), if any. */
  code: string | null;
  message: string | null;
  retryAfter: string | null;
  body: string;
};

/** What happened to one request. */
export type Outcome =
  | ({ kind: 'answer' } & Answer)
  /** ECONNREFUSED: no server was listening (a new request while the server is down). */
  | { kind: 'refused'; error: string }
  /** The connection failed after the request was handed to it: the request got no answer. */
  | { kind: 'dropped'; error: string; reusedSocket: boolean };

const REQUEST_TIMEOUT_MS = 30_000;

export type RequestSpec = {
  method: string;
  path: string;
  token: string;
  json?: unknown;
  multipart?: { boundary: string; body: Buffer };
};

export class UserConnection {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  send(spec: RequestSpec): Promise<Outcome> {
    const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${spec.token}` };
    let payload: Buffer | null = null;
    if (spec.json !== undefined) {
      payload = Buffer.from(JSON.stringify(spec.json));
      headers['content-type'] = 'application/json';
    } else if (spec.multipart) {
      payload = spec.multipart.body;
      headers['content-type'] = `multipart/form-data; boundary=${spec.multipart.boundary}`;
    }
    if (payload) headers['content-length'] = payload.length;
    return new Promise<Outcome>((resolve) => {
      let settled = false;
      const done = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        resolve(outcome);
      };
      const req = http.request(
        {
          host: this.host,
          port: this.port,
          method: spec.method,
          path: spec.path,
          headers,
          agent: this.agent,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', (error: NodeJS.ErrnoException) =>
            done({ kind: 'dropped', error: error.code ?? error.message, reusedSocket: req.reusedSocket }),
          );
          res.on('end', () => {
            const body = Buffer.concat(chunks).toString('utf8');
            let code: string | null = null;
            let message: string | null = null;
            if ((res.statusCode ?? 0) >= 400 && body.startsWith('{')) {
              try {
                const parsed = JSON.parse(body) as { code?: unknown; message?: unknown };
                code = typeof parsed.code === 'string' ? parsed.code : null;
                message = typeof parsed.message === 'string' ? parsed.message : null;
              } catch {
                // Not the platform's error shape; the status says enough.
              }
            }
            const retryAfter = res.headers['retry-after'];
            done({
              kind: 'answer',
              status: res.statusCode ?? 0,
              code,
              message,
              retryAfter: typeof retryAfter === 'string' ? retryAfter : null,
              body,
            });
          });
        },
      );
      req.setTimeout(REQUEST_TIMEOUT_MS, () =>
        req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        const code = error.code ?? error.message;
        done(
          code === 'ECONNREFUSED'
            ? { kind: 'refused', error: code }
            : { kind: 'dropped', error: code, reusedSocket: req.reusedSocket },
        );
      });
      req.end(payload ?? undefined);
    });
  }

  close() {
    this.agent.destroy();
  }
}

/** A multipart/form-data body with text fields and one file. */
export function multipartBody(
  fields: Record<string, string>,
  file: { field: string; name: string; type: string; bytes: Buffer },
): { boundary: string; body: Buffer } {
  const boundary = `----navia-load-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { boundary, body: Buffer.concat(parts) };
}

/** A small valid PDF (one page with a line of text), about `size` bytes with padding. */
export function samplePdf(size = 6000): Buffer {
  const text = 'NAVIA load bench: commercial invoice';
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  pdf += `%${'x'.repeat(Math.max(0, size - pdf.length - 200))}\n`;
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A valid RGB PNG of width × height (a gradient), a few KB. */
export function samplePng(width = 64, height = 64): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = (x * 4) & 0xff;
      raw[row + 2 + x * 3] = (y * 4) & 0xff;
      raw[row + 3 + x * 3] = ((x + y) * 2) & 0xff;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
