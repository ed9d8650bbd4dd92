/**
 * PRIORITY SHIPMENTS widget (hub §2 "Dashboard widgets in detail", hub §4 "Priority"; issue 13
 * item 3): the organisation group's priority records that are not delivered (GET
 * /org/priorityShipments/{country}/{flag}, the search page's priority tab), each linking to its
 * detail. The tooltip says delivered ones are excluded.
 */
import { Group, Stack, Text } from '@mantine/core';
import type { ShipmentListRow } from '@navia/domain/contracts/shipments';
import { WidgetFrame, type WidgetState } from '../../../../components/dashboard/widget-frame.tsx';
import { HelpTooltip } from '../../../../components/help-tooltip.tsx';
import { useCurrentUser } from '../../../../lib/auth.ts';
import type { WidgetProps } from '../../../../lib/dashboard-widgets.ts';
import { useLocale } from '../../../../lib/locale.ts';
import { usePriorityRecords } from '../../api/search.ts';
import { formatListDate, RecordNumberLink } from '../value-cells.tsx';

const PRIORITY_WIDGET_TITLE = 'PRIORITY SHIPMENTS';
/** hub §2: the PRIORITY SHIPMENTS tooltip. */
export const PRIORITY_WIDGET_TOOLTIP = 'Priority records exclude delivered ones.';
export const NO_PRIORITY_TEXT = 'No priority shipments.';
/** The list scrolls inside the widget past this height. */
const LIST_HEIGHT = 320;

function PriorityRow({ row }: { row: ShipmentListRow }) {
  const locale = useLocale();
  const route = [row.OriginName ?? row.Origin, row.DestName ?? row.Destination].filter(Boolean).join(' → ');
  return (
    <li>
      <Group justify="space-between" wrap="nowrap" gap="xs" py={6}>
        <Stack gap={0} miw={0}>
          <RecordNumberLink row={row} />
          <Text size="xs" c="dimmed" truncate="end">
            {route}
          </Text>
        </Stack>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {row.ETA ? `ETA ${formatListDate(row.ETA, locale)}` : ''}
        </Text>
      </Group>
    </li>
  );
}

export function PriorityShipmentsWidget(_props: WidgetProps) {
  const { data: user, isError: userError } = useCurrentUser();
  const priority = usePriorityRecords(user?.homeCountry ?? 'AU', user?.localViewActive ?? false);
  const rows = priority.data?.result ?? [];
  const state: WidgetState =
    userError || priority.isError
      ? { status: 'error' }
      : !user || priority.isPending
        ? { status: 'loading' }
        : rows.length === 0
          ? { status: 'empty', message: NO_PRIORITY_TEXT }
          : { status: 'ready' };
  return (
    <WidgetFrame
      title={PRIORITY_WIDGET_TITLE}
      actions={<HelpTooltip label={PRIORITY_WIDGET_TOOLTIP} />}
      state={state}
      height={state.status === 'ready' ? LIST_HEIGHT : undefined}
    >
      <ul
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
        aria-label={`${PRIORITY_WIDGET_TITLE} (${rows.length})`}
      >
        {rows.map((row) => (
          <PriorityRow key={row.RecordId} row={row} />
        ))}
      </ul>
    </WidgetFrame>
  );
}
