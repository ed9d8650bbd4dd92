/** The reconciliation screens' states, labels and checks (hub §2 /admin and /account reconciliation). */
import { RECONCILIATION_STATES } from '@navia/domain/contracts/payments';

export type ReconciliationState = (typeof RECONCILIATION_STATES)[number];
export { RECONCILIATION_STATES };

/** Words, not only colours, say each state. */
export const RECONCILIATION_STATE_LABELS: Readonly<Record<ReconciliationState, string>> = {
  MATCHED: 'MATCHED',
  MISMATCHED: 'MISMATCHED',
  UNMATCHED_SETTLEMENT: 'UNMATCHED SETTLEMENT',
  UNMATCHED_PAYMENT: 'UNMATCHED PAYMENT',
};

export const RECONCILIATION_STATE_COLORS: Readonly<Record<ReconciliationState, string>> = {
  MATCHED: 'green',
  MISMATCHED: 'red',
  UNMATCHED_SETTLEMENT: 'orange',
  UNMATCHED_PAYMENT: 'yellow',
};

/** The shortest resolution note (resolveBodySchema). */
const RESOLVE_NOTE_MIN = 3;
export const RESOLVE_NOTE_MAX = 1000;
const RESOLVE_TEXTS = {
  noteRequired: `Write a note of at least ${RESOLVE_NOTE_MIN} characters.`,
} as const;

/** A row staff may resolve: not matched, and not resolved yet. */
export const isResolvable = (row: { state: ReconciliationState; resolution: unknown }) =>
  row.state !== 'MATCHED' && row.resolution === null;

/** The note's problem, or null when it may be sent. */
export function resolveNoteProblem(note: string): string | null {
  return note.trim().length < RESOLVE_NOTE_MIN ? RESOLVE_TEXTS.noteRequired : null;
}

/** A chip's toggle: the chosen states, in their listed order. */
export function toggleState(
  states: readonly ReconciliationState[],
  state: ReconciliationState,
): ReconciliationState[] {
  const next = new Set(states);
  if (next.has(state)) next.delete(state);
  else next.add(state);
  return RECONCILIATION_STATES.filter((s) => next.has(s));
}
