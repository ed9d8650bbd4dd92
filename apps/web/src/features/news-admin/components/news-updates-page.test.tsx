import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PAGE_TEST = { timeout: 30_000 };
/** The lazy page's first answer can be slow on a busy machine. */
const FIRST = { timeout: 10_000 };
const admin = () => buildCurrentUser({ type: 'NA', email: 'admin@navia.demo' });
const ID = '5b0c1f0e-8a64-4d1f-9a77-3f1b2c4d5e6f';
const LETTER_ID = '00000000-0000-4000-8000-000000000001';

const update = {
  _id: ID,
  title: 'New Auckland schedule',
  content: 'Weekly sailings from June.',
  link: '/help',
  image: `/api/naviaUpdates/${ID}/image?v=abcdef12`,
  publishedAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};
const letter = {
  _id: LETTER_ID,
  name: 'market-update',
  displayname: 'Market update',
  description: 'Rates monthly.',
  link: 'https://navia.demo/newsletters/market-update',
  lastModified: '2026-11-25T08:00:00.000Z',
  created_at: '2026-08-01T08:00:00.000Z',
};

function start(routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/user/getUpdatedSelf': { status: 200, body: { user: admin() } },
    'GET /api/naviaUpdates': {
      status: 200,
      body: { result: [update], page: 1, pageSize: 20, totalCount: 1 },
    },
    'GET /api/naviaUpdates/newsletters/all': { status: 200, body: [letter] },
    ...routes,
  });
  return { api, ...renderApp('/admin/updates') };
}

/** The FormData the page sent with its n-th call to `key`. */
function formSent(key: string): FormData | undefined {
  const [method, path] = key.split(' ');
  const call = vi
    .mocked(fetch)
    .mock.calls.find(([input, init]) => String(input).startsWith(path ?? '') && init?.method === method);
  return call?.[1]?.body instanceof FormData ? call[1].body : undefined;
}

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'ship.png', {
    type: 'image/png',
  });

