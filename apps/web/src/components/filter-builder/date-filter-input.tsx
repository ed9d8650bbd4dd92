import { Checkbox, Group, SegmentedControl, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import type { DateDraft } from './filter-draft.ts';

/** hub §5: the e, dot and minus keys are blocked in duration inputs (plus, too: durations are whole days). */
export const BLOCKED_DURATION_KEYS: readonly string[] = ['e', 'E', '.', ',', '-', '+'];

function blockDurationKeys(event: KeyboardEvent<HTMLInputElement>) {
  if (BLOCKED_DURATION_KEYS.includes(event.key)) event.preventDefault();
}

/** Whatever got in (a paste, say), a duration keeps only its digits. */
const digitsOnly = (text: string) => text.replace(/\D/g, '').slice(0, 4);

type DateFilterInputProps = {
  label: string;
  blankLabel: string;
  value: DateDraft;
  onChange: (value: DateDraft) => void;
};

/** A date filter (hub §5): previous/next days, or a start and end date, or is blank. */
export function DateFilterInput({ label, blankLabel, value, onChange }: DateFilterInputProps) {
  const set = (patch: Partial<DateDraft>) => onChange({ ...value, ...patch });
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      {!value.isBlank && (
        <SegmentedControl
          size="xs"
          aria-label={`${label} date filter type`}
          value={value.durationType}
          onChange={(durationType) => set({ durationType })}
          data={[
            { value: 'PrevNext', label: 'DAYS' },
            { value: 'DateRange', label: 'DATES' },
          ]}
        />
      )}
      {!value.isBlank && value.durationType === 'PrevNext' && (
        <>
          <TextInput
            size="xs"
            w={110}
            label="PREVIOUS DAYS"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={value.prevDuration}
            onKeyDown={blockDurationKeys}
            onChange={(e) => set({ prevDuration: digitsOnly(e.currentTarget.value) })}
            aria-label={`${label} previous days`}
          />
          <TextInput
            size="xs"
            w={110}
            label="NEXT DAYS"
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={value.nextDuration}
            onKeyDown={blockDurationKeys}
            onChange={(e) => set({ nextDuration: digitsOnly(e.currentTarget.value) })}
            aria-label={`${label} next days`}
          />
        </>
      )}
      {!value.isBlank && value.durationType === 'DateRange' && (
        <>
          <TextInput
            size="xs"
            w={150}
            label="FROM"
            type="date"
            value={value.startDate}
            max={value.endDate || undefined}
            onChange={(e) => set({ startDate: e.currentTarget.value })}
            aria-label={`${label} from`}
          />
          <TextInput
            size="xs"
            w={150}
            label="TO"
            type="date"
            value={value.endDate}
            min={value.startDate || undefined}
            onChange={(e) => set({ endDate: e.currentTarget.value })}
            aria-label={`${label} to`}
          />
        </>
      )}
      <Checkbox
        size="xs"
        label={blankLabel}
        checked={value.isBlank}
        onChange={(e) => set({ isBlank: e.currentTarget.checked })}
        mb={6}
        aria-label={`${label} ${blankLabel.toLowerCase()}`}
      />
    </Group>
  );
}
