/**
 * List, search and download routes return no row of another organisation group (issue 10), for
 * every client demo account, over the seeded demo data (a few hundred shipments in six groups). The
 * requests and the row names come from list-probes.ts; each row is traced back to its group in the
 * database. Key-metric tiles must equal the count of their own (checked) search, and the CO2e of
 * "all" must add up over the groups to what staff see.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '@navia/domain/constants';
import { type AccessSubject, isStaff, PERMISSION_FLAGS } from '@navia/domain/rules/access';
import { BATCH_SIZE_MAX } from '@navia/domain/rules/filters/constants';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { DEMO_ACCOUNTS } from '../seed/data/demo-accounts.ts';
import { SEED_ORG_GROUPS } from '../seed/data/org-groups.ts';
import { seedDemoData } from '../seed/seed.ts';
import { createUser, TEST_PASSWORD } from '../test/factories.ts';
import { openOwnTestDatabase, signIn, testConfig } from '../test/test-app.ts';
import { type ForeignSamples, LIST_EXEMPT, LIST_PROBES, type ListRow } from './list-probes.ts';
import { inputJsonSchema } from './record-fields.ts';
import { buildRequest, isAccessRefusal, type RequestInput, send } from './requests.ts';
import { admits, apiRoutesOf, readAccess } from './route-table.ts';

const SHIPMENTS = 300;

const database = await openOwnTestDatabase();
await seedDemoData(database, { shipments: SHIPMENTS });
const { app } = await buildApp({
  config: testConfig({ NAVIA_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'navia-lists-')) }),
  database,
  logger: false,
});
await app.ready();
const routes = apiRoutesOf(app);

type Account = {
  email: string;
  subject: AccessSubject;
  orgGroupId: string | null;
  /** A trusted-party user's trusted party (connect): it sees the contracts naming it. */
  trustedPartyId: string | null;
  userId: string;
  cookie: string;
};

const one = async <T>(sql: string, params: unknown[]): Promise<T | undefined> =>
  (await database.query<T>(sql, params))[0];

async function account(email: string, password: string, subject: AccessSubject): Promise<Account> {
  const user = await one<{ id: string; org_group_id: string | null; trusted_party_id: string | null }>(
    'select id, org_group_id, trusted_party_id from users where email = $1',
    [email],
  );
  if (!user) throw new Error(`no user ${email}`);
  const { cookie } = await signIn(app, email, password);
  return {
    email,
    subject,
    orgGroupId: user.org_group_id,
    trustedPartyId: user.trusted_party_id,
    userId: user.id,
    cookie,
  };
}

const clientAccounts = DEMO_ACCOUNTS.filter((a) => !isStaff(a.role));
const clients: Account[] = [];
const samples = new Map<string, ForeignSamples>();

/** Values of other groups' records, to type into the lookups and filters as `account`. */
async function foreignSamples(
  orgGroupId: string | null,
  trustedPartyId: string | null,
): Promise<ForeignSamples> {
  const values = async (sql: string, params: unknown[] = [orgGroupId]) =>
    (await database.query<{ v: string }>(sql, params)).map((r) => r.v).filter(Boolean);
  const others = 'org_group_id is distinct from $1';
  return {
    carrier: await values(
      `select distinct c.code as v from search_rows r join carriers c on c.id = r.carrier_id where r.${others} order by 1 limit 4`,
    ),
    origin: await values(`select distinct origin as v from search_rows where ${others} order by 1 limit 4`),
    destination: await values(
      `select distinct destination as v from search_rows where ${others} order by 1 limit 4`,
    ),
    supplier: await values(
      `select distinct supplier_code as v from search_rows where ${others} order by 1 limit 4`,
    ),
    consignee: await values(
      `select distinct consignee_code as v from search_rows where ${others} order by 1 limit 4`,
    ),
    org: await values(
      `select distinct substr(name, 1, 4) as v from org_groups where id is distinct from $1 order by 1 limit 3`,
    ),
    // References of contracts the account may not see (another group's, another trusted party's).
    // Beginnings of every trusted party's name (the caller's own and partners' among them).
    trustedParty: await values(
      'select distinct substr(name, 1, 4) as v from trusted_parties order by 1 limit 8',
      [],
    ),
    contract: await values(
      `select reference_number as v from contracts
        where org_group_id is distinct from $1 and trusted_party_id is distinct from $2 order by 1 limit 4`,
      [orgGroupId, trustedPartyId],
    ),
  };
}

