/**
 * Renders a chat panel for a test: real providers, the API faked at fetch (test/mock-api.ts), the
 * socket faked (test/fake-socket.ts), the location shown in a probe (redirect_user navigates).
 */
import { MantineProvider } from '@mantine/core';
import type { ChatInfo } from '@navia/domain/contracts/chat';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect } from 'vitest';
import { currentUserQueryKey } from '../../../lib/auth.ts';
import { buildCurrentUser } from '../../../test/factories.ts';
import { type FakeSocket, latestSocket } from '../../../test/fake-socket.ts';
import { type ApiRoute, mockApi } from '../../../test/mock-api.ts';
import { buildChatInfo, chatServer, ME } from '../chat-factories.ts';
import { ChatPanel, type ChatPanelProps } from './chat-panel.tsx';

const CONTACTS = [
  {
    image: null,
    GS_FullName: 'Alex Morgan',
    GS_EmailAddress: 'alex@navia.example',
    Role: 'ACT',
    GS_MobilePhone: null,
  },
  {
    image: null,
    GS_FullName: 'Sam Lee',
    GS_EmailAddress: 'sam@navia.example',
    Role: 'CUS',
    GS_MobilePhone: null,
  },
];

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

export function renderChatPanel(
  options: {
    props?: Partial<ChatPanelProps>;
    info?: ChatInfo;
    user?: CurrentUser;
    api?: Record<string, ApiRoute>;
    /** For fake timers: userEvent advances them as it waits. */
    advanceTimers?: (ms: number) => void;
  } = {},
) {
  const api = mockApi({
    'GET /api/user/azure/chatInfo': { status: 200, body: options.info ?? buildChatInfo() },
    'POST /api/shipments/orderContacts': { status: 200, body: { contacts: CONTACTS } },
    ...options.api,
  });
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  client.setQueryData(currentUserQueryKey, options.user ?? buildCurrentUser({ _id: ME }));
  const user = userEvent.setup(options.advanceTimers ? { advanceTimers: options.advanceTimers } : {});
  const props: ChatPanelProps = {
    title: 'SHIPMENT CHAT',
    tooltip: 'Conversations with the provider about this record will appear here.',
    handshake: { shipmentId: 'AU-S01009240', DataSource: 'AU' },
    mentions: { kind: 'record', recordKey: 'AU-S01009240' },
    ...options.props,
  };
  const view = render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={['/shipment/AU-S01009240']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <ChatPanel {...props} />
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { api, client, user, view };
}

/** Presses START CHAT and answers with the socket the panel opened. */
export async function startChat(user: ReturnType<typeof userEvent.setup>): Promise<FakeSocket> {
  const before = latestSocket();
  await user.click(await screen.findByRole('button', { name: 'START CHAT' }));
  await waitFor(() => expect(latestSocket()).not.toBe(before));
  const socket = latestSocket();
  if (!socket) throw new Error('no socket');
  return socket;
}

export const messageField = () => screen.getByRole('textbox', { name: 'Message' });

/** Renders a panel (or takes a rendered one), starts the chat and opens the channel on a fake server. */
export async function openChat(
  options: Parameters<typeof chatServer>[1] = {},
  rendered: ReturnType<typeof renderChatPanel> = renderChatPanel(),
) {
  const socket = await startChat(rendered.user);
  const server = chatServer(socket, options);
  act(() => server.open());
  await waitFor(() => expect(messageField()).toBeEnabled());
  return { ...rendered, socket, server };
}
