/**
 * One container of step 2 (hub §2): MODE, DATE, PROPOSED TIME, and RETURN DATE / RETURN TIME for
 * FCL in a return mode; the copy icon; the non-blocking warnings (hub §5). Each row is a fieldset
 * named by its container number, so its fields are told apart by screen readers and tests.
 */
import { ActionIcon, Fieldset, Group, Select, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { IsoDay } from '@navia/domain/rules/delivery/calendar';
import {
  HANDLING_METHOD_LABELS,
  type HandlingMethod,
  returnAllowed,
} from '@navia/domain/rules/delivery/drop-modes';
import { type HourSlot, PICKUP_SLOTS } from '@navia/domain/rules/delivery/hour-slots';
import type { DeliveryTarget } from '@navia/domain/rules/delivery/target';
import {
  ALL_CONTAINERS,
  type ChosenContainer,
  CONTAINER_ERROR_TEXTS,
  type ContainerFieldError,
  withDeliveryDate,
  withDropMode,
} from '@navia/domain/rules/delivery/wizard';
import { IconCopy } from '@tabler/icons-react';
import {
  calendarOfRow,
  datesOfRow,
  errorsByField,
  returnMinimumOfRow,
  rowWarnings,
  type WizardCalendar,
} from './arrange-delivery-form.ts';
import { DeliveryDateInput } from './delivery-date-input.tsx';

const slotOptions = PICKUP_SLOTS.map((s) => ({ value: s.text, label: s.text }));
const slotOf = (text: string | null): HourSlot | null => PICKUP_SLOTS.find((s) => s.text === text) ?? null;

/** The legend of a row: the container number, or what ALL stands for. */
const rowName = (containerNumber: string) =>
  containerNumber === ALL_CONTAINERS ? 'ALL CONTAINERS' : containerNumber;

type WizardContainerRowProps = {
  target: DeliveryTarget;
  row: ChosenContainer;
  /** The container below, for the copy icon; null on the last row. */
  next: string | null;
  calendar: WizardCalendar;
  modes: readonly HandlingMethod[];
  /** Errors are shown only after a refused forward move. */
  errors: readonly ContainerFieldError[] | null;
  compact: boolean;
  onChange: (update: (row: ChosenContainer) => ChosenContainer) => void;
  onCopy: () => void;
};

export function WizardContainerRow({
  target,
  row,
  next,
  calendar,
  modes,
  errors,
  compact,
  onChange,
  onCopy,
}: WizardContainerRowProps) {
  const name = rowName(row.ContainerNumber);
  const dates = datesOfRow(target, row.ContainerNumber);
  const rowCalendar = calendarOfRow(target, row.ContainerNumber, calendar);
  const withReturn = returnAllowed(target.ContainerMode, row.dropMode);
  const byField = errorsByField(errors ?? []);
  const text = (error: ContainerFieldError | undefined) =>
    error === undefined ? undefined : CONTAINER_ERROR_TEXTS[error];
  const warnings = rowWarnings(target, row).texts;

  return (
    <Fieldset legend={name} variant="filled" p="sm">
      <Stack gap="xs">
        <Group align="flex-start" gap="xs" wrap="nowrap">
          <SimpleGrid cols={compact ? 1 : withReturn ? 5 : 3} spacing="xs" style={{ flex: 1 }}>
            {modes.length > 0 && (
              <Select
                size="xs"
                label="MODE"
                placeholder="Choose a mode"
                data={modes.map((m) => ({ value: m, label: HANDLING_METHOD_LABELS[m] }))}
                value={row.dropMode}
                onChange={(mode) => onChange((r) => withDropMode(r, mode))}
                error={text(byField.mode)}
                comboboxProps={{ withinPortal: true }}
                allowDeselect={false}
                required
              />
            )}
            <DeliveryDateInput
              label="DATE"
              value={row.deliveryDate}
              onChange={(day: IsoDay | null) => onChange((r) => withDeliveryDate(r, day, dates.inStorage))}
              calendar={rowCalendar}
              highlightAfter={dates.inStorage}
              error={text(byField.date)}
              required
            />
            <Select
              size="xs"
              label="PROPOSED TIME"
              placeholder="Choose a time"
              data={slotOptions}
              value={row.pickupTime?.text ?? null}
              onChange={(time) => onChange((r) => ({ ...r, pickupTime: slotOf(time) }))}
              error={text(byField.time)}
              comboboxProps={{ withinPortal: true }}
              allowDeselect={false}
              required
            />
            {withReturn && (
              <DeliveryDateInput
                label="RETURN DATE"
                value={row.deliveryDateReturn}
                onChange={(day) => onChange((r) => ({ ...r, deliveryDateReturn: day }))}
                calendar={rowCalendar}
                minDate={returnMinimumOfRow(target, row)}
                error={text(byField.returnDate)}
                plain
              />
            )}
            {withReturn && (
              <Select
                size="xs"
                label="RETURN TIME"
                placeholder="Choose a time"
                data={slotOptions}
                value={row.pickupTimeReturn?.text ?? null}
                onChange={(time) => onChange((r) => ({ ...r, pickupTimeReturn: slotOf(time) }))}
                error={text(byField.returnTime)}
                comboboxProps={{ withinPortal: true }}
                clearable
              />
            )}
          </SimpleGrid>
          {next !== null && (
            <Tooltip label={`Copy to ${next}`}>
              <ActionIcon
                variant="subtle"
                mt={22}
                aria-label={`Copy ${name} to the container below (${next})`}
                onClick={onCopy}
              >
                <IconCopy size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
        {warnings.map((w) => (
          <Text key={w} size="xs" c="orange.8" role="status">
            {w}
          </Text>
        ))}
      </Stack>
    </Fieldset>
  );
}
