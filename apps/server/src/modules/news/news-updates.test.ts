/**
 * News-update and newsletter management (issue 15): multipart create and edit with a real PNG, a
 * fake image refused by its bytes, plain text, only NA writes, every signed-in user reads (the list
 * through getNews, the image), updatesPending set on publishing and cleared by the seen call, the
 * newsletters' CRUD (http(s) links only, lastModified bumped), and the audit events.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { multipartPayload } from '../../guards/requests.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp, unique } from '../../test/test-app.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';

/** A real 4×3 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAEElEQVR4nGP438AARww4OQBqQBH1OV4fMAAAAABJRU5ErkJggg==',
  'base64',
);
/** Named like an image, but its bytes are text. */
const FAKE_PNG = Buffer.from('<svg onload="alert(1)"></svg> not an image at all');

let t: TestApp;
let admin: Agent;
let staff: Agent;
let clientAdmin: Agent;
let customer: Agent;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const group = await createOrgGroup(db);
  admin = await loggedIn(t, { role: 'NA' });
  staff = await loggedIn(t, { role: 'NU' });
  clientAdmin = await loggedIn(t, { role: 'CA', orgGroupId: group.id });
  customer = await loggedIn(t, { role: 'OP', orgGroupId: group.id });
});

async function send(
  agent: Agent | null,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer } | null,
) {
  const { payload, contentType } = await multipartPayload(fields, file);
  return t.app.inject({
    method,
    url,
    payload,
    headers: { 'content-type': contentType, ...(agent ? { cookie: agent.cookie } : {}) },
  });
}

const json = (agent: Agent, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: agent.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const auditOf = (type: string, target: string) =>
  t.database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.eventType, type), eq(auditEvents.target, target)));

const pendingOf = async (userId: string) =>
  (await t.database.db.select({ p: users.updatesPending }).from(users).where(eq(users.id, userId)))[0]?.p;

