import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { DetailGeneral } from '@navia/domain/contracts/shipment-detail';
import { IconCircleCheck, IconCircleCheckFilled, IconStar, IconStarFilled } from '@tabler/icons-react';
import { usePriorityConfirm } from '../../../components/priority-confirm.tsx';
import { useFavouriteToggle, usePriorityToggle } from '../api/record-marks.ts';

/** hub §2 key dates: the favourite star and the priority tick, each with a spinner while saving. */
export function RecordToggles({ recordKey, record }: { recordKey: string; record: DetailGeneral }) {
  const confirm = usePriorityConfirm();
  const number = record.ShipNumber ?? record.OrdNumberFull ?? recordKey;
  const favourite = useFavouriteToggle(recordKey);
  const priority = usePriorityToggle(recordKey);
  const favouriteLabel = record.isFavourite ? 'Remove from favourites' : 'Add to favourites';
  const priorityLabel = record.Priority ? 'Remove priority' : 'Mark as priority';
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={favouriteLabel}>
        <ActionIcon
          variant="subtle"
          color="yellow"
          size="lg"
          aria-label={favouriteLabel}
          aria-pressed={record.isFavourite}
          loading={favourite.isPending}
          loaderProps={{ 'aria-label': 'Saving favourite' }}
          onClick={() => favourite.mutate(record)}
        >
          {record.isFavourite ? <IconStarFilled size={20} aria-hidden /> : <IconStar size={20} aria-hidden />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label={priorityLabel}>
        <ActionIcon
          variant="subtle"
          color="green"
          size="lg"
          aria-label={priorityLabel}
          aria-pressed={record.Priority}
          loading={priority.isPending}
          loaderProps={{ 'aria-label': 'Saving priority' }}
          onClick={() =>
            confirm.ask(record.Priority ? 'remove' : 'set', number, () => priority.mutate(record))
          }
        >
          {record.Priority ? (
            <IconCircleCheckFilled size={20} aria-hidden />
          ) : (
            <IconCircleCheck size={20} aria-hidden />
          )}
        </ActionIcon>
      </Tooltip>
      {confirm.dialog}
    </Group>
  );
}
