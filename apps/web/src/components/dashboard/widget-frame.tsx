/**
 * The frame every dashboard widget draws itself in (issue 13): a titled card whose body shows the
 * widget's loading, empty or error state, or its content. A widget never breaks the page: the grid
 * also wraps each one in an error boundary.
 */
import { Alert, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type WidgetState =
  | { status: 'loading' }
  | { status: 'error'; message?: string }
  | { status: 'empty'; message: string }
  | { status: 'ready' };

/**
 * A widget's state from its query: loading, then the error (with `errorMessage`, else the generic
 * text), then empty when `empty` holds (with its message), else ready.
 */
export function widgetStateOf(
  query: { isPending: boolean; isError: boolean },
  options: { empty?: boolean; emptyMessage?: string; errorMessage?: string } = {},
): WidgetState {
  if (query.isError) return { status: 'error', message: options.errorMessage };
  if (query.isPending) return { status: 'loading' };
  if (options.empty) return { status: 'empty', message: options.emptyMessage ?? '' };
  return { status: 'ready' };
}

export type WidgetFrameProps = {
  /** The widget's title (its componentNameValue, or the spec's upper-case heading). */
  title: ReactNode;
  /** Controls beside the title (a period choice, tabs, a link). */
  actions?: ReactNode;
  state?: WidgetState;
  /** A fixed body height in px (hub §9 table heights), scrolled inside. */
  height?: number | string;
  children?: ReactNode;
};

export const WIDGET_ERROR_TEXT = 'AN ERROR OCCURRED';

export function WidgetFrame({
  title,
  actions,
  state = { status: 'ready' },
  height,
  children,
}: WidgetFrameProps) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      h="100%"
      component="section"
      aria-label={typeof title === 'string' ? title : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={2} size="h5" tt="uppercase">
            {title}
          </Title>
          {actions}
        </Group>
        <div style={{ height, overflow: 'auto', flex: 1, minHeight: 0 }}>
          <WidgetBody state={state}>{children}</WidgetBody>
        </div>
      </Stack>
    </Card>
  );
}

function WidgetBody({ state, children }: { state: WidgetState; children?: ReactNode }) {
  switch (state.status) {
    case 'loading':
      return (
        <Center py="lg">
          <Loader size="sm" aria-label="Loading" />
        </Center>
      );
    case 'error':
      return (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {state.message ?? WIDGET_ERROR_TEXT}
        </Alert>
      );
    case 'empty':
      return (
        <Text c="dimmed" size="sm" ta="center" py="lg">
          {state.message}
        </Text>
      );
    default:
      return <>{children}</>;
  }
}
