import { MantineProvider } from '@mantine/core';
import type { ChatInfo } from '@navia/domain/contracts/chat';
import { CHAT_NAMESPACE } from '@navia/domain/contracts/chat';
import { CHAT_TEXTS, CHAT_UNAVAILABLE_TEXTS, GENERAL_CHAT_KEY } from '@navia/domain/rules/chat';
import { WIDGETS } from '@navia/domain/rules/dashboard/widgets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '../../../lib/auth.ts';
import { buildCurrentUser } from '../../../test/factories.ts';
import { fakeSockets, ioCalls } from '../../../test/fake-socket.ts';
import { type ApiAnswer, apiError, mockApi } from '../../../test/mock-api.ts';
import { buildChatInfo, ME } from '../chat-factories.ts';
import { ChatWidget } from './chat-widget.tsx';

beforeEach(() => {
  fakeSockets.length = 0;
  ioCalls.length = 0;
});

const chatItem = {
  componentName: 'Chat' as const,
  componentNameValue: WIDGETS.find((w) => w.name === 'Chat')?.title ?? 'Chat',
  size: 1 as const,
  requireAccess: [],
  widgetType: 'COMPONENT' as const,
  configurable: false,
  x: 1 as const,
  y: 1,
  config: {},
};

function renderChatWidget(info: ChatInfo | ApiAnswer = buildChatInfo()) {
  mockApi({
    'GET /api/user/azure/chatInfo': 'status' in info ? info : { status: 200, body: info },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(currentUserQueryKey, buildCurrentUser({ _id: ME }));
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter>
          <ChatWidget item={chatItem} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('CHAT widget: the general chat (hub §2 "Chat panels")', () => {
  it('is headed MESSAGES with its tooltip, and START CHAT opens the general channel', async () => {
    const user = renderChatWidget();
    const region = screen.getByRole('region', { name: CHAT_TEXTS.generalChatTitle });
    expect(within(region).getByRole('heading', { name: CHAT_TEXTS.generalChatTitle })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: CHAT_TEXTS.generalChatTooltip })).toBeInTheDocument();
    expect(await within(region).findByText(CHAT_TEXTS.startPrompt)).toBeInTheDocument();
    expect(fakeSockets).toHaveLength(0);
    await user.click(within(region).getByRole('button', { name: CHAT_TEXTS.startChat }));
    await waitFor(() => expect(ioCalls.some((call) => call[0] === CHAT_NAMESPACE)).toBe(true));
    expect(ioCalls.find((call) => call[0] === CHAT_NAMESPACE)?.[1]).toMatchObject({
      auth: { generalChatKey: GENERAL_CHAT_KEY },
    });
  });

  it.each([
    ['VIEW_AS_ORGANISATION', CHAT_UNAVAILABLE_TEXTS.VIEW_AS_ORGANISATION],
    ['SECRET_MODE', CHAT_UNAVAILABLE_TEXTS.SECRET_MODE],
    ['LOCAL_MODE', CHAT_UNAVAILABLE_TEXTS.LOCAL_MODE],
  ] as const)('shows why chat is off (%s) instead of START CHAT', async (reason, text) => {
    renderChatWidget(buildChatInfo({ available: false, unavailableReason: reason }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CHAT_TEXTS.startChat })).not.toBeInTheDocument();
  });

  it('shows the error state when chat availability cannot be read', async () => {
    renderChatWidget(apiError(500, 'INTERNAL', 'Boom'));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHAT_TEXTS.channelError);
  });
});
