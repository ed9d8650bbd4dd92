/**
 * Cases the guards found (issue 10), kept as plain requests so they stay fixed whatever the
 * generators do later. Each says what it answered before the fix.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@navia/domain/errors';
import { PERMISSION_FLAGS } from '@navia/domain/rules/access';
import { hourSlot } from '@navia/domain/rules/delivery/hour-slots';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { orgAddresses, organisations } from '../db/schema/index.ts';
import { createContainer, createShipment } from '../modules/shipments/test-factories.ts';
import { createOrgGroup, createUser, TEST_PASSWORD } from '../test/factories.ts';
import { signIn, type TestApp, unique } from '../test/test-app.ts';
import { createGuardApp } from './callers.ts';
import { errorBodyOf, multipartPayload } from './requests.ts';

// Wednesday 4 March 2026 (as deliveries.test.ts), so the delivery dates below are selectable.
const NOW = new Date('2026-03-04T03:00:00Z');

let t: TestApp;
let cookie: string;
let group: Awaited<ReturnType<typeof createOrgGroup>>;

beforeAll(async () => {
  t = await createGuardApp({ now: () => NOW });
  group = await createOrgGroup(t.database.db);
  const flags = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true]));
  const user = await createUser(t.database.db, { role: 'CA', orgGroupId: group.id, ...flags });
  cookie = (await signIn(t.app, user.email, TEST_PASSWORD)).cookie;
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

/** A 400 in the platform's shape whose issues name exactly `fields`. */
function expectRefused(res: LightMyRequestResponse, fields: string[], message?: string) {
  expect(res.statusCode, res.body).toBe(400);
  const error = errorBodyOf(res);
  expect(error?.code).toBe('VALIDATION');
  expect(error?.issues?.map((i) => i.field)).toEqual(fields);
  if (message) expect(error?.issues?.[0]?.message).toBe(message);
}