beforeAll(async () => {
  for (const demo of clientAccounts) {
    const { isConnectUser, ...flags } = demo.flags;
    const group = SEED_ORG_GROUPS.find((g) => g.code === demo.orgGroupCode);
    const subject: AccessSubject = {
      type: demo.role,
      permissions: flags,
      isConnectUser,
      orgGroup: group ? { connectAccess: group.connectAccess } : null,
    };
    const client = await account(demo.email, DEMO_PASSWORD, subject);
    clients.push(client);
    samples.set(client.email, await foreignSamples(client.orgGroupId, client.trustedPartyId));
    // A saved search of its own, so the list of saved searches is not empty.
    await app.inject({
      method: 'POST',
      url: '/api/user/saveSearch',
      headers: { cookie: client.cookie },
      payload: { name: `Mine ${client.email}`, filters: [{ Transport: 'SEA' }] },
    });
  }
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

/** Stands for "the caller's own" where a row belongs to the caller rather than to a group id. */
const MINE = 'the caller';

/**
 * Whether `who` sees trusted party `tp` in the connect network (issue 17), written here in SQL of
 * its own rather than through network-access.repository.ts: its own trusted party; a live partner
 * of it (trusted_party_partnerships); for a group's user, a live trusted party linked to the group.
 */
async function seesTrustedParty(who: Account, tp: string): Promise<boolean> {
  if (who.trustedPartyId === tp) return true;
  const live = 'exists (select 1 from trusted_parties t where t.id = $2 and t.deleted_at is null)';
  if (who.trustedPartyId) {
    const row = await one<{ ok: boolean }>(
      `select (exists (select 1 from trusted_party_partnerships p where p.trusted_party_id = $1
                 and p.partner_trusted_party_id = $2) and ${live}) as ok`,
      [who.trustedPartyId, tp],
    );
    return row?.ok === true;
  }
  if (!who.orgGroupId) return false;
  const row = await one<{ ok: boolean }>(
    `select (exists (select 1 from trusted_party_links l where l.org_group_id = $1 and l.trusted_party_id = $2)
             and ${live}) as ok`,
    [who.orgGroupId, tp],
  );
  return row?.ok === true;
}

/** Whether `who` sees organisation group `group` in the network: its own, or one linked to its trusted party. */
async function seesGroup(who: Account, group: string): Promise<boolean> {
  if (who.orgGroupId === group) return true;
  if (!who.trustedPartyId) return false;
  const row = await one<{ ok: boolean }>(
    'select exists (select 1 from trusted_party_links where trusted_party_id = $1 and org_group_id = $2) as ok',
    [who.trustedPartyId, group],
  );
  return row?.ok === true;
}

/** The organisation groups a row belongs to (a number may occur in several groups). */
async function groupsOf(row: ListRow, who: Account): Promise<(string | null)[]> {
  const ids = async (sql: string, value: string) =>
    (await database.query<{ g: string | null }>(sql, [value])).map((r) => r.g);
  if ('record' in row) {
    return ids(
      'select org_group_id as g from shipments where ship_key = $1 union select org_group_id from orders where ord_key = $1',
      row.record,
    );
  }
  if ('shipNumber' in row)
    return ids('select org_group_id as g from shipments where ship_number = $1', row.shipNumber);
  if ('ordNumberFull' in row) {
    return ids('select org_group_id as g from orders where ord_number_full = $1', row.ordNumberFull);
  }
  if ('orgGroupId' in row) return [row.orgGroupId];
  if ('invoiceId' in row) return ids('select org_group_id as g from invoices where id = $1', row.invoiceId);
  if ('paymentId' in row)
    return ids('select org_group_id as g from payments where payment_id = $1', row.paymentId);
  if ('bookingId' in row) return ids('select org_group_id as g from bookings where id = $1', row.bookingId);
  if ('quoteId' in row) return ids('select org_group_id as g from quotes where id = $1', row.quoteId);
  if ('invoiceNumber' in row)
    return ids('select org_group_id as g from invoices where transaction_number = $1', row.invoiceNumber);
  if ('addressId' in row)
    return ids('select org_group_id as g from org_addresses where id = $1', row.addressId);
  if ('chatChannelId' in row)
    return ids('select org_group_id as g from chat_channels where id = $1', row.chatChannelId);
  // Connect (issue 16): a trusted party's user sees what names its trusted party, whatever the group.
  const ownTp = who.trustedPartyId;
  const tpOrGroup = async (sql: string, value: string) => {
    const rows = await database.query<{ g: string | null; tp: string | null }>(sql, [value]);
    return rows.map((r) => (ownTp !== null && r.tp === ownTp ? MINE : r.g));
  };
  if ('contractId' in row) {
    return tpOrGroup(
      'select org_group_id as g, trusted_party_id as tp from contracts where id = $1',
      row.contractId,
    );
  }
  if ('contractTemplateId' in row) {
    return tpOrGroup(
      'select org_group_id as g, owner_trusted_party_id as tp from contract_templates where id = $1',
      row.contractTemplateId,
    );
  }
  if ('skuId' in row) {
    // A catalogue row is its owner's and its owner's partners' (issue 17); a contract line is seen
    // as its contract is.
    const catalogue = await one<{ owner_group: string | null; owner_tp: string | null }>(
      'select org_group_id as owner_group, owner_trusted_party_id as owner_tp from skus where id = $1',
      [row.skuId],
    );
    if (catalogue) {
      const seen =
        (catalogue.owner_group !== null && (await seesGroup(who, catalogue.owner_group))) ||
        (catalogue.owner_tp !== null && (await seesTrustedParty(who, catalogue.owner_tp)));
      if (seen) return [MINE];
    }
    return tpOrGroup(
      `select org_group_id as g, null::uuid as tp from skus where id = $1
       union all
       select c.org_group_id, c.trusted_party_id from contract_skus l join contracts c on c.id = l.contract_id
        where l.id = $1 or l.sku_id = $1`,
      row.skuId,
    );
  }
  // The connect network (issue 17): what network-access.repository.ts lets the caller see.
  const outside = 'outside the caller’s network';
  if ('trustedPartyId' in row) return (await seesTrustedParty(who, row.trustedPartyId)) ? [MINE] : [outside];
  if ('networkOrgGroupId' in row) return (await seesGroup(who, row.networkOrgGroupId)) ? [MINE] : [outside];
  if ('trustedPartyAddressId' in row) {
    const address = await one<{ tp: string }>(
      'select trusted_party_id as tp from trusted_party_addresses where id = $1',
      [row.trustedPartyAddressId],
    );
    return address && (await seesTrustedParty(who, address.tp)) ? [MINE] : [outside];
  }
  if ('userId' in row) {
    const user = await one<{ g: string | null; tp: string | null }>(
      'select org_group_id as g, trusted_party_id as tp from users where id = $1',
      [row.userId],
    );
    if (!user) return [outside];
    const seen =
      (user.g !== null && (await seesGroup(who, user.g))) ||
      (user.tp !== null && (await seesTrustedParty(who, user.tp)));
    return seen ? [MINE] : [outside];
  }
  if ('inviteId' in row) {
    // An invite is its sender's and its invitee's.
    const invite = await one<{
      sent_g: string | null;
      sent_tp: string | null;
      to_g: string | null;
      to_tp: string | null;
    }>(
      `select inviter_org_group_id as sent_g, inviter_trusted_party_id as sent_tp,
              invitee_org_group_id as to_g, invitee_trusted_party_id as to_tp from connect_invites where id = $1`,
      [row.inviteId],
    );
    if (!invite) return [outside];
    const own =
      [invite.sent_g, invite.to_g].includes(who.orgGroupId ?? 'none') ||
      [invite.sent_tp, invite.to_tp].includes(who.trustedPartyId ?? 'none');
    return own ? [MINE] : [outside];
  }
  if ('savedSearchId' in row) {
    // Saved searches are the user's own, whatever the group.
    const owner = await one<{ user_id: string }>('select user_id from saved_searches where id = $1', [
      row.savedSearchId,
    ]);
    return owner?.user_id === who.userId ? [MINE] : ['another user'];
  }
  if ('notificationId' in row) {
    // Notifications are the user's own, whatever the group.
    const owner = await one<{ user_id: string }>('select user_id from notifications where id = $1', [
      row.notificationId,
    ]);
    return owner?.user_id === who.userId ? [MINE] : ['another user'];
  }
  if ('knownOrganisation' in row) {
    const known = await one<{ ok: boolean }>(
      `select (exists (select 1 from organisations o where o.org_group_id = $1 and o.code = $2)
            or exists (select 1 from shipments s where s.org_group_id = $1
                        and (s.supplier_code = $2 or s.consignee_code = $2))
            or exists (select 1 from contracts c join trusted_parties t on t.id = c.trusted_party_id
                        where c.org_group_id = $1 and t.org_code = $2)) as ok`,
      [who.orgGroupId, row.knownOrganisation],
    );
    return known?.ok === true ? [MINE] : ['another group'];
  }
  // A lookup value belongs to the caller when one of the caller's records carries it.
  const column = {
    carrier: '(select code from carriers where id = r.carrier_id)',
    port: 'r.origin = $2 or r.destination',
    supplier: 'r.supplier_code',
    consignee: 'r.consignee_code',
  }[row.lookup];
  const mine = await one<{ n: number }>(
    `select count(*)::int as n from search_rows r where r.org_group_id is not distinct from $1 and (${column} = $2)`,
    [who.orgGroupId, row.value],
  );
  return (mine?.n ?? 0) > 0 ? [MINE] : ['another group'];
}

/** Sends each request of the route's probe as `who`, pages on, and checks every row's group. */
async function checkList(key: string, who: Account) {
  const route = routes.find((r) => r.key === key);
  const probe = LIST_PROBES[key];
  if (!route?.endpoint || !probe) throw new Error(`${key}: no route or no list probe`);
  const admitted = admits(readAccess(route.access), who.subject);
  const found: string[] = [];
  let rowsSeen = 0;
  let answered = 0;
  for (const { label, input } of probe.requests(samples.get(who.email) as ForeignSamples)) {
    let next: RequestInput | null = input;
    let count = 0;
    while (next) {
      const res: LightMyRequestResponse = await send(app, await buildRequest(route.endpoint, next), {
        cookie: who.cookie,
      });
      if (!admitted || isAccessRefusal(res)) {
        // Refused by the route's rule, or by a variant's own rule (criticalChain needs its flag).
        expect(isAccessRefusal(res), `${label}: ${res.statusCode}`).toBe(true);
        break;
      }
      expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBe(200);
      answered += 1;
      const rows = probe.rows(res);
      count += rows.length;
      for (const row of rows) {
        const groups = await groupsOf(row, who);
        const belongs = groups.includes(MINE) || (who.orgGroupId !== null && groups.includes(who.orgGroupId));
        if (!belongs) found.push(`${label}: ${JSON.stringify(row)} of ${JSON.stringify(groups)}`);
      }
      next = probe.nextPage?.(next, res, count) ?? null;
    }
    rowsSeen += count;
  }
  expect(found, `${key} as ${who.email}: rows of other groups`).toEqual([]);
  if (admitted)
    expect(answered, `${key}: the rule admits ${who.email}, yet every request was refused`).toBeGreaterThan(
      0,
    );
  return { admitted, rowsSeen };
}

/** Whether a JSON Schema holds an array anywhere. */
const holdsArray = (schema: unknown): boolean => JSON.stringify(schema).includes('"type":"array"');

describe('every list route has a list probe', () => {
  it('covers each non-public route whose answer is a list and that names no record', () => {
    const missing = routes
      .filter((r) => r.endpoint && r.access !== 'public')
      .filter((r) => !(r.endpoint?.records ?? []).some((ref) => 'kind' in ref))
      .filter((r) => holdsArray(inputJsonSchema(r.endpoint?.responses[200] as never)))
      .filter((r) => !LIST_PROBES[r.key] && !LIST_EXEMPT[r.key])
      .map((r) => r.key);
    expect(missing).toEqual([]);
    for (const key of [...Object.keys(LIST_PROBES), ...Object.keys(LIST_EXEMPT)]) {
      expect(
        routes.some((r) => r.key === key),
        `${key} is not a route`,
      ).toBe(true);
    }
  });
});

describe.each(clientAccounts.map((a) => [a.email]))('as %s', (email) => {
  const who = () => clients.find((c) => c.email === email) as Account;

  it.each(Object.keys(LIST_PROBES).map((k) => [k]))(
    '%s returns only rows of its group',
    async (key) => {
      const { admitted, rowsSeen } = await checkList(key, who());
      // The demo data gives every client group records, so an admitted search that saw none proves little.
      if (admitted && who().orgGroupId && key === 'POST /api/shipments/shipmentsWithFilters') {
        expect(rowsSeen).toBeGreaterThan(0);
      }
      // The demo seeds contracts for ACME, the trusted party of supplier@tp.demo among its counterparties.
      const trader = ['clientadmin@acme.demo', 'supplier@tp.demo'].includes(email);
      if (admitted && trader && key === 'POST /api/connect/contracts/get')
        expect(rowsSeen).toBeGreaterThan(0);
      // A network client sees its partners' trusted parties and SKUs (issue 17 demo data).
      if (admitted && trader && key === 'GET /api/trustedParties/list') expect(rowsSeen).toBeGreaterThan(0);
      if (admitted && trader && key === 'POST /api/connect/skus/search') expect(rowsSeen).toBeGreaterThan(0);
      // Paging through every row of a search takes a few seconds on a busy two-core machine.
    },
    30_000,
  );

  it('counts each key-metric tile as its search counts', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/shipments/tiles',
      headers: { cookie: who().cookie },
    });
    if (isAccessRefusal(res)) return;
    for (const tile of (res.json() as { result: { key: string; value: number }[] }).result) {
      const search = await app.inject({
        method: 'POST',
        url: '/api/shipments/shipmentsWithFilters',
        headers: { cookie: who().cookie },
        payload: { key: tile.key, batchNo: 1, batchSize: BATCH_SIZE_MAX, filters: [] },
      });
      expect((search.json() as { totalCount: number }).totalCount, tile.key).toBe(tile.value);
    }
  });
});