describe('/admin/updates', () => {
  it('lists NEWS UPDATES and NEWSLETTERS', PAGE_TEST, async () => {
    start();
    const updates = await screen.findByRole('region', { name: 'NEWS UPDATES' }, FIRST);
    expect(await within(updates).findByText('New Auckland schedule', {}, FIRST)).toBeInTheDocument();
    const letters = screen.getByRole('region', { name: 'NEWSLETTERS' });
    expect(await within(letters).findByText('Market update', {}, FIRST)).toBeInTheDocument();
  });

  it('creates a news update with an image: checks the fields first, sends multipart', PAGE_TEST, async () => {
    const { api, user } = start({
      'POST /api/naviaUpdates': { status: 200, body: { ...update, title: 'Port strike' } },
    });
    await user.click(await screen.findByRole('button', { name: 'CREATE NEWS UPDATE' }, FIRST));
    const form = await screen.findByRole('form', { name: 'CREATE NEWS UPDATE' });
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    expect(within(form).getByRole('textbox', { name: 'TITLE' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(
      within(form).getByText('This field is required.', { selector: '.mantine-FileInput-error' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/naviaUpdates')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'TITLE' }), 'Port strike');
    await user.type(within(form).getByRole('textbox', { name: 'CONTENT' }), 'Delays expected.');
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [png()] } });
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(api.callsTo('POST /api/naviaUpdates')).toHaveLength(1), FIRST);
    const sent = formSent('POST /api/naviaUpdates');
    expect(sent?.get('title')).toBe('Port strike');
    expect(sent?.get('content')).toBe('Delays expected.');
    expect((sent?.get('file') as File | undefined)?.name).toBe('ship.png');
    await waitFor(
      () => expect(screen.queryByRole('form', { name: 'CREATE NEWS UPDATE' })).not.toBeInTheDocument(),
      FIRST,
    );
  });

  it('keeps what was typed and shows the server’s field errors on failure', PAGE_TEST, async () => {
    const { user } = start({
      [`PUT /api/naviaUpdates/${ID}`]: apiError(400, 'VALIDATION', 'link: bad', {
        issues: [{ field: 'link', message: "Enter an http(s) address or a portal path starting with '/'." }],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'EDIT New Auckland schedule' }, FIRST));
    const form = await screen.findByRole('form', { name: 'EDIT NEWS UPDATE' });
    expect(within(form).getByRole('img', { name: 'The current image' })).toBeInTheDocument();
    const title = within(form).getByRole('textbox', { name: 'TITLE' });
    await user.clear(title);
    await user.type(title, 'Changed title');
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    await waitFor(
      () =>
        expect(within(form).getByRole('textbox', { name: 'LINK' })).toHaveAccessibleDescription(
          expect.stringContaining("Enter an http(s) address or a portal path starting with '/'."),
        ),
      FIRST,
    );
    expect(title).toHaveValue('Changed title');
  });

  it(
    'refuses a file that is not an image before sending, and a 415 from the server is shown on the image',
    PAGE_TEST,
    async () => {
      const { api, user } = start({
        'POST /api/naviaUpdates': apiError(
          415,
          'NEWS_IMAGE_TYPE_REFUSED',
          'file: upload a PNG, JPEG or WebP image.',
        ),
      });
      await user.click(await screen.findByRole('button', { name: 'CREATE NEWS UPDATE' }, FIRST));
      const form = await screen.findByRole('form', { name: 'CREATE NEWS UPDATE' });
      await user.type(within(form).getByRole('textbox', { name: 'TITLE' }), 'Fake');
      const input = form.querySelector('input[type="file"]') as HTMLInputElement;
      fireEvent.change(input, {
        target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
      });
      await user.click(within(form).getByRole('button', { name: 'SAVE' }));
      expect(
        await within(form).findByText('Upload a PNG, JPEG or WebP image.', {}, FIRST),
      ).toBeInTheDocument();
      expect(api.callsTo('POST /api/naviaUpdates')).toHaveLength(0);

      // A file the browser calls a PNG, refused by its bytes on the server.
      fireEvent.change(input, { target: { files: [png()] } });
      await user.click(within(form).getByRole('button', { name: 'SAVE' }));
      expect(
        await within(form).findByText('upload a PNG, JPEG or WebP image.', {}, FIRST),
      ).toBeInTheDocument();
      expect(within(form).getByRole('textbox', { name: 'TITLE' })).toHaveValue('Fake');
    },
  );

  it('deletes a news update after its confirmation', PAGE_TEST, async () => {
    const { api, user } = start({ [`DELETE /api/naviaUpdates/${ID}`]: { status: 200, body: { ok: true } } });
    await user.click(await screen.findByRole('button', { name: 'DELETE New Auckland schedule' }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: 'DELETE NEWS UPDATE' });
    expect(api.callsTo(`DELETE /api/naviaUpdates/${ID}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'DELETE' }));
    await waitFor(() => expect(api.callsTo(`DELETE /api/naviaUpdates/${ID}`)).toHaveLength(1), FIRST);
  });

  it('creates a newsletter: http(s) links only', PAGE_TEST, async () => {
    const { api, user } = start({
      'POST /api/naviaUpdates/newsletters': (call) => ({
        status: 200,
        body: { ...letter, ...(call.body as object) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'CREATE NEWSLETTER' }, FIRST));
    const form = await screen.findByRole('form', { name: 'CREATE NEWSLETTER' });
    await user.type(within(form).getByRole('textbox', { name: 'NAME' }), 'customs');
    await user.type(within(form).getByRole('textbox', { name: 'DISPLAY NAME' }), 'Customs bulletin');
    await user.type(within(form).getByRole('textbox', { name: 'LINK' }), 'javascript:alert(1)');
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    expect(within(form).getByRole('textbox', { name: 'LINK' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter an http(s) address.'),
    );
    expect(api.callsTo('POST /api/naviaUpdates/newsletters')).toHaveLength(0);
    await user.clear(within(form).getByRole('textbox', { name: 'LINK' }));
    await user.type(within(form).getByRole('textbox', { name: 'LINK' }), 'https://navia.demo/customs');
    await user.click(within(form).getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(api.callsTo('POST /api/naviaUpdates/newsletters')).toHaveLength(1), FIRST);
    expect(api.callsTo('POST /api/naviaUpdates/newsletters')[0]?.body).toEqual({
      name: 'customs',
      displayname: 'Customs bulletin',
      description: '',
      link: 'https://navia.demo/customs',
    });
  });
});
