import { Group, Pill, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useLocale } from '../../lib/locale.ts';
import { type FilterCatalogue, trackingFilterCatalogue } from './filter-catalogue.ts';
import type { FilterSetWire } from './filter-draft.ts';
import { appliedChips } from './filter-labels.ts';

type FilterChipsProps = {
  filters: FilterSetWire;
  /** true: OR inside a group, AND between groups; false: every filter ANDed. */
  advanced: boolean;
  onRemove: (groupIndex: number, key: string) => void;
  /** The filters' catalogue: the tracking search's unless given. */
  catalogue?: FilterCatalogue;
};

/** The applied filters as removable chips; nothing when no filter is applied. */
export function FilterChips({ filters, advanced, onRemove, catalogue }: FilterChipsProps) {
  const locale = useLocale();
  const chips = appliedChips(filters, catalogue ?? trackingFilterCatalogue, locale);
  if (chips.length === 0) return null;
  return (
    <Group gap={6} aria-label="Applied filters" role="list">
      {chips.map((chip, i) => {
        const previous = chips[i - 1];
        const joiner = !previous ? null : advanced && previous.groupIndex === chip.groupIndex ? 'OR' : 'AND';
        return (
          <Fragment key={`${chip.groupIndex}-${chip.key}`}>
            {joiner && (
              <Text size="xs" fw={700} c="dimmed" aria-hidden>
                {joiner}
              </Text>
            )}
            <Pill
              role="listitem"
              size="md"
              withRemoveButton
              onRemove={() => onRemove(chip.groupIndex, chip.key)}
              // Mantine hides a pill's remove button from keyboards and readers (it is built for inputs).
              removeButtonProps={{
                'aria-label': `Remove filter ${chip.label}`,
                'aria-hidden': false,
                tabIndex: 0,
              }}
            >
              {chip.label}
            </Pill>
          </Fragment>
        );
      })}
    </Group>
  );
}
