/**
 * GET /api/invoices/:id/pdf (issue 14): a PDF of the invoice with the same access and visibility as
 * GET /api/invoices/:id. The document is written uncompressed, so its text is read back here from
 * the content stream (pdfkit writes each line as a TJ array of WinAnsi hex strings).
 */
import { formatMoney, money } from '@navia/domain/rules/invoices/money';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp, unique } from '../../test/test-app.ts';
import { type Agent, createShipment, loggedIn } from '../shipments/test-factories.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { createInvoice } from './test-records.ts';

const NOW = new Date('2026-03-02T14:00:00Z');
let t: TestApp;
let me: Agent;
let stranger: Agent;
let staff: Agent;
let noAccess: Agent;
let tag: string;
let paidId: string;
let shipKey: string;
let usdCreditId: string;
const db = () => t.database.db;

/** The text lines of an uncompressed pdfkit document, in drawing order. */
function pdfText(body: Buffer): string[] {
  const raw = body.toString('latin1');
  const decoder = new TextDecoder('windows-1252');
  const lines: string[] = [];
  for (const [, array] of raw.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/gi)) {
    const hex = [...(array ?? '').matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join('');
    lines.push(decoder.decode(Buffer.from(hex, 'hex')));
  }
  return lines;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  const mine = await createOrgGroup(db());
  const theirs = await createOrgGroup(db());
  me = await loggedIn(t, { role: 'OP', orgGroupId: mine.id, homeCountry: 'AU' });
  stranger = await loggedIn(t, { role: 'OP', orgGroupId: theirs.id, homeCountry: 'AU' });
  staff = await loggedIn(t, { role: 'NU', homeCountry: 'AU' });
  noAccess = await loggedIn(t, { role: 'OP', orgGroupId: mine.id, tracking: false });
  tag = `P${unique().toUpperCase()}`;
  const shipment = await createShipment(db(), mine.id);
  shipKey = shipment.shipKey;
  paidId = await createInvoice(db(), {
    orgGroupId: mine.id,
    userId: me.user.id,
    transactionNumber: `${tag}-INV`,
    amount: 123_456,
    paid: 23_456,
    dueDate: '2026-03-20',
    shipmentNumber: `S${tag}`,
  });
  await db().update(invoices).set({ shipmentId: shipment.id }).where(eq(invoices.id, paidId));
  usdCreditId = await createInvoice(db(), {
    orgGroupId: mine.id,
    transactionNumber: `${tag}-CRD`,
    amount: -5_000,
    currency: 'USD',
  });
  // The USD credit note at the demo's rate: 1 USD = 1.5312 AUD.
  await db()
    .update(invoices)
    .set({ exchangeRate: '1.53120000', localTotal: -7_656 })
    .where(eq(invoices.id, usdCreditId));
});

describe('GET /api/invoices/:id/pdf', () => {
  it('answers a PDF attachment named after the transaction number, with the invoice in it', async () => {
    const res = await me.get(`/api/invoices/${paidId}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${tag}-INV.pdf"`);
    const body = res.rawPayload;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(body);
    const all = text.join('\n');
    expect(all).toContain('NAVIA');
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(`${tag}-INV`);
    expect(text).toContain(`S${tag}`);
    expect(text).toContain('TESTORG');
    expect(text).toContain('Ocean freight');
    // Dates as hub §9 writes them.
    expect(text).toContain('01 Jan 2026');
    expect(text).toContain('20 Mar 2026');
    // Totals from integer minor units through formatMoney.
    const aud = (minor: number) => formatMoney(money(minor, 'AUD'));
    expect(text).toContain(aud(123_456));
    expect(text).toContain(aud(23_456));
    expect(text).toContain(aud(100_000));
    expect(text).toContain('PARTIALLY PAID');
    // The payment applied, by whom.
    expect(all).toMatch(/PAY[0-9A-F]{12}/);
    expect(text).toContain('Test User');
    expect(all).not.toContain('Exchange rate');
  });

  it('titles a credit note so, and shows the rate and the local total of a foreign currency', async () => {
    const res = await me.get(`/api/invoices/${usdCreditId}/pdf`);
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('CREDIT NOTE');
    expect(text).not.toContain('TAX INVOICE');
    expect(text).toContain(formatMoney(money(-5_000, 'USD')));
    expect(text).toContain('1 USD = 1.5312 AUD');
    expect(text).toContain(formatMoney(money(-7_656, 'AUD')));
    expect(text).toContain('No payments applied.');
  });

  it("is visible as the invoice is: staff see it, another group's user gets 404, no access 403", async () => {
    expect((await staff.get(`/api/invoices/${paidId}/pdf`)).statusCode).toBe(200);
    const theirs = await stranger.get(`/api/invoices/${paidId}/pdf`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers['content-type']).toContain('application/json');
    expect((await noAccess.get(`/api/invoices/${paidId}/pdf`)).statusCode).toBe(403);
    expect((await me.get('/api/invoices/not-a-uuid/pdf')).statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/invoices/${paidId}/pdf` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/invoices/:id ShipKey', () => {
  it("answers the key /shipment/:key opens the invoice's shipment by, or null without one", async () => {
    expect((await me.get(`/api/invoices/${paidId}`)).json().ShipKey).toBe(shipKey);
    expect((await me.get(`/api/invoices/${usdCreditId}`)).json().ShipKey).toBeNull();
  });
});

describe('renderInvoicePdf', () => {
  it('renders the same invoice to the same text, over several pages when the lines are many', async () => {
    const res = await me.get(`/api/invoices/${paidId}`);
    const detail = res.json();
    const many = {
      ...detail,
      lines: Array.from({ length: 80 }, (_, i) => ({
        position: i + 1,
        chargeCode: `C${i}`,
        description: `Charge number ${i} with a description long enough to wrap onto a second line of the table`,
        amount: 1_000 + i,
        gstAmount: 100,
      })),
    };
    const first = await renderInvoicePdf(many, { zone: 'Australia/Sydney' });
    const second = await renderInvoicePdf(many, { zone: 'Australia/Sydney' });
    expect(pdfText(first)).toEqual(pdfText(second));
    expect(pdfText(first)).toContain('C79');
    const pages = first.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
  });
});
