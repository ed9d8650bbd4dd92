import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@navia/domain/contracts/shipment-detail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrgGroup, createUser, TEST_PASSWORD } from '../../test/factories.ts';
import { createTestApp, signIn, type TestApp, testConfig } from '../../test/test-app.ts';
import { attachmentDisposition, sanitiseFileName } from './document-files.ts';
import { createDetailOrder, createDetailShipment } from './test-records.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'navia-docs-'));
const filesDir = path.join(dataDir, 'files');

let t: TestApp;
let cookie: string;
let otherCookie: string;
let shipment: Awaited<ReturnType<typeof createDetailShipment>>;
let order: Awaited<ReturnType<typeof createDetailOrder>>;
let foreign: Awaited<ReturnType<typeof createDetailShipment>>;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A Windows executable's header, under a .pdf name. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

/** A multipart body as a browser would send it, built with the platform's FormData. */
async function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

async function upload(
  recordKey: string,
  name: string,
  bytes: Buffer,
  as = cookie,
  extra: Record<string, string> = {},
) {
  const { payload, headers } = await multipart({ recordKey, ...extra }, { name, bytes });
  return t.app.inject({
    method: 'POST',
    url: '/api/shipments/uploadDocument',
    payload,
    headers: { ...headers, cookie: as },
  });
}

const storedFiles = () =>
  readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ NAVIA_DATA_DIR: dataDir }) });
  const db = t.database.db;
  const mine = await createOrgGroup(db);
  const theirs = await createOrgGroup(db);
  const me = await createUser(db, { orgGroupId: mine.id, fullname: 'James Walker' });
  const them = await createUser(db, { orgGroupId: theirs.id });
  cookie = (await signIn(t.app, me.email, TEST_PASSWORD)).cookie;
  otherCookie = (await signIn(t.app, them.email, TEST_PASSWORD)).cookie;
  shipment = await createDetailShipment(db, mine.id, 'FCL');
  order = await createDetailOrder(db, mine.id, shipment.id);
  foreign = await createDetailShipment(db, theirs.id, 'FCL');
});

afterAll(async () => {
  await t.app.close();
});

