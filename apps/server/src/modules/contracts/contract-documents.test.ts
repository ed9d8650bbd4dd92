/**
 * A contract's documents (issue 16): uploaded and downloaded by the contract's parties and staff
 * only, each file checked by its bytes and its size, all or nothing, with a history row and the
 * security log.
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContractDocument } from '@navia/domain/contracts/connect-contracts';
import { CONTRACT_DOCUMENT_MAX_BYTES } from '@navia/domain/rules/contracts/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, contractHistory, notifications } from '../../db/schema/index.ts';
import { createTrustedParty } from '../../test/factories.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';
import { CONTRACT_DOCUMENTS_PER_UPLOAD } from './contract-document-transfer.ts';
import {
  type ConnectAgent,
  connectAgent,
  createConnectGroup,
  createTestContract,
  multipartBody,
} from './contract-extras-test-factories.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'navia-contract-docs-'));
const filesDir = path.join(dataDir, 'files');
const storedFiles = () =>
  readdirSync(filesDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

let t: TestApp;
let buyer: ConnectAgent;
let supplier: ConnectAgent;
let otherGroup: ConnectAgent;
let unrelatedSupplier: ConnectAgent;
let staff: ConnectAgent;
let contract: Awaited<ReturnType<typeof createTestContract>>;
const unknownId = '00000000-0000-4000-8000-000000000002';

async function upload(
  agent: ConnectAgent,
  contractId: string,
  files: readonly { name: string; bytes: Buffer; field?: string }[],
) {
  const { payload, headers } = await multipartBody({ contractId }, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/connect/contracts/uploadDocuments',
    payload,
    headers: { ...headers, cookie: agent.cookie },
  });
}
const documentsOf = (res: { json: () => unknown }) =>
  (res.json() as { documents: ContractDocument[] }).documents;

beforeAll(async () => {
  t = await createTestApp({ config: testConfig({ NAVIA_DATA_DIR: dataDir }) });
  const db = t.database.db;
  const acme = await createConnectGroup(db);
  const kiwi = await createConnectGroup(db);
  const unrelated = await createTrustedParty(db);
  buyer = await connectAgent(t, { role: 'OP', orgGroupId: acme.group.id, fullname: 'Cara Client' });
  supplier = await connectAgent(t, {
    role: 'TPADMIN',
    trustedPartyId: acme.trustedParty.id,
    fullname: 'Sam Supplier',
  });
  otherGroup = await connectAgent(t, { role: 'CA', orgGroupId: kiwi.group.id });
  unrelatedSupplier = await connectAgent(t, { role: 'TPADMIN', trustedPartyId: unrelated.id });
  staff = await connectAgent(t, { role: 'NU' });
  contract = await createTestContract(db, {
    orgGroupId: acme.group.id,
    trustedPartyId: acme.trustedParty.id,
  });
});

afterAll(async () => {
  await t.app.close();
});

describe('uploading', () => {
  it('stores several files for a party, with a history row and the security log', async () => {
    const res = await upload(buyer, contract.id, [
      { name: 'invoice.pdf', bytes: PDF },
      { name: 'photo.png', bytes: PNG },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const documents = documentsOf(res);
    expect(documents.map((d) => [d.fileName, d.contentType, d.size, d.uploadedBy])).toEqual([
      ['invoice.pdf', 'application/pdf', PDF.length, 'Cara Client'],
      ['photo.png', 'image/png', PNG.length, 'Cara Client'],
    ]);
    const history = await t.database.db
      .select()
      .from(contractHistory)
      .where(eq(contractHistory.contractId, contract.id));
    expect(history).toEqual([
      expect.objectContaining({
        action: 'edit',
        actorName: 'Cara Client',
        fieldsText: 'Documents invoice.pdf, photo.png uploaded',
      }),
    ]);
    const logged = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.eventType, 'DOCUMENT_UPLOADED'), eq(auditEvents.effectiveUserId, buyer.user.id)),
      );
    expect(logged.map((e) => e.target).sort()).toEqual(documents.map((d) => d._id).sort());
    expect(logged.every((e) => e.detail === 'CONTRACT')).toBe(true);
  });

  it('lets the trusted party and staff upload too, and answers every document of the contract', async () => {
    const bySupplier = await upload(supplier, contract.id, [
      { name: 'packing list.txt', bytes: Buffer.from('12 CTN') },
    ]);
    expect(bySupplier.statusCode, bySupplier.body).toBe(200);
    expect(documentsOf(bySupplier).map((d) => d.fileName)).toContain('packing list.txt');
    const byStaff = await upload(staff, contract.id, [
      { name: 'note.csv', bytes: Buffer.from('a,b\n1,2\n') },
    ]);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(documentsOf(byStaff).find((d) => d.fileName === 'note.csv')?.contentType).toBe('text/csv');
  });

  it('tells the contract’s subscribers of an upload (CONTRACT notification), not the uploader', async () => {
    const subscribed = await buyer.post('/api/connect/contracts/toggleContractSubscription', {
      contractId: contract.id,
      notifications: true,
    });
    expect(subscribed.statusCode).toBe(200);
    const res = await upload(supplier, contract.id, [{ name: 'certificate.pdf', bytes: PDF }]);
    expect(res.statusCode).toBe(200);
    await t.ctx.jobs.drain();
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.eventType, 'CONTRACT'), eq(notifications.referenceId, contract.id)));
    const toBuyer = told.filter((n) => n.userId === buyer.user.id && n.text.includes('certificate.pdf'));
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]?.text).toContain(contract.referenceNumber);
    expect(told.some((n) => n.userId === supplier.user.id && n.text.includes('certificate.pdf'))).toBe(false);
  });

  it('answers another group and an unrelated trusted party as for an unknown contract, storing nothing', async () => {
    const before = storedFiles();
    for (const agent of [otherGroup, unrelatedSupplier]) {
      const foreign = await upload(agent, contract.id, [{ name: 'x.pdf', bytes: PDF }]);
      const unknown = await upload(agent, unknownId, [{ name: 'x.pdf', bytes: PDF }]);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(unknown.json());
    }
    expect(storedFiles()).toBe(before);
  });

  it('stores a .pdf holding PNG bytes as the PNG it is', async () => {
    const res = await upload(buyer, contract.id, [{ name: 'scan.pdf', bytes: PNG }]);
    expect(res.statusCode).toBe(200);
    expect(documentsOf(res).find((d) => d.fileName.startsWith('scan'))).toMatchObject({
      fileName: 'scan.pdf.png',
      contentType: 'image/png',
    });
  });

  it('takes a file of exactly 10 MB', async () => {
    const bytes = Buffer.concat([PDF, Buffer.alloc(CONTRACT_DOCUMENT_MAX_BYTES - PDF.length, 0x20)]);
    const res = await upload(buyer, contract.id, [{ name: 'catalogue.pdf', bytes }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(documentsOf(res).find((d) => d.fileName === 'catalogue.pdf')?.size).toBe(
      CONTRACT_DOCUMENT_MAX_BYTES,
    );
  });

  it('refuses an executable (415) and a file over 10 MB (413), and keeps none of the upload', async () => {
    const before = storedFiles();
    const exe = await upload(buyer, contract.id, [
      { name: 'fine.pdf', bytes: PDF },
      { name: 'setup.exe', bytes: EXE },
    ]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().code).toBe('DOCUMENT_TYPE_REFUSED');
    const large = await upload(buyer, contract.id, [
      { name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(CONTRACT_DOCUMENT_MAX_BYTES, 0x20)]) },
    ]);
    expect(large.statusCode).toBe(413);
    expect(large.json().code).toBe('DOCUMENT_TOO_LARGE');
    const empty = await upload(buyer, contract.id, [{ name: 'empty.txt', bytes: Buffer.alloc(0) }]);
    expect(empty.statusCode).toBe(415);
    expect(storedFiles()).toBe(before);
  });

  it('refuses a form without a file, without a contract id, too many files, or no form at all', async () => {
    const noFile = await upload(buyer, contract.id, []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().issues).toEqual([expect.objectContaining({ field: 'files' })]);
    const { payload, headers } = await multipartBody({}, [{ name: 'a.pdf', bytes: PDF }]);
    const noId = await t.app.inject({
      method: 'POST',
      url: '/api/connect/contracts/uploadDocuments',
      payload,
      headers: { ...headers, cookie: buyer.cookie },
    });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().issues).toEqual([expect.objectContaining({ field: 'contractId' })]);
    const notAnId = await upload(buyer, 'PO-1', [{ name: 'a.pdf', bytes: PDF }]);
    expect(notAnId.statusCode).toBe(400);
    const many = Array.from({ length: CONTRACT_DOCUMENTS_PER_UPLOAD + 1 }, (_, i) => ({
      name: `${i}.pdf`,
      bytes: PDF,
    }));
    expect((await upload(buyer, contract.id, many)).statusCode).toBe(413);
    const json = await buyer.post('/api/connect/contracts/uploadDocuments', { contractId: contract.id });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });
});

describe('downloading', () => {
  it('sends a party the stored bytes as an attachment under the stored type, and logs it', async () => {
    const uploaded = documentsOf(
      await upload(buyer, contract.id, [{ name: 'päckliste: 2026.pdf', bytes: PDF }]),
    );
    const document = uploaded.find((d) => d.fileName.startsWith('päckliste'));
    if (!document) throw new Error('not uploaded');
    expect(document.fileName).toBe('päckliste 2026.pdf');
    for (const agent of [buyer, supplier, staff]) {
      const res = await agent.get(`/api/connect/contracts/${contract.id}/documents/${document._id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="p_ckliste 2026.pdf"; filename*=UTF-8''p%C3%A4ckliste%202026.pdf`,
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
    const logged = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.eventType, 'DOCUMENT_DOWNLOADED'), eq(auditEvents.target, document._id)));
    expect(logged).toHaveLength(3);
  });

  it('answers anyone else, and a document of another contract, as unknown', async () => {
    const [document] = documentsOf(await upload(buyer, contract.id, [{ name: 'terms.pdf', bytes: PDF }]));
    if (!document) throw new Error('not uploaded');
    const url = `/api/connect/contracts/${contract.id}/documents/${document._id}`;
    const unknown = `/api/connect/contracts/${contract.id}/documents/${unknownId}`;
    for (const agent of [otherGroup, unrelatedSupplier]) {
      const foreign = await agent.get(url);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual((await agent.get(unknown)).json());
    }
    const sibling = await createTestContract(t.database.db, {
      orgGroupId: contract.orgGroupId,
      trustedPartyId: contract.trustedPartyId,
    });
    expect(
      (await buyer.get(`/api/connect/contracts/${sibling.id}/documents/${document._id}`)).statusCode,
    ).toBe(404);
  });
});
