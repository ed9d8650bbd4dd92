/**
 * The priority confirmation popups (hub §3 hide-popup flags set, remove and warning priority; issue 13
 * settings POPUPS): marking a record as priority, or removing its priority, asks first, unless the
 * user has hidden that popup; marking also warns that priority is shared with the organisation,
 * unless that warning is hidden. "Don't ask again" saves the flag (PUT /api/user/hidePopup); the
 * settings page shows the popups again. The dialog itself loads with its first use (a modal would
 * otherwise weigh on every table with a priority tick).
 */
import { type HidePopup, userEndpoints } from '@navia/domain/contracts/user';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { callEndpoint } from '../lib/api-client.ts';
import { setCurrentUser, useCurrentUser } from '../lib/auth.ts';
import type { PriorityAction, PriorityQuestion } from './priority-confirm-dialog.tsx';

const PRIORITY_POPUPS = {
  set: 'setPriority',
  remove: 'removePriority',
} as const satisfies Record<PriorityAction, HidePopup>;

const PriorityConfirmDialog = lazy(() =>
  import('./priority-confirm-dialog.tsx').then((m) => ({ default: m.PriorityConfirmDialog })),
);

/**
 * `ask(action, number, run)` runs `run` at once when the user hid the popup(s), else after the user
 * confirms in `dialog`, which the caller renders.
 */
export function usePriorityConfirm(): {
  ask: (action: PriorityAction, number: string, run: () => void) => void;
  dialog: ReactNode;
} {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<(PriorityQuestion & { run: () => void }) | null>(null);
  const hidden = user?.hidePopups ?? {};

  const hide = (popup: HidePopup) =>
    callEndpoint(userEndpoints.hidePopup, { body: { popup, hide: true } }).then(
      ({ user: saved }) => setCurrentUser(queryClient, saved),
      // Not saved: the popup simply shows again next time.
      () => undefined,
    );

  const ask = (action: PriorityAction, number: string, run: () => void) => {
    const asks = hidden[PRIORITY_POPUPS[action]] !== true;
    const warns = action === 'set' && hidden.warningPriority !== true;
    if (asks || warns) setPending({ action, number, asks, warns, run });
    else run();
  };

  const dialog = pending && (
    <Suspense fallback={null}>
      <PriorityConfirmDialog
        question={pending}
        onCancel={() => setPending(null)}
        onConfirm={({ dontAsk, dontWarn }) => {
          if (dontAsk) void hide(PRIORITY_POPUPS[pending.action]);
          if (dontWarn) void hide('warningPriority');
          pending.run();
          setPending(null);
        }}
      />
    </Suspense>
  );
  return { ask, dialog };
}
