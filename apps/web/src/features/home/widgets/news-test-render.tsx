/** Renders one dashboard widget for its tests: Mantine, a query client, a router, a signed-in user. */
import { MantineProvider } from '@mantine/core';
import type { LayoutItem } from '@navia/domain/contracts/dashboard';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { type WidgetName, widgetDefinition } from '@navia/domain/rules/dashboard/widgets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { setCurrentUser } from '../../../lib/auth.ts';
import type { WidgetProps } from '../../../lib/dashboard-widgets.ts';

function layoutItemOf(name: WidgetName): LayoutItem {
  const def = widgetDefinition(name);
  return {
    componentName: name,
    componentNameValue: def.title,
    size: 1,
    requireAccess: [...def.requireAccess],
    widgetType: def.widgetType,
    configurable: def.configurable,
    x: 0,
    y: 0,
    config: {},
  };
}

export function renderWidget(Widget: ComponentType<WidgetProps>, name: WidgetName, user: CurrentUser | null) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  setCurrentUser(queryClient, user);
  const view = render(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Widget item={layoutItemOf(name)} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient, user: userEvent.setup() };
}
