import { MESSAGES } from '@navia/domain/errors';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

async function openPopup(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: 'GET IN TOUCH' }));
  return within(await screen.findByRole('dialog', { name: 'GET IN TOUCH' }));
}

describe('ABOUT Get in touch popup (hub §4, §5)', () => {
  it('describes the product on the login page', async () => {
    mockApi();
    renderApp('/login');
    expect(
      await screen.findByText(/an integrated logistics platform that empowers supply chains/),
    ).toBeInTheDocument();
  });

  it('needs a message before sending', async () => {
    const api = mockApi();
    const { user } = renderApp('/login');
    const popup = await openPopup(user);
    await user.click(popup.getByRole('button', { name: 'SEND' }));
    expect(await popup.findByText(MESSAGES.fieldRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /api/services/contact')).toHaveLength(0);
  });

  it('sends name, e-mail and message and confirms', async () => {
    const api = mockApi({ 'POST /api/services/contact': { status: 200, body: { ok: true } } });
    const { user } = renderApp('/login');
    const popup = await openPopup(user);
    await user.type(popup.getByLabelText('NAME'), 'Jo');
    await user.type(popup.getByLabelText('EMAIL'), 'jo@example.com');
    await user.type(popup.getByLabelText(/MESSAGE/), 'Please call me');
    await user.click(popup.getByRole('button', { name: 'SEND' }));
    expect(await popup.findByText(MESSAGES.contactSent)).toBeInTheDocument();
    expect(api.callsTo('POST /api/services/contact')[0]?.body).toEqual({
      name: 'Jo',
      email: 'jo@example.com',
      message: 'Please call me',
    });
  });

  it('says SOMETHING WENT WRONG and keeps the message when sending fails', async () => {
    mockApi({ 'POST /api/services/contact': apiError(500, 'INTERNAL', 'Error Occurred') });
    const { user } = renderApp('/login');
    const popup = await openPopup(user);
    await user.type(popup.getByLabelText(/MESSAGE/), 'Please call me');
    await user.click(popup.getByRole('button', { name: 'SEND' }));
    expect(await popup.findByText(MESSAGES.contactSendFailed)).toBeInTheDocument();
    expect(popup.getByLabelText(/MESSAGE/)).toHaveValue('Please call me');
  });
});