describe('CO2e of all records', () => {
  it('adds up over the groups to what staff see, so no group counts another’s shipments', async () => {
    const allFlags = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true]));
    const emissions = async (cookie: string) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/shipments/coEmission/all?days=90',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      return res.json() as { shipments: number; totalCO2e: number | null };
    };
    const groups = await database.query<{ id: string }>('select id from org_groups order by code');
    let shipments = 0;
    let kg = 0;
    for (const group of groups) {
      const user = await createUser(database.db, { role: 'OP', orgGroupId: group.id, ...allFlags });
      const answer = await emissions((await signIn(app, user.email, TEST_PASSWORD)).cookie);
      shipments += answer.shipments;
      kg += answer.totalCO2e ?? 0;
    }
    const staff = await account('admin@navia.demo', DEMO_PASSWORD, {
      type: 'NA',
      permissions: Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true])) as AccessSubject['permissions'],
      isConnectUser: false,
      orgGroup: null,
    });
    const all = await emissions(staff.cookie);
    expect(all.shipments).toBeGreaterThan(0);
    expect(shipments).toBe(all.shipments);
    expect(kg).toBeCloseTo(all.totalCO2e ?? 0, 0);
    // Each client demo account sees its group's figure, not more.
    for (const client of clients.filter((c) => c.orgGroupId)) {
      const mine = await emissions(client.cookie);
      expect(mine.shipments).toBeLessThanOrEqual(all.shipments);
    }
  });
});