describe('POST /api/shipments/uploadDocument', () => {
  it('stores a PDF under a random key, keeps the name as metadata, lists it and downloads the same bytes', async () => {
    const res = await upload(shipment.shipKey, 'Commercial Invoice 42.pdf', PDF, cookie, {
      documentType: 'COMMERCIAL INVOICE',
    });
    expect(res.statusCode).toBe(200);
    const { document } = res.json();
    expect(document).toMatchObject({
      FileName: 'Commercial Invoice 42.pdf',
      ContentType: 'application/pdf',
      Size: PDF.length,
      DocumentType: 'COMMERCIAL INVOICE',
      UploadedBy: 'James Walker',
    });
    const files = storedFiles();
    expect(files.some((f) => f.includes('Invoice'))).toBe(false);
    expect(files.every((f) => /^[0-9a-f-]{36}$/.test(f))).toBe(true);

    // The order view of the same shipment lists it too.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/shipments/${order.ordKey}/details/edocs`,
      headers: { cookie },
    });
    expect(list.json().result.map((d: { DocumentId: string }) => d.DocumentId)).toContain(
      document.DocumentId,
    );

    const download = await t.app.inject({ method: 'GET', url: document.DownloadUrl, headers: { cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(attachmentDisposition('Commercial Invoice 42.pdf'));
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('decides the type from the bytes: an executable named .pdf is refused', async () => {
    const res = await upload(shipment.shipKey, 'invoice.pdf', EXE);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(DOCUMENT_MESSAGES.unsupportedType);
  });

  it('decides the type from the bytes: a PNG named .txt is stored as a PNG, with a fitting extension', async () => {
    const res = await upload(shipment.shipKey, 'notes.txt', PNG);
    expect(res.statusCode).toBe(200);
    expect(res.json().document).toMatchObject({ ContentType: 'image/png', FileName: 'notes.txt.png' });
  });

  it('downloads under its own sandbox policy, compressed when text and the client accepts it (decision 013)', async () => {
    const rows = Array.from({ length: 200 }, (_, i) => `HW-${i},${i}`).join('\n');
    const csv = Buffer.from(`sku,qty\n${rows}\n`);
    const { document } = (await upload(shipment.shipKey, 'stock.csv', csv)).json();
    const plain = await t.app.inject({ method: 'GET', url: document.DownloadUrl, headers: { cookie } });
    const gzipped = await t.app.inject({
      method: 'GET',
      url: document.DownloadUrl,
      headers: { cookie, 'accept-encoding': 'gzip' },
    });
    expect(plain.rawPayload.equals(csv)).toBe(true);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(csv)).toBe(true);
    for (const res of [plain, gzipped]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['content-disposition']).toBe(attachmentDisposition('stock.csv'));
    }
    const pdf = (await upload(shipment.shipKey, 'scan.pdf', PDF)).json().document;
    const pdfDownload = await t.app.inject({
      method: 'GET',
      url: pdf.DownloadUrl,
      headers: { cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(pdfDownload.headers['content-encoding']).toBeUndefined();
    expect(pdfDownload.rawPayload.equals(PDF)).toBe(true);
  });

  it('accepts CSV text and refuses binary junk that is no known type', async () => {
    const csv = await upload(shipment.shipKey, 'packing.csv', Buffer.from('sku,qty\nHW-100,12\n'));
    expect(csv.json().document.ContentType).toBe('text/csv');
    const junk = await upload(shipment.shipKey, 'data.csv', Buffer.from([0, 1, 2, 3, 255, 254, 0, 7]));
    expect(junk.statusCode).toBe(415);
  });

  it('refuses a file over 10 MB and stores nothing', async () => {
    const before = storedFiles().length;
    const big = Buffer.concat([PDF, Buffer.alloc(DOCUMENT_MAX_BYTES, 0x20)]);
    const res = await upload(shipment.shipKey, 'big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(DOCUMENT_MESSAGES.tooLarge);
    expect(storedFiles().length).toBe(before);
  });

  it('handles a path-like name safely: only the last segment is kept, the file stays in the store', async () => {
    const res = await upload(shipment.shipKey, '../../../etc/passwd.pdf', PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json().document.FileName).toBe('passwd.pdf');
    const windows = await upload(shipment.shipKey, '..\\..\\boot.ini', PDF);
    expect(windows.json().document.FileName).toBe('boot.ini.pdf');
    expect(readdirSync(dataDir)).toEqual(['files']);
  });

  it('fails without form data, saying no document form data or no source was provided', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/shipments/uploadDocument',
      payload: { recordKey: shipment.shipKey },
      headers: { cookie },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(DOCUMENT_MESSAGES.noFormOrSource);
    const { payload, headers } = await multipart({ recordKey: shipment.shipKey });
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/shipments/uploadDocument',
      payload,
      headers: { ...headers, cookie },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(DOCUMENT_MESSAGES.noFormOrSource);
  });

  it("refuses to attach to another group's record (404, as for an unknown key)", async () => {
    const theirs = await upload(foreign.shipKey, 'x.pdf', PDF);
    const unknown = await upload('AU-NOPE', 'x.pdf', PDF);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
  });

  it("does not let another group list or download a group's document", async () => {
    const { document } = (await upload(shipment.shipKey, 'private.pdf', PDF)).json();
    const download = await t.app.inject({
      method: 'GET',
      url: document.DownloadUrl,
      headers: { cookie: otherCookie },
    });
    expect(download.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/shipments/${shipment.shipKey}/details/edocs`,
      headers: { cookie: otherCookie },
    });
    expect(list.statusCode).toBe(404);
  });

  it('needs a session', async () => {
    const { payload, headers } = await multipart(
      { recordKey: shipment.shipKey },
      { name: 'a.pdf', bytes: PDF },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/shipments/uploadDocument',
      payload,
      headers,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('sanitiseFileName', () => {
  it.each([
    ['invoice.exe', 'application/pdf', 'invoice.exe.pdf'],
    ['.hidden.pdf', 'application/pdf', 'hidden.pdf'],
    ['a\u0000b<>:"|?*.pdf', 'application/pdf', 'ab.pdf'],
    ['', 'image/jpeg', 'document.jpg'],
    ['photo.JPEG', 'image/jpeg', 'photo.JPEG'],
    ['report.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'report.docx'],
  ] as const)('turns %j into %j', (name, type, expected) => {
    expect(sanitiseFileName(name, type)).toBe(expected);
  });

  it('keeps names to 120 characters with their extension', () => {
    const name = sanitiseFileName(`${'x'.repeat(300)}.pdf`, 'application/pdf');
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('offers an ASCII fallback and the UTF-8 name for the download', () => {
    expect(attachmentDisposition('Über "x".pdf')).toBe(
      `attachment; filename="_ber _x_.pdf"; filename*=UTF-8''%C3%9Cber%20%22x%22.pdf`,
    );
  });

  it('reads a stored file back byte for byte', () => {
    const first = storedFiles()[0];
    expect(first).toBeDefined();
    const found = readdirSync(filesDir, { recursive: true }).find((p) => String(p).endsWith(first ?? '?'));
    expect(readFileSync(path.join(filesDir, String(found))).length).toBeGreaterThan(0);
  });
});
