import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../../lib/auth.ts';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { buildNotification, listAnswer } from './notification-factories.ts';
import {
  latestNotifications,
  NOTIFICATIONS_EMPTY_TEXT,
  NotificationsWidget,
} from './notifications-widget.tsx';

const LIST = 'GET /api/user/notifications';
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

function show() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  setCurrentUser(queryClient, buildCurrentUser());
  render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <NotificationsWidget
            item={{
              componentName: 'Notifications',
              componentNameValue: 'Notifications',
              size: 1,
              requireAccess: [],
              widgetType: 'COMPONENT',
              configurable: false,
              x: 1,
              y: 3,
              config: {},
            }}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return userEvent.setup();
}

describe('latestNotifications', () => {
  it('puts unread first, then newest first, and keeps five', () => {
    const items = [
      buildNotification({ text: 'read new', read: true, createdAt: minutesAgo(1) }),
      buildNotification({ text: 'unread old', createdAt: minutesAgo(60) }),
      buildNotification({ text: 'unread new', createdAt: minutesAgo(2) }),
      buildNotification({ text: 'read old', read: true, createdAt: minutesAgo(90) }),
      ...Array.from({ length: 4 }, (_, i) =>
        buildNotification({ text: `read ${i}`, read: true, createdAt: minutesAgo(100 + i) }),
      ),
    ];
    expect(latestNotifications(items).map((n) => n.text)).toEqual([
      'unread new',
      'unread old',
      'read new',
      'read old',
      'read 0',
    ]);
  });
});

describe('the NOTIFICATIONS widget', () => {
  it('lists the latest notifications, unread marked, and opens the NOTIFICATIONS popup on a click', async () => {
    mockApi({
      [LIST]: listAnswer([
        buildNotification({
          text: 'CHANGE IN ARRIVAL DATE • ETA moved',
          read: true,
          createdAt: minutesAgo(3),
        }),
        buildNotification({ text: 'SHIPMENT DELIVERED • S0001', createdAt: minutesAgo(10) }),
      ]),
    });
    const user = show();
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      'Unread: SHIPMENT DELIVERED10 minutes ago',
      'CHANGE IN ARRIVAL DATE3 minutes ago',
    ]);
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    await user.click(buttons[0] as HTMLElement);
    const popup = await screen.findByRole('dialog', { name: 'NOTIFICATIONS' });
    expect(await within(popup).findByRole('heading', { name: /^UNREAD/ })).toBeInTheDocument();
  });

  it('shows loading, then the empty state', async () => {
    mockApi({ [LIST]: listAnswer([]) });
    show();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(await screen.findByText(NOTIFICATIONS_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('shows the error state when the list cannot be read', async () => {
    mockApi({ [LIST]: apiError(500, 'INTERNAL', 'boom') });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('AN ERROR OCCURRED');
  });
});
