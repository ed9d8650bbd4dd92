/** GET /api/shipments/export.csv: every matching row, streamed in keyset batches, scoped. */
import { brotliDecompressSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { csvField } from './csv.ts';
import { EXPORT_BATCH } from './shipments.service.ts';
import { createShipment, createShipments, daysAfter, loggedIn } from './test-factories.ts';

const NOW = new Date('2026-03-10T02:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
const db = () => t.database.db;

const exportUrl = (search: Record<string, unknown>, listKey = 'tracking') =>
  `/api/shipments/export.csv?listKey=${listKey}&search=${encodeURIComponent(JSON.stringify(search))}`;

/** The CSV lines after the header, and the header's columns. */
function parse(body: string) {
  const [header = '', ...lines] = body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((l) => l !== '');
  return { columns: header.split(','), lines };
}

describe('GET /api/shipments/export.csv', () => {
  it('streams every matching row once, past several batches, in the search order', async () => {
    const group = await createOrgGroup(db());
    const count = EXPORT_BATCH * 2 + 101;
    // Ties and missing ETAs across batch boundaries test the keyset continuation.
    const { rows } = await createShipments(db(), group.id, count, (i) => ({
      eta: i % 4 === 0 ? null : daysAfter(NOW, i % 3),
    }));
    const client = await loggedIn(t, { orgGroupId: group.id });

    const res = await client.get(exportUrl({ key: 'All' }));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="shipments-tracking-All-2026-03-10.csv"',
    );
    const { columns, lines } = parse(res.body);
    expect(columns.slice(0, 3)).toEqual(['ShipNumber', 'OrdNumberFull', 'ShipOrderReference']);
    expect(lines).toHaveLength(count);
    const numbers = lines.map((l) => l.split(',')[0]);
    expect(new Set(numbers).size).toBe(count);
    expect([...numbers].sort()).toEqual(rows.map((r) => r.shipNumber).sort());
    // ETA DESC, nulls last: the ETA column never increases, and blanks come last.
    const etaIndex = columns.indexOf('ETA');
    const etas = lines.map((l) => l.split(',')[etaIndex] ?? '');
    const firstBlank = etas.indexOf('');
    expect(etas.slice(firstBlank).every((e) => e === '')).toBe(true);
    const dated = etas.slice(0, firstBlank);
    expect(dated).toEqual([...dated].sort().reverse());

    const sorted = await client.get(exportUrl({ key: 'All', orderBy: 'ShipNumber', orderDir: 'ASC' }));
    const sortedNumbers = parse(sorted.body).lines.map((l) => l.split(',')[0]);
    expect(sortedNumbers).toEqual([...sortedNumbers].sort());
    expect(sortedNumbers).toHaveLength(count);

    // No row has an order number: every batch continues among the rows without a value.
    const blank = await client.get(exportUrl({ key: 'All', orderBy: 'OrdNumber', orderDir: 'ASC' }));
    expect(new Set(parse(blank.body).lines.map((l) => l.split(',')[0])).size).toBe(count);
  });

  it("exports only the caller's organisation group and honours the filters", async () => {
    const a = await createOrgGroup(db());
    const b = await createOrgGroup(db());
    await createShipment(db(), a.id, { shipNumber: 'EXPORT-A-SEA', transportMode: 'SEA' });
    await createShipment(db(), a.id, { shipNumber: 'EXPORT-A-AIR', transportMode: 'AIR' });
    await createShipment(db(), b.id, { shipNumber: 'EXPORT-B-SEA', transportMode: 'SEA' });
    const client = await loggedIn(t, { orgGroupId: a.id });
    const all = parse((await client.get(exportUrl({}))).body).lines.map((l) => l.split(',')[0]);
    expect(all.sort()).toEqual(['EXPORT-A-AIR', 'EXPORT-A-SEA']);
    const sea = parse((await client.get(exportUrl({ filters: [{ Transport: 'SEA' }] }))).body).lines;
    expect(sea.map((l) => l.split(',')[0])).toEqual(['EXPORT-A-SEA']);

    const staff = await loggedIn(t, { role: 'NU' });
    const seen = parse(
      (await staff.get(exportUrl({ filters: [{ ShipNumber: 'EXPORT-' }, { Transport: 'SEA' }] }))).body,
    );
    expect(
      seen.lines
        .map((l) => l.split(',')[0])
        .filter((n) => n?.startsWith('EXPORT-'))
        .sort(),
    ).toEqual(expect.arrayContaining(['EXPORT-A-SEA', 'EXPORT-B-SEA']));
  });

  it('streams compressed when the client accepts Brotli, with the same rows (decision 013)', async () => {
    const group = await createOrgGroup(db());
    await createShipments(db(), group.id, 150);
    const client = await loggedIn(t, { orgGroupId: group.id });
    const res = await t.app.inject({
      method: 'GET',
      url: exportUrl({ key: 'All' }),
      headers: { cookie: client.cookie, 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="shipments-tracking-All-/);
    expect(parse(brotliDecompressSync(res.rawPayload).toString()).lines).toHaveLength(150);
  });

  it('quotes fields and defuses spreadsheet formulas', async () => {
    const group = await createOrgGroup(db());
    await createShipment(db(), group.id, {
      supplier: '=HYPERLINK("http://x")',
      consignee: 'Smith, "Jones" & Co',
    });
    const client = await loggedIn(t, { orgGroupId: group.id });
    const body = (await client.get(exportUrl({}))).body;
    expect(body).toContain(csvField('=HYPERLINK("http://x")'));
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    // A negative amount is a number, not a formula; anything more after the minus is still guarded.
    expect(csvField('-12.34')).toBe('-12.34');
    expect(csvField('-1+2')).toBe("'-1+2");
    expect(csvField('-2-cmd')).toBe("'-2-cmd");
    expect(body).toContain('"Smith, ""Jones"" & Co"');
  });

  it('answers 400 for a search that is not JSON or not valid, before streaming', async () => {
    const client = await loggedIn(t, { orgGroupId: (await createOrgGroup(db())).id });
    const notJson = await client.get('/api/shipments/export.csv?search=%7Bnope');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('search: must be JSON');
    const badFilter = await client.get(exportUrl({ filters: [{ Transport: 'RAIL' }] }));
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toMatch(/^search\.filters\.0\.Transport: /);
    const badKey = await client.get(exportUrl({ key: 'STORAGE3' }));
    expect(badKey.statusCode).toBe(400);
    const deliveries = await client.get(exportUrl({ key: 'STORAGE3' }, 'deliveries'));
    expect(deliveries.statusCode).toBe(200);
  });

  it('needs tracking access', async () => {
    const res = await t.app.inject({ method: 'GET', url: exportUrl({}) });
    expect(res.statusCode).toBe(401);
  });
});
