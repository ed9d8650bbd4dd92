import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const off = { policy: 'STAFF', enabled: false, enabledAt: null, recoveryCodesLeft: 0, mayDisable: false };
const on = { ...off, enabled: true, enabledAt: '2026-11-28T10:00:00.000Z', recoveryCodesLeft: 10 };
const codes = Array.from(
  { length: 10 },
  (_, i) => `ABCDE-FGH${String.fromCharCode(50 + (i % 6))}${i % 2 ? 'A' : 'B'}`,
);
const setup = {
  manualKey: 'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
  otpauthUri: 'otpauth://totp/NAVIA:staff%40navia.demo?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const self = (type: 'NU' | 'CA' | 'OP') => ({
  'GET /api/user/getUpdatedSelf': { status: 200, body: { user: buildCurrentUser({ type }) } },
});

describe('/settings/security (issue 15)', () => {
  it('sets up two-factor sign-in: QR code and key, a code, then the recovery codes once', async () => {
    const api = mockApi({
      ...self('NU'),
      'GET /api/user/twoFactor': { status: 200, body: { status: off } },
      'POST /api/user/twoFactor/start': { status: 200, body: setup },
      'POST /api/user/twoFactor/confirm': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { status: 200, body: { recoveryCodes: codes, status: on } }
          : apiError(400, 'TWO_FACTOR_CODE_REFUSED', 'code: this authentication code is not valid'),
    });
    const { user } = renderApp('/settings/security');
    expect(
      await screen.findByText('Staff accounts keep two-factor sign-in once it is on.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SET UP TWO-FACTOR SIGN-IN' }));
    expect(
      await screen.findByRole('img', { name: 'QR code of your two-factor sign-in key' }),
    ).toHaveAttribute('src', setup.qrCode);
    expect(screen.getByLabelText('Manual key')).toHaveTextContent(setup.manualKey);

    const form = screen.getByRole('form', { name: 'CONFIRM THE SET-UP' });
    await user.type(within(form).getByLabelText('AUTHENTICATION CODE'), '000000{Enter}');
    expect(await within(form).findByText('CODE: THIS AUTHENTICATION CODE IS NOT VALID')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('AUTHENTICATION CODE'), '123 456{Enter}');

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'COPY' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'DOWNLOAD' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/twoFactor/confirm').at(-1)?.body).toEqual({ code: '123456' });

    await user.click(screen.getByRole('button', { name: 'I HAVE SAVED THEM' }));
    expect(await screen.findByText(/since 28 Nov 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    // Staff: no TURN OFF.
    expect(screen.queryByRole('button', { name: 'TURN OFF' })).not.toBeInTheDocument();
  });

  it('lets a client admin turn it off with a code, and make new recovery codes', async () => {
    const caOn = { ...on, policy: 'OPTIONAL', mayDisable: true, recoveryCodesLeft: 3 };
    const api = mockApi({
      ...self('CA'),
      'GET /api/user/twoFactor': { status: 200, body: { status: caOn } },
      'POST /api/user/twoFactor/recoveryCodes': {
        status: 200,
        body: { recoveryCodes: codes, status: { ...caOn, recoveryCodesLeft: 10 } },
      },
      'POST /api/user/twoFactor/disable': {
        status: 200,
        body: {
          status: { ...caOn, enabled: false, enabledAt: null, recoveryCodesLeft: 0, mayDisable: false },
        },
      },
    });
    const { user } = renderApp('/settings/security');
    expect(await screen.findByText(/3 of 10 recovery codes left/)).toBeInTheDocument();
    const regenerate = screen.getByRole('form', { name: 'NEW RECOVERY CODES' });
    await user.type(within(regenerate).getByLabelText('AUTHENTICATION CODE'), '111111{Enter}');
    await screen.findByRole('list', { name: 'Recovery codes' });
    await user.click(screen.getByRole('button', { name: 'I HAVE SAVED THEM' }));

    const turnOff = await screen.findByRole('form', { name: 'TURN OFF TWO-FACTOR SIGN-IN' });
    await user.type(within(turnOff).getByLabelText('AUTHENTICATION CODE'), '222222{Enter}');
    expect(await screen.findByRole('button', { name: 'SET UP TWO-FACTOR SIGN-IN' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/twoFactor/disable')[0]?.body).toEqual({ code: '222222' });
  });

  it('tells other users it is not for their account', async () => {
    mockApi({
      ...self('OP'),
      'GET /api/user/twoFactor': { status: 200, body: { status: { ...off, policy: 'UNAVAILABLE' } } },
    });
    renderApp('/settings/security');
    expect(await screen.findByText(/for staff and client administrators/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SET UP TWO-FACTOR SIGN-IN' })).not.toBeInTheDocument();
  });

  it('shows a failure to load as an alert', async () => {
    mockApi({ ...self('NU'), 'GET /api/user/twoFactor': apiError(500, 'INTERNAL', 'Error Occurred') });
    renderApp('/settings/security');
    expect(await screen.findByRole('alert')).toHaveTextContent('ERROR OCCURRED');
  });
});