describe('characters no field may hold are a 400 naming the field (were 500 from PostgreSQL)', () => {
  it('NUL in a body string: POST /api/shipments/orderContacts {"value":"\\u0000"}', async () => {
    expectRefused(
      await post('/api/shipments/orderContacts', { value: '\u0000' }),
      ['value'],
      MESSAGES.forbiddenCharacter,
    );
    expectRefused(await post('/api/shipments/orderContacts', { value: 'AU-S01009240\u0000' }), ['value']);
  });

  it('NUL in a path id and in a query value', async () => {
    expectRefused(await get('/api/shipments/%00/details/edocs'), ['id']);
    expectRefused(await get('/api/search/shipments?searchType=ShipNumber&searchValue=S1%00'), [
      'searchValue',
    ]);
  });

  it('a C0 control in a nested field, and NUL in an object key (jsonb refuses both)', async () => {
    const settings = (tables: Record<string, unknown>) =>
      post('/api/customize/editCustomTableSettings', { newTableSettings: tables });
    expectRefused(await settings({ trackingResults: [{ id: 'Ship\u001bNumber', visible: true }] }), [
      'newTableSettings.trackingResults.0.id',
    ]);
    expectRefused(await settings({ 'tracking\u0000': [] }), ['newTableSettings.tracking\u0000']);
  });

  it('an unpaired surrogate (jsonb refuses it; a text column would store U+FFFD instead)', async () => {
    const res = await post('/api/customize/editCustomTableSettings', {
      newTableSettings: { trackingResults: [{ id: 'x\uDFFFx', visible: true }] },
    });
    expectRefused(res, ['newTableSettings.trackingResults.0.id']);
  });

  it('lets tab, line feed and carriage return through free text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/services/reportErr',
      payload: { error: 'TypeError: x\n\tat y', errorInfo: 'line\r\nline', currentPath: '/tracking/All' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('the multipart upload refuses a bad form with a 400 (was 500)', () => {
  const upload = (payload: string | Buffer, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shipments/uploadDocument',
      payload,
      headers: { cookie, 'content-type': contentType },
    });

  it('NUL in the recordKey field', async () => {
    const form = await multipartPayload({ recordKey: 'AU-S1\u0000', documentType: 'OTHER' });
    expectRefused(await upload(form.payload, form.contentType), ['recordKey']);
  });

  it('a form without a boundary, and a truncated form', async () => {
    const noBoundary = await upload('--x\r\n\r\n', 'multipart/form-data');
    expect([noBoundary.statusCode, errorBodyOf(noBoundary)?.message]).toEqual([
      400,
      MESSAGES.documentMissing,
    ]);
    const truncated = await upload(
      '--zz\r\nContent-Disposition: form-data; name="recordKey"\r\n\r\nAU',
      'multipart/form-data; boundary=zz',
    );
    expect([truncated.statusCode, errorBodyOf(truncated)?.message]).toEqual([400, MESSAGES.documentMissing]);
  });

  it('names the missing field of a form without a record key', async () => {
    const form = await multipartPayload({ recordKey: '  ' });
    expectRefused(await upload(form.payload, form.contentType), ['recordKey'], MESSAGES.fieldRequired);
  });
});

describe('a path Fastify cannot route answers in the platform shape (was Fastify’s own)', () => {
  it.each([
    ['broken percent-encoding', '/api/%E0%A4%A/settings'],
    ['invalid UTF-8', '/api/shipments/%FF%FE/details/edocs'],
    ['a path id longer than the router takes (was 414)', `/api/shipments/${'x'.repeat(300)}/orderNotes`],
  ])('%s', async (_, url) => {
    expectRefused(await get(url), ['params'], MESSAGES.invalidPath);
  });
});

describe('a range filter with a fraction or a huge bound on an integer column (was 500)', () => {
  it.each([1.5, 1e308, 2 ** 53 + 2])('NoOfPacks from %s', async (from) => {
    const res = await post('/api/shipments/shipmentsWithFilters', {
      key: 'All',
      batchNo: 1,
      filters: [{ NoOfPacks: { from } }],
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('arrangeTransport checks the saved address chosen (was a 500 for an unknown one, stored for another group’s)', () => {
  const DATES = {
    cargoAvailable: new Date('2026-03-02T00:00:00Z'),
    cargoStorage: new Date('2026-03-10T00:00:00Z'),
    emptyReturnedBy: new Date('2026-03-20T00:00:00Z'),
  };

  async function addressOf(orgGroupId: string) {
    const [organisation] = await t.database.db
      .insert(organisations)
      .values({ orgGroupId, code: `BUY${unique().toUpperCase()}`, name: 'Buyer', country: 'AU' })
      .returning();
    const [address] = await t.database.db
      .insert(orgAddresses)
      .values({
        orgGroupId,
        organisationId: organisation?.id ?? '',
        label: 'MAIN WAREHOUSE',
        address1: '1 Dock Rd',
        city: 'MELBOURNE',
        country: 'AU',
      })
      .returning();
    return address?.id ?? '';
  }

  async function arrange(addressId: string | null) {
    const shipment = await createShipment(t.database.db, group.id, { shipStateDest: 'VIC' });
    const box = await createContainer(t.database.db, group.id, shipment.id, DATES);
    return post('/api/shipments/arrangeTransport', {
      kind: 'ARRANGE',
      requestId: randomUUID(),
      ShipKey: shipment.shipKey,
      ShipNumber: shipment.shipNumber,
      DataSource: shipment.dataSource,
      OrdNumber: null,
      location: { _id: addressId, label: 'MAIN WAREHOUSE', address: '1 Dock Rd, Melbourne' },
      info: { ContainerMode: 'FCL', TransportMode: 'SEA', Direction: 'IMPORT', additionalNotes: '' },
      VGMRequired: null,
      sendViaEmail: false,
      flag: false,
      containers: [
        {
          ContainerNumber: box.containerNumber,
          dropMode: { value: 'SDL', label: 'Side loader drop' },
          pickupTime: hourSlot(9),
          deliveryDate: '05/03/2026',
          deliveryDateReturn: null,
          pickupTimeReturn: null,
        },
      ],
    });
  }

  it('accepts an address of the shipment’s group', async () => {
    expect((await arrange(await addressOf(group.id))).statusCode).toBe(200);
  });

  it('answers an unknown address and another group’s address as not found', async () => {
    const other = await createOrgGroup(t.database.db);
    const unknown = await arrange(randomUUID());
    const foreign = await arrange(await addressOf(other.id));
    expect([unknown.statusCode, errorBodyOf(unknown)?.code]).toEqual([404, 'NOT_FOUND']);
    expect([foreign.statusCode, errorBodyOf(foreign)?.code]).toEqual([404, 'NOT_FOUND']);
  });
});
