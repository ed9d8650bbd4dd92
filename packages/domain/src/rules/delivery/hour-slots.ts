/**
 * Hour slots of the time pickers (connect §3 "Hour slot", connect §9: 24 slots, midnight to 11 PM,
 * index 1..24) and the delivery times built from them (hub §5, §9).
 */

/** connect §3: text '9:00AM', twentyFourHourText '09', index 1..24 (index = hour + 1). */
export type HourSlot = { text: string; twentyFourHourText: string; index: number };

export function hourSlot(hour: number): HourSlot {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error(`no hour slot for ${hour}`);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return {
    text: `${twelve}:00${hour < 12 ? 'AM' : 'PM'}`,
    twentyFourHourText: String(hour).padStart(2, '0'),
    index: hour + 1,
  };
}

/** connect §9: the 24 slots, midnight to 11 PM. */
export const HOUR_SLOTS: readonly HourSlot[] = Array.from({ length: 24 }, (_, hour) => hourSlot(hour));

/** hub §9: pickup hours 7 to 16. */
export const PICKUP_FIRST_HOUR = 7;
export const PICKUP_LAST_HOUR = 16;

/** hub §5: the PROPOSED TIME (and return time) options, 7:00AM to 4:00PM. */
export const PICKUP_SLOTS: readonly HourSlot[] = HOUR_SLOTS.filter(
  (s) => s.index - 1 >= PICKUP_FIRST_HOUR && s.index - 1 <= PICKUP_LAST_HOUR,
);

/** A submitted slot is valid when it is exactly one of the pickup slots (text, 24 h text and index agree). */
export function isPickupSlot(slot: HourSlot): boolean {
  return PICKUP_SLOTS.some(
    (s) => s.index === slot.index && s.text === slot.text && s.twentyFourHourText === slot.twentyFourHourText,
  );
}

/** hub §2 / §5 earliest delivery: PERIOD OF THE DAY. */
export const EARLIEST_PERIODS = ['AM', 'PM'] as const;
export type EarliestPeriod = (typeof EARLIEST_PERIODS)[number];

/** hub §5: AM = 9:00AM ('09', index 10); PM = 6:00PM ('18', index 19). */
export const EARLIEST_PERIOD_SLOTS: Readonly<Record<EarliestPeriod, HourSlot>> = {
  AM: hourSlot(9),
  PM: hourSlot(18),
};

/** hub §2: the PERIOD OF THE DAY tooltip. */
export const EARLIEST_PERIOD_TOOLTIP = 'AM 9am-10am, PM 6pm-7pm';

/** hub §5: in earliest delivery the return time is always 9:00AM. */
export const EARLIEST_RETURN_SLOT: HourSlot = hourSlot(9);
