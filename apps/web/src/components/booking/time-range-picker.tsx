/**
 * The hourly time-range picker (connect §2 building blocks, §4): 24 slots from midnight (12:00AM) to
 * 11 PM; the first click sets the start, the second the end (ordered by index), the third restarts;
 * in single mode one click selects and closes; a click outside (or Escape) closes it. The rule is
 * the domain's clickTimeSlot. Keyboard: the field is a button, the slots are buttons (Tab, Enter).
 */
import { Input, Popover, SimpleGrid, UnstyledButton } from '@mantine/core';
import {
  clickTimeSlot,
  isHourInRange,
  TIME_RANGE_SLOTS,
  type TimeRange,
  timeRangeText,
} from '@navia/domain/rules/booking-dialogs/time-range';
import { useId, useState } from 'react';
import classes from './booking.module.css';

export type TimeRangeValue = TimeRange;

export interface TimeRangePickerProps {
  label: string;
  /** Hour indexes 0-23. */
  value: TimeRangeValue;
  onChange: (value: TimeRangeValue) => void;
  single?: boolean;
  error?: string | null | undefined;
  disabled?: boolean;
}

export function TimeRangePicker({
  label,
  value,
  onChange,
  single = false,
  error,
  disabled,
}: TimeRangePickerProps) {
  const [opened, setOpened] = useState(false);
  const id = useId();
  const text = timeRangeText(value, single);
  const pick = (hour: number) => {
    const next = clickTimeSlot(value, hour, single);
    onChange(next.value);
    if (next.close) setOpened(false);
  };
  return (
    <Input.Wrapper label={label} error={error} id={id}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        trapFocus
        returnFocus
        closeOnEscape
        closeOnClickOutside
        withinPortal
      >
        <Popover.Target>
          <Input
            id={id}
            component="button"
            type="button"
            pointer
            disabled={disabled}
            error={error}
            onClick={() => setOpened((o) => !o)}
          >
            {text || (
              <span className={classes.placeholder}>{single ? 'SELECT TIME' : 'SELECT TIME RANGE'}</span>
            )}
          </Input>
        </Popover.Target>
        <Popover.Dropdown role="dialog" aria-label={label}>
          <SimpleGrid cols={4} spacing={4} verticalSpacing={4}>
            {TIME_RANGE_SLOTS.map((slot, hour) => {
              const inRange = isHourInRange(value, hour);
              const edge = hour === value.start || hour === value.end;
              return (
                <UnstyledButton
                  key={slot.index}
                  className={classes.slot}
                  data-in-range={inRange || undefined}
                  data-edge={(inRange && edge) || undefined}
                  aria-pressed={inRange}
                  onClick={() => pick(hour)}
                >
                  {slot.text}
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </Popover.Dropdown>
      </Popover>
    </Input.Wrapper>
  );
}
