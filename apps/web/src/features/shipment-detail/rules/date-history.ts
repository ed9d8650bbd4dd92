/**
 * The ETA and ETD history grouped per milestone (issue 11): DEPARTURE (ETD, ATD), ARRIVAL (ETA,
 * ATA), then each container's availability (cargo available, gated out). Within a group the newest
 * entry comes first; per date field the newest applied entry is the one in force. Entries a newer
 * date had already overtaken (applied false) stay in the history, marked.
 */
import type { DateClassifier, DateField, DateHistoryEntry } from '@navia/domain/contracts/shipment-dates';

export const DATE_FIELD_LABELS: Readonly<Record<DateField, string>> = {
  etd: 'ETD',
  atd: 'ATD',
  eta: 'ETA',
  ata: 'ATA',
  cargoAvailable: 'CARGO AVAILABLE',
  gatedOut: 'GATED OUT',
};

/** DCSA's classifiers in words. */
export const CLASSIFIER_LABELS: Readonly<Record<DateClassifier, string>> = {
  PLN: 'Planned',
  EST: 'Estimated',
  ACT: 'Actual',
};

export type DateHistoryItem = DateHistoryEntry & {
  /** The newest applied entry of its field (and container): the date in force. */
  current: boolean;
};

export type DateHistoryGroup = { id: string; title: string; items: DateHistoryItem[] };

const MILESTONES: readonly { id: string; title: string; fields: readonly DateField[] }[] = [
  { id: 'departure', title: 'DEPARTURE', fields: ['etd', 'atd'] },
  { id: 'arrival', title: 'ARRIVAL', fields: ['eta', 'ata'] },
];
const CONTAINER_FIELDS: readonly DateField[] = ['cargoAvailable', 'gatedOut'];

/** Newest first by recordedAt; among equal times, the later one in the answer first. */
function newestFirst(entries: readonly DateHistoryEntry[]): DateHistoryEntry[] {
  return [...entries].reverse().sort((a, b) => Date.parse(b.recordedAt) - Date.parse(a.recordedAt));
}

function withCurrent(entries: readonly DateHistoryEntry[]): DateHistoryItem[] {
  const seen = new Set<string>();
  return entries.map((entry) => {
    const slot = `${entry.field}/${entry.containerNumber ?? ''}`;
    const current = entry.applied && !seen.has(slot);
    if (current) seen.add(slot);
    return { ...entry, current };
  });
}

/** The history (oldest first, as the server answers) as milestone groups; empty groups are left out. */
export function groupDateHistory(history: readonly DateHistoryEntry[]): DateHistoryGroup[] {
  const sorted = newestFirst(history);
  const groups: DateHistoryGroup[] = MILESTONES.map((m) => ({
    id: m.id,
    title: m.title,
    items: withCurrent(sorted.filter((e) => m.fields.includes(e.field))),
  }));
  const containers = [
    ...new Set(sorted.filter((e) => CONTAINER_FIELDS.includes(e.field)).map((e) => e.containerNumber ?? '')),
  ].sort();
  for (const container of containers) {
    groups.push({
      id: `container-${container}`,
      title: container ? `CONTAINER ${container} AVAILABILITY` : 'CARGO AVAILABILITY',
      items: withCurrent(
        sorted.filter((e) => CONTAINER_FIELDS.includes(e.field) && (e.containerNumber ?? '') === container),
      ),
    });
  }
  return groups.filter((g) => g.items.length > 0);
}