describe('news updates (POST/PUT/DELETE/GET /api/naviaUpdates)', () => {
  it('creates one with a real PNG; every signed-in user sees it in getNews and reads its image', async () => {
    const title = `Auckland schedule ${unique()}`;
    const res = await send(
      admin,
      'POST',
      '/api/naviaUpdates',
      { title: `<b>${title}</b>`, content: 'Weekly <script>x()</script>sailings\nfrom June.', link: '/help' },
      { name: 'ship.png', bytes: PNG },
    );
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json();
    expect(created.title).toBe(title);
    expect(created.content).toBe('Weekly sailings\nfrom June.');
    expect(created.link).toBe('/help');
    expect(created.image).toMatch(new RegExp(`^/api/naviaUpdates/${created._id}/image\\?v=`));

    for (const reader of [customer, clientAdmin, staff]) {
      const feed = await reader.get('/api/customize/getNews');
      expect(feed.statusCode).toBe(200);
      const item = (feed.json() as { title: string; image?: string | null }[]).find((n) => n.title === title);
      expect(item?.image).toBe(created.image);
      const image = await reader.get(created.image);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.compare(image.rawPayload, PNG)).toBe(0);
    }
    expect((await t.app.inject({ method: 'GET', url: created.image })).statusCode).toBe(401);
    expect(await auditOf('NEWS_UPDATE_CREATED', created._id)).toHaveLength(1);
  });

  it('refuses an image whose bytes are not PNG, JPEG or WebP (415), and creates nothing', async () => {
    const title = `Fake ${unique()}`;
    const res = await send(
      admin,
      'POST',
      '/api/naviaUpdates',
      { title },
      { name: 'fake.png', bytes: FAKE_PNG },
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('NEWS_IMAGE_TYPE_REFUSED');
    const list = await admin.get('/api/naviaUpdates?page=1');
    expect((list.json().result as { title: string }[]).some((u) => u.title === title)).toBe(false);
  });

  it('names the faulty fields in a 400: no title, a javascript: link, no image', async () => {
    const res = await send(
      admin,
      'POST',
      '/api/naviaUpdates',
      { title: ' ', link: 'javascript:alert(1)' },
      null,
    );
    expect(res.statusCode).toBe(400);
    expect((res.json().issues as { field: string }[]).map((i) => i.field).sort()).toEqual([
      'file',
      'link',
      'title',
    ]);
  });

  it('lets only NA write: NU, CA and a customer get 403, a visitor 401', async () => {
    for (const agent of [staff, clientAdmin, customer]) {
      const created = await send(
        agent,
        'POST',
        '/api/naviaUpdates',
        { title: 'x' },
        { name: 'a.png', bytes: PNG },
      );
      expect(created.statusCode).toBe(403);
      expect((await agent.get('/api/naviaUpdates')).statusCode).toBe(403);
      expect(
        (await json(agent, 'DELETE', '/api/naviaUpdates/5b0c1f0e-8a64-4d1f-9a77-3f1b2c4d5e6f')).statusCode,
      ).toBe(403);
    }
    const visitor = await send(
      null,
      'POST',
      '/api/naviaUpdates',
      { title: 'x' },
      { name: 'a.png', bytes: PNG },
    );
    expect(visitor.statusCode).toBe(401);
  });

  it('edits the text (image kept), then replaces the image; deletes it with its image', async () => {
    const created = (
      await send(
        admin,
        'POST',
        '/api/naviaUpdates',
        { title: `Edit ${unique()}` },
        { name: 'a.png', bytes: PNG },
      )
    ).json();
    const url = `/api/naviaUpdates/${created._id}`;
    const textOnly = await send(admin, 'PUT', url, { title: 'Edited title', content: 'New text' }, null);
    expect(textOnly.statusCode, textOnly.body).toBe(200);
    expect(textOnly.json()).toMatchObject({
      title: 'Edited title',
      content: 'New text',
      link: null,
      image: created.image,
    });

    const fake = await send(admin, 'PUT', url, { title: 'Edited again' }, { name: 'b.png', bytes: FAKE_PNG });
    expect(fake.statusCode).toBe(415);
    expect((await admin.get(created.image)).statusCode).toBe(200);

    const withImage = await send(admin, 'PUT', url, { title: 'Edited again' }, { name: 'b.png', bytes: PNG });
    expect(withImage.statusCode).toBe(200);
    const newImage = withImage.json().image as string;
    expect(newImage).not.toBe(created.image);
    expect((await customer.get(newImage)).statusCode).toBe(200);
    expect(await auditOf('NEWS_UPDATE_CHANGED', created._id)).toHaveLength(2);

    const missing = await send(
      admin,
      'PUT',
      '/api/naviaUpdates/5b0c1f0e-8a64-4d1f-9a77-3f1b2c4d5e6f',
      { title: 'x' },
      null,
    );
    expect(missing.statusCode).toBe(404);

    expect((await json(admin, 'DELETE', url)).statusCode).toBe(200);
    expect((await customer.get(newImage)).statusCode).toBe(404);
    expect((await json(admin, 'DELETE', url)).statusCode).toBe(404);
    expect(await auditOf('NEWS_UPDATE_DELETED', created._id)).toHaveLength(1);
  });

  it('pages the admin list, newest first', async () => {
    const res = await admin.get('/api/naviaUpdates?page=1');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, pageSize: 20 });
    const dates = (page.result as { publishedAt: string }[]).map((u) => u.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('updatesPending (hub §3 Current user)', () => {
  it('is set for every active user when an update is published, and cleared by the seen call', async () => {
    const reader = await loggedIn(t, { role: 'OP', orgGroupId: customer.user.orgGroupId });
    const inactive = await loggedIn(t, { role: 'OP', orgGroupId: customer.user.orgGroupId });
    await t.database.db
      .update(users)
      .set({ active: false, updatesPending: false })
      .where(eq(users.id, inactive.user.id));
    await json(reader, 'POST', '/api/naviaUpdates/seen');
    expect((await reader.get('/api/user/getUpdatedSelf')).json().user.updatesPending).toBe(false);

    const res = await send(
      admin,
      'POST',
      '/api/naviaUpdates',
      { title: `Pending ${unique()}` },
      { name: 'a.png', bytes: PNG },
    );
    expect(res.statusCode).toBe(200);
    expect((await reader.get('/api/user/getUpdatedSelf')).json().user.updatesPending).toBe(true);
    expect(await pendingOf(staff.user.id)).toBe(true);
    expect(await pendingOf(inactive.user.id)).toBe(false);

    const seen = await json(reader, 'POST', '/api/naviaUpdates/seen');
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ updatesPending: false });
    expect((await reader.get('/api/user/getUpdatedSelf')).json().user.updatesPending).toBe(false);
    // Only the caller's own flag.
    expect(await pendingOf(staff.user.id)).toBe(true);

    // Editing is not publishing again.
    await send(admin, 'PUT', `/api/naviaUpdates/${res.json()._id}`, { title: 'Changed' }, null);
    expect(await pendingOf(reader.user.id)).toBe(false);
  });
});

describe('newsletters (/api/naviaUpdates/newsletters)', () => {
  const body = {
    name: 'market-update',
    displayname: 'Market update',
    description: 'Rates, <i>monthly</i>.',
    link: 'https://navia.demo/newsletters/market-update',
  };

  it('creates, edits (lastModified bumped), lists and deletes; http(s) links only; NA only', async () => {
    const created = await json(admin, 'POST', '/api/naviaUpdates/newsletters', body);
    expect(created.statusCode, created.body).toBe(200);
    const letter = created.json();
    expect(letter).toMatchObject({ displayname: 'Market update', description: 'Rates, monthly .' });
    expect(await auditOf('NEWSLETTER_CREATED', letter._id)).toHaveLength(1);

    const bad = await json(admin, 'POST', '/api/naviaUpdates/newsletters', {
      ...body,
      link: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json().issues as { field: string }[]).map((i) => i.field)).toEqual(['link']);
    const ftp = await json(admin, 'POST', '/api/naviaUpdates/newsletters', {
      ...body,
      link: 'ftp://x.test/a',
    });
    expect(ftp.statusCode).toBe(400);

    await new Promise((r) => setTimeout(r, 5));
    const edited = await json(admin, 'PUT', `/api/naviaUpdates/newsletters/${letter._id}`, {
      ...body,
      displayname: 'Market update (new)',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().displayname).toBe('Market update (new)');
    expect(Date.parse(edited.json().lastModified)).toBeGreaterThan(Date.parse(letter.lastModified));
    expect(edited.json().created_at).toBe(letter.created_at);

    const forCustomers = await customer.get('/api/naviaUpdates/newsletters');
    expect((forCustomers.json() as { _id: string }[]).some((n) => n._id === letter._id)).toBe(true);
    const all = await admin.get('/api/naviaUpdates/newsletters/all');
    expect((all.json() as { _id: string }[]).some((n) => n._id === letter._id)).toBe(true);

    for (const agent of [staff, clientAdmin, customer]) {
      expect((await json(agent, 'POST', '/api/naviaUpdates/newsletters', body)).statusCode).toBe(403);
      expect((await json(agent, 'DELETE', `/api/naviaUpdates/newsletters/${letter._id}`)).statusCode).toBe(
        403,
      );
      expect((await agent.get('/api/naviaUpdates/newsletters/all')).statusCode).toBe(403);
    }

    expect((await json(admin, 'DELETE', `/api/naviaUpdates/newsletters/${letter._id}`)).statusCode).toBe(200);
    expect((await json(admin, 'DELETE', `/api/naviaUpdates/newsletters/${letter._id}`)).statusCode).toBe(404);
    expect(await auditOf('NEWSLETTER_DELETED', letter._id)).toHaveLength(1);
  });
});
