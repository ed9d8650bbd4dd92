/**
 * The booking calls (issue 18): submit (idempotent per group and requestId, e-mail and notification
 * written), list and read with isolation, staff confirm (a shipment the customer finds in the
 * tracking search) and decline, customer cancel, book again, and the hub §7 lookups getVessels,
 * getPortNamesInList and getPortNames; a booking's documents, which move to its shipment when
 * confirmed. Bad input answers 400 naming the field.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Booking,
  type BookingDraft,
  exampleBookingSubmission,
  type VesselOption,
} from '@navia/domain/contracts/bookings';
import type { PortOption } from '@navia/domain/contracts/transit';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, notifications, outboxEmails, ports } from '../../db/schema/index.ts';
import { multipartPayload } from '../../guards/requests.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp, testConfig, unique } from '../../test/test-app.ts';
import { createQuote } from '../quotes/test-records.ts';
import { createDetailShipment } from '../shipment-detail/test-records.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';
import { createBooking } from './test-records.ts';

let t: TestApp;
let groupA: string;
let groupB: string;
let me: Agent;
let colleague: Agent;
let stranger: Agent;
let staff: Agent;
const db = () => t.database.db;

const issuesOf = (res: { json: () => unknown }) =>
  ((res.json() as { issues?: { field: string }[] }).issues ?? []).map((i) => i.field);

const submission = (change: Record<string, unknown> = {}) => ({
  ...exampleBookingSubmission,
  requestId: randomUUID(),
  origin: { kind: 'NONE' },
  ...change,
});

async function submit(agent: Agent, body: Record<string, unknown>) {
  const res = await agent.post('/api/bookings', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { booking: Booking; replayed: boolean };
}

beforeAll(async () => {
  t = await createTestApp({
    config: testConfig({ NAVIA_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'navia-bookings-')) }),
  });
  groupA = (await createOrgGroup(db())).id;
  groupB = (await createOrgGroup(db())).id;
  const customer = { role: 'OP', homeCountry: 'AU', bookings: true } as const;
  me = await loggedIn(t, { ...customer, orgGroupId: groupA });
  colleague = await loggedIn(t, { ...customer, orgGroupId: groupA });
  stranger = await loggedIn(t, { ...customer, orgGroupId: groupB });
  staff = await loggedIn(t, { role: 'NU', homeCountry: 'AU' });
});

describe('POST /api/bookings', () => {
  it('stores a SUBMITTED booking with its number and direction, e-mails and notifies the submitter', async () => {
    const { booking, replayed } = await submit(me, submission());
    expect(replayed).toBe(false);
    expect(booking.status).toBe('SUBMITTED');
    expect(booking.bookingNumber).toMatch(/^B-\d{6,}$/);
    expect(booking.direction).toBe('Import');
    expect(booking.orgGroupId).toBe(groupA);
    expect(booking.origin).toEqual({ kind: 'NONE' });
    expect(booking.shipper.organisation.code).toBe('NINHONCN');
    expect(booking.pickupWindow).toEqual({ start: 9, end: 15 });
    expect(booking.createdBy._id).toBe(me.user.id);

    const mails = await db()
      .select()
      .from(outboxEmails)
      .where(like(outboxEmails.subject, `%${booking.bookingNumber}%`));
    expect(mails.map((m) => m.toAddress).sort()).toEqual(
      [me.user.email, t.ctx.config.NAVIA_TEAM_EMAIL].sort(),
    );
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.referenceId, booking._id), eq(notifications.userId, me.user.id)));
    expect(told).toHaveLength(1);
    expect(told[0]?.eventType).toBe('BOOKING');
    expect(told[0]?.redirectUrl).toBe(`/bookings?booking=${booking._id}`);
  });

  it('answers the first booking for the same requestId, never a second', async () => {
    const body = submission();
    const first = await submit(me, body);
    const again = await submit(me, body);
    const byColleague = await submit(colleague, { ...body, notes: 'CHANGED' });
    expect(again.replayed).toBe(true);
    expect(again.booking._id).toBe(first.booking._id);
    expect(byColleague.booking._id).toBe(first.booking._id);
    const rows = await db().select().from(bookings).where(eq(bookings.requestId, body.requestId));
    expect(rows).toHaveLength(1);
    const mails = await db()
      .select()
      .from(outboxEmails)
      .where(like(outboxEmails.subject, `%${first.booking.bookingNumber}%`));
    expect(mails).toHaveLength(2);
  });

  it("another group's same requestId makes its own booking", async () => {
    const body = submission();
    const mine = await submit(me, body);
    const theirs = await submit(stranger, body);
    expect(theirs.replayed).toBe(false);
    expect(theirs.booking._id).not.toBe(mine.booking._id);
  });

  it('takes ROAD with a manual direction, and refuses ROAD without one', async () => {
    const road = {
      type: 'ROAD',
      direction: 'Export',
      transportMode: 'ROAD',
      packing: 'FTL',
      containers: [],
      cargoLines: [{ description: 'PALLETS', packs: 10, packType: 'PLT', weightKg: 5000, volumeM3: 20 }],
      originPort: 'AUMEL',
      destinationPort: 'AUSYD',
    };
    const { booking } = await submit(me, submission(road));
    expect(booking.direction).toBe('Export');
    const res = await me.post('/api/bookings', submission({ ...road, direction: null }));
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res)).toEqual(['direction']);
  });

  it.each([
    ['readyDate', { readyDate: '2020-01-01', requiredInStoreDate: null }],
    ['requiredInStoreDate', { requiredInStoreDate: '2030-03-01' }],
    ['containers', { containers: [] }],
    [
      'cargoLines.0.weightKg',
      { packing: 'LCL', containers: [], cargoLines: [{ description: 'X', packs: 1, packType: 'CTN' }] },
    ],
    ['cargoLines', { packing: 'LCL', containers: [], cargoLines: [] }],
    ['notes', { notes: 'x'.repeat(501) }],
    ['originPort', { originPort: 'MELBOURNE' }],
    ['type', { type: 'SEA' }],
    ['pickupWindow.end', { pickupWindow: { start: 9, end: 24 } }],
    ['requestId', { requestId: 'not-a-uuid' }],
    ['origin.quoteId', { origin: { kind: 'SHIPMENT', shipKey: 'AU-S1', quoteId: randomUUID() } }],
    ['origin.shipKey', { origin: { kind: 'SHIPMENT' } }],
    ['origin', { origin: { other: 1 } }],
    [
      'shipper.organisation.name',
      {
        shipper: { ...exampleBookingSubmission.shipper, organisation: { key: 'k', name: '', country: 'CN' } },
      },
    ],
  ])('answers 400 naming %s', async (field, change) => {
    const res = await me.post('/api/bookings', submission(change));
    expect(res.statusCode, res.body).toBe(400);
    expect(issuesOf(res)).toContain(field);
  });

  it('refuses staff with 409 (they have no group to book for)', async () => {
    expect((await staff.post('/api/bookings', submission())).statusCode).toBe(409);
  });

  it('refuses a customer without the bookings permission', async () => {
    const other = await loggedIn(t, { role: 'OP', orgGroupId: groupA, homeCountry: 'AU' });
    expect((await other.post('/api/bookings', submission())).statusCode).toBe(403);
  });

  it('records a quote of the group as its origin; another group quote answers as unknown', async () => {
    const quoteId = await createQuote(db(), { orgGroupId: groupA, userId: me.user.id });
    const { booking } = await submit(
      me,
      submission({ origin: { kind: 'QUOTE', quoteId, optionId: 'opt-1' } }),
    );
    expect(booking.origin).toEqual({ kind: 'QUOTE', quoteId, optionId: 'opt-1' });

    const badOption = await me.post(
      '/api/bookings',
      submission({ origin: { kind: 'QUOTE', quoteId, optionId: 'x' } }),
    );
    expect(badOption.statusCode).toBe(400);
    expect(issuesOf(badOption)).toEqual(['origin.optionId']);
    // kind left out: read from quoteId; optionId left out on a quote with no accepted option: 400.
    const noOption = await me.post('/api/bookings', submission({ origin: { quoteId } }));
    expect(noOption.statusCode).toBe(400);
    expect(issuesOf(noOption)).toEqual(['origin.optionId']);
    const { booking: implicit } = await submit(me, submission({ origin: { quoteId, optionId: 'opt-1' } }));
    expect(implicit.origin).toEqual({ kind: 'QUOTE', quoteId, optionId: 'opt-1' });

    const theirs = await createQuote(db(), { orgGroupId: groupB, userId: stranger.user.id });
    const foreign = await me.post(
      '/api/bookings',
      submission({ origin: { kind: 'QUOTE', quoteId: theirs, optionId: 'opt-1' } }),
    );
    const unknown = await me.post(
      '/api/bookings',
      submission({ origin: { kind: 'QUOTE', quoteId: randomUUID(), optionId: 'opt-1' } }),
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
  });

  it("records a shipment of the group as its origin; another group's answers as unknown", async () => {
    const own = await createDetailShipment(db(), groupA);
    const { booking } = await submit(me, submission({ origin: { kind: 'SHIPMENT', shipKey: own.shipKey } }));
    expect(booking.origin).toEqual({ kind: 'SHIPMENT', shipKey: own.shipKey });
    const theirs = await createDetailShipment(db(), groupB);
    const res = await me.post(
      '/api/bookings',
      submission({ origin: { kind: 'SHIPMENT', shipKey: theirs.shipKey } }),
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/bookings/list and GET /api/bookings/:bookingId', () => {
  it("answers the caller's group's bookings, newest first; staff see every group's", async () => {
    const group = (await createOrgGroup(db())).id;
    const user = await loggedIn(t, { role: 'OP', orgGroupId: group, homeCountry: 'AU', bookings: true });
    const first = await submit(user, submission());
    const second = await submit(user, submission({ destinationPort: 'AUSYD' }));
    const theirs = await submit(stranger, submission());

    const res = await user.post('/api/bookings/list', { batchNo: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { result: Booking[]; total: number };
    expect(list.total).toBe(2);
    expect(list.result.map((b) => b._id)).toEqual([second.booking._id, first.booking._id]);

    const filtered = (await user.post('/api/bookings/list', { filter: 'AUSYD' })).json() as { total: number };
    expect(filtered.total).toBe(1);
    const byNumber = (
      await user.post('/api/bookings/list', { filter: first.booking.bookingNumber })
    ).json() as {
      result: Booking[];
    };
    expect(byNumber.result.map((b) => b._id)).toEqual([first.booking._id]);
    const cancelled = (await user.post('/api/bookings/list', { status: 'CANCELLED' })).json() as {
      total: number;
    };
    expect(cancelled.total).toBe(0);

    const all = (await staff.post('/api/bookings/list', { batchSize: 100 })).json() as { total: number };
    expect(all.total).toBeGreaterThanOrEqual(3);
    const page = (
      await staff.post('/api/bookings/list', { filter: theirs.booking.bookingNumber })
    ).json() as {
      result: Booking[];
    };
    expect(page.result.map((b) => b._id)).toEqual([theirs.booking._id]);
  });

  it('answers 400 naming batchNo for a bad page', async () => {
    const res = await me.post('/api/bookings/list', { batchNo: 0 });
    expect(res.statusCode).toBe(400);
    expect(issuesOf(res)).toEqual(['batchNo']);
  });

  it("answers another group's booking exactly as an unknown id", async () => {
    const theirs = await createBooking(db(), { orgGroupId: groupB, userId: stranger.user.id });
    const foreign = await me.get(`/api/bookings/${theirs}`);
    const unknown = await me.get(`/api/bookings/${randomUUID()}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect((await stranger.get(`/api/bookings/${theirs}`)).statusCode).toBe(200);
    expect((await staff.get(`/api/bookings/${theirs}`)).statusCode).toBe(200);
    expect((await me.post(`/api/bookings/${theirs}/cancel`, {})).statusCode).toBe(404);
    expect((await me.get('/api/bookings/not-an-id')).statusCode).toBe(400);
  });
});

describe('POST /api/bookings/:bookingId/confirm', () => {
  it('is refused to customers', async () => {
    const id = await createBooking(db(), { orgGroupId: groupA, userId: me.user.id });
    expect((await me.post(`/api/bookings/${id}/confirm`, {})).statusCode).toBe(403);
    expect((await me.post(`/api/bookings/${id}/decline`, { reason: 'NO' })).statusCode).toBe(403);
  });

  it('makes a shipment the customer finds in the tracking search, and tells the submitter', async () => {
    const group = (await createOrgGroup(db())).id;
    const user = await loggedIn(t, { role: 'OP', orgGroupId: group, homeCountry: 'AU', bookings: true });
    const { booking } = await submit(user, submission());
    expect((await user.search({})).totalCount).toBe(0);

    const res = await staff.post(`/api/bookings/${booking._id}/confirm`, {});
    expect(res.statusCode, res.body).toBe(200);
    const confirmed = (res.json() as { booking: Booking }).booking;
    expect(confirmed.status).toBe('CONFIRMED');
    expect(confirmed.shipKey).toMatch(/^AU-SB\d{6,}$/);
    expect(confirmed.decidedBy?._id).toBe(staff.user.id);

    const found = await user.search({});
    expect(found.totalCount).toBe(1);
    const row = found.result[0] as Record<string, unknown>;
    expect(row.ShipKey).toBe(confirmed.shipKey);
    expect(row.ShipNumber).toBe(confirmed.shipNumber);
    expect(row.Origin ?? row.origin).toBeDefined();
    expect(
      (await stranger.search({})).result.map((r) => (r as Record<string, unknown>).ShipKey),
    ).not.toContain(confirmed.shipKey);
    const detail = await user.post(`/api/shipments/${confirmed.shipKey}/details/general`, {
      shipKey: confirmed.shipKey,
      shipOrd: '-',
    });
    expect(detail.statusCode, detail.body).toBe(200);

    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.referenceId, booking._id), eq(notifications.userId, user.user.id)));
    expect(told.map((n) => n.text).sort()).toEqual(
      [
        `Booking ${booking.bookingNumber} confirmed`,
        `Booking ${booking.bookingNumber} AUMEL → AUMEL submitted`,
      ]
        .map((s) => s.replace('AUMEL → AUMEL', `${booking.originPort} → ${booking.destinationPort}`))
        .sort(),
    );
    const mails = await db()
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, `Booking ${booking.bookingNumber} confirmed`));
    expect(mails.map((m) => m.toAddress)).toEqual([user.user.email]);

    const again = await staff.post(`/api/bookings/${booking._id}/confirm`, {});
    expect(again.statusCode).toBe(409);
    expect((await user.post(`/api/bookings/${booking._id}/cancel`, {})).statusCode).toBe(409);
  });
});

describe("a booking's documents", () => {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
  type EDoc = { DocumentId: string; FileName: string; DocumentType: string; DownloadUrl: string };

  async function upload(
    agent: Agent,
    bookingId: string,
    file: { name: string; bytes: Buffer } | null,
    type = 'PACKING LIST',
  ) {
    const { payload, contentType } = await multipartPayload({ documentType: type }, file);
    return t.app.inject({
      method: 'POST',
      url: `/api/bookings/${bookingId}/documents`,
      payload,
      headers: { 'content-type': contentType, cookie: agent.cookie },
    });
  }
  const listOf = async (agent: Agent, bookingId: string) => {
    const res = await agent.get(`/api/bookings/${bookingId}/documents`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { result: EDoc[] }).result;
  };

  it('takes a document checked by its bytes, lists it for the group, and downloads it', async () => {
    const { booking } = await submit(me, submission());
    const res = await upload(me, booking._id, { name: 'packing list.pdf', bytes: PDF });
    expect(res.statusCode, res.body).toBe(200);
    const document = (res.json() as { document: EDoc }).document;
    expect(document).toMatchObject({ FileName: 'packing list.pdf', DocumentType: 'PACKING LIST' });
    expect((await listOf(colleague, booking._id)).map((d) => d.DocumentId)).toEqual([document.DocumentId]);
    const download = await colleague.get(document.DownloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');
  });

  it("refuses another group's booking and its documents as unknown", async () => {
    const { booking } = await submit(me, submission());
    const own = (await upload(me, booking._id, { name: 'a.pdf', bytes: PDF })).json() as { document: EDoc };
    expect((await upload(stranger, booking._id, { name: 'b.pdf', bytes: PDF })).statusCode).toBe(404);
    expect((await stranger.get(`/api/bookings/${booking._id}/documents`)).statusCode).toBe(404);
    expect((await stranger.get(own.document.DownloadUrl)).statusCode).toBe(404);
    expect(await listOf(me, booking._id)).toHaveLength(1);
  });

  it('refuses an executable named .pdf (415), a missing file or type (400 naming it), and stores nothing', async () => {
    const { booking } = await submit(me, submission());
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);
    expect((await upload(me, booking._id, { name: 'invoice.pdf', bytes: exe })).statusCode).toBe(415);
    const noFile = await upload(me, booking._id, null);
    expect(noFile.statusCode).toBe(400);
    expect(issuesOf(noFile)).toEqual(['file']);
    const noType = await upload(me, booking._id, { name: 'a.pdf', bytes: PDF }, ' ');
    expect(noType.statusCode).toBe(400);
    expect(issuesOf(noType)).toEqual(['documentType']);
    expect(await listOf(me, booking._id)).toEqual([]);
  });

  it('moves to the shipment when staff confirm, which lists them; later ones go there too', async () => {
    const group = (await createOrgGroup(db())).id;
    const user = await loggedIn(t, { role: 'OP', orgGroupId: group, homeCountry: 'AU', bookings: true });
    const { booking } = await submit(user, submission());
    await upload(user, booking._id, { name: 'before.pdf', bytes: PDF });
    const confirmed = await staff.post(`/api/bookings/${booking._id}/confirm`, {});
    const shipKey = (confirmed.json() as { booking: Booking }).booking.shipKey ?? '';
    expect(shipKey).not.toBe('');
    expect((await upload(user, booking._id, { name: 'after.pdf', bytes: PDF })).statusCode).toBe(200);

    expect((await listOf(user, booking._id)).map((d) => d.FileName).sort()).toEqual([
      'after.pdf',
      'before.pdf',
    ]);
    const edocs = await user.get(`/api/shipments/${shipKey}/details/edocs`);
    expect(edocs.statusCode, edocs.body).toBe(200);
    expect((edocs.json() as { result: EDoc[] }).result.map((d) => d.FileName).sort()).toEqual([
      'after.pdf',
      'before.pdf',
    ]);
  });

  it('a declined or cancelled booking takes no more (409); its documents stay listed', async () => {
    const { booking } = await submit(me, submission());
    await upload(me, booking._id, { name: 'kept.pdf', bytes: PDF });
    expect((await me.post(`/api/bookings/${booking._id}/cancel`, {})).statusCode).toBe(200);
    const refused = await upload(me, booking._id, { name: 'late.pdf', bytes: PDF });
    expect(refused.statusCode).toBe(409);
    expect((await listOf(me, booking._id)).map((d) => d.FileName)).toEqual(['kept.pdf']);
  });
});

describe('POST /api/bookings/:bookingId/decline and /cancel', () => {
  it('staff decline with a reason; the submitter is told; a declined booking cannot be cancelled', async () => {
    const { booking } = await submit(me, submission());
    const empty = await staff.post(`/api/bookings/${booking._id}/decline`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(issuesOf(empty)).toEqual(['reason']);
    const res = await staff.post(`/api/bookings/${booking._id}/decline`, { reason: 'NO SPACE' });
    expect(res.statusCode, res.body).toBe(200);
    const declined = (res.json() as { booking: Booking }).booking;
    expect(declined.status).toBe('DECLINED');
    expect(declined.declineReason).toBe('NO SPACE');
    const told = await db()
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.referenceId, booking._id),
          eq(notifications.text, `Booking ${booking.bookingNumber} declined`),
        ),
      );
    expect(told.map((n) => n.userId)).toEqual([me.user.id]);
    expect((await me.post(`/api/bookings/${booking._id}/cancel`, {})).statusCode).toBe(409);
    expect((await staff.post(`/api/bookings/${booking._id}/confirm`, {})).statusCode).toBe(409);
  });

  it('the customer cancels a SUBMITTED booking; staff may not cancel', async () => {
    const { booking } = await submit(me, submission());
    expect((await staff.post(`/api/bookings/${booking._id}/cancel`, {})).statusCode).toBe(409);
    const res = await colleague.post(`/api/bookings/${booking._id}/cancel`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { booking: Booking }).booking.status).toBe('CANCELLED');
    expect((await me.post(`/api/bookings/${booking._id}/cancel`, {})).statusCode).toBe(409);
  });
});

describe('GET /api/bookings/prefill', () => {
  it("drafts a booking from the group's shipment; another group's answers as unknown", async () => {
    const own = await createDetailShipment(db(), groupA);
    const res = await me.get(`/api/bookings/prefill?shipKey=${encodeURIComponent(own.shipKey)}`);
    expect(res.statusCode, res.body).toBe(200);
    const { draft } = res.json() as { draft: BookingDraft };
    expect(draft.origin).toEqual({ kind: 'SHIPMENT', shipKey: own.shipKey });
    expect(draft.type).toBe('IMPORT');
    expect(draft.originPort).toBe(own.origin);
    expect(draft.destinationPort).toBe(own.destination);
    expect(draft.packing).toBe('FCL');
    expect(draft.containers.reduce((n, c) => n + c.quantity, 0)).toBeGreaterThan(0);
    expect(draft.shipper?.organisation.code).toBe(own.supplierCode);
    expect(draft.cargoLines.length).toBeGreaterThan(0);

    const theirs = await createDetailShipment(db(), groupB);
    const foreign = await me.get(`/api/bookings/prefill?shipKey=${encodeURIComponent(theirs.shipKey)}`);
    const unknown = await me.get('/api/bookings/prefill?shipKey=AU-NOPE');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(unknown.body);
    expect(issuesOf(await me.get('/api/bookings/prefill'))).toEqual(['shipKey']);
  });
});

describe('hub §7 lookups', () => {
  it('getVessels answers the sailings on the lane around the date, nearest first', async () => {
    const tag = unique().toUpperCase();
    const load = `XV${tag.replace(/[^A-Z2-9]/g, 'A').slice(0, 3)}`;
    const discharge = `XW${tag.replace(/[^A-Z2-9]/g, 'B').slice(0, 3)}`;
    const lane = { loadPort: load, dischargePort: discharge };
    const at = (iso: string) => new Date(`${iso}T06:00:00Z`);
    await createDetailShipment(db(), groupA, 'FCL', {
      ...lane,
      vessel: 'NEAR',
      voyage: '1N',
      etd: at('2027-05-03'),
      eta: at('2027-05-20'),
    });
    await createDetailShipment(db(), groupB, 'FCL', {
      ...lane,
      vessel: 'NEAR',
      voyage: '1N',
      etd: at('2027-05-03'),
      eta: at('2027-05-20'),
    });
    await createDetailShipment(db(), groupB, 'FCL', {
      ...lane,
      vessel: 'FAR',
      voyage: '2F',
      etd: at('2027-05-12'),
    });
    await createDetailShipment(db(), groupA, 'FCL', {
      ...lane,
      vessel: 'OUT',
      voyage: '3O',
      etd: at('2027-06-30'),
    });
    await createDetailShipment(db(), groupA, 'FCL', {
      loadPort: load,
      dischargePort: 'ZZSYD',
      vessel: 'OTHER',
      etd: at('2027-05-01'),
    });

    const res = await me.post('/api/shipments/getVessels', { ...lane, date: '2027-05-01' });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as VesselOption[];
    expect(list.map((v) => `${v.vessel}/${v.voyage}`)).toEqual(['NEAR/1N', 'FAR/2F']);
    expect(list[0]).toMatchObject({
      ETD: '2027-05-03',
      ETA: '2027-05-20',
      loadPort: load,
      dischargePort: discharge,
    });

    const bad = await me.post('/api/shipments/getVessels', { ...lane, date: '01/05/2027' });
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad)).toEqual(['date']);
  });

  it('getPortNamesInList and getPortNames answer ports of the country containing the value', async () => {
    const tag = unique()
      .toUpperCase()
      .replace(/[^A-Z]/g, 'Q')
      .slice(0, 3);
    await db()
      .insert(ports)
      .values([
        { code: `XP${tag}`, name: `Portville ${tag}`, country: 'XP', state: null, latitude: 0, longitude: 0 },
        {
          code: `XQ${tag}`,
          name: `Portville ${tag} Two`,
          country: 'XQ',
          state: null,
          latitude: 0,
          longitude: 0,
        },
      ])
      .onConflictDoNothing();
    const inList = await me.post('/api/shipments/getPortNamesInList', {
      country: 'xp',
      value: `portville ${tag}`,
    });
    expect(inList.statusCode, inList.body).toBe(200);
    expect(inList.json() as PortOption[]).toEqual([
      { RL_Code: `XP${tag}`, RL_Portname: `Portville ${tag}`, country: 'XP' },
    ]);
    const any = await me.post('/api/shipments/getPortNames', {
      filter: { country: '', value: `Portville ${tag}` },
    });
    expect((any.json() as PortOption[]).map((p) => p.RL_Code).sort()).toEqual([`XP${tag}`, `XQ${tag}`]);
    const bad = await me.post('/api/shipments/getPortNames', { filter: { country: 'AUS', value: '' } });
    expect(bad.statusCode).toBe(400);
    expect(issuesOf(bad)).toEqual(['filter.country']);
  });
});
