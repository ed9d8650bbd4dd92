/**
 * The priority confirmation popups (hub §3 hide-popup flags set, remove and warning priority; issue 13
 * settings POPUPS): marking a record as priority, or removing its priority, asks first, unless the
 * user has hidden that popup; marking also warns that priority is shared with the organisation,
 * unless that warning is hidden. "Don't ask again" saves the flag (PUT /api/user/hidePopup); the
 * settings page shows the popups again.
 */
import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { type HidePopup, userEndpoints } from '@navia/domain/contracts/user';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { callEndpoint } from '../lib/api-client.ts';
import { setCurrentUser, useCurrentUser } from '../lib/auth.ts';

export type PriorityAction = 'set' | 'remove';

const TEXTS = {
  set: { title: 'MARK AS PRIORITY?', confirm: 'MARK AS PRIORITY', popup: 'setPriority' },
  remove: { title: 'REMOVE PRIORITY?', confirm: 'REMOVE PRIORITY', popup: 'removePriority' },
} as const satisfies Record<PriorityAction, { title: string; confirm: string; popup: HidePopup }>;

export const PRIORITY_SHARED_WARNING =
  'Priority records are shared with your organisation: everyone in it sees this record as priority.';

type Pending = { action: PriorityAction; number: string; run: () => void };

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
  const [pending, setPending] = useState<Pending | null>(null);
  const [dontAsk, setDontAsk] = useState(false);
  const [dontWarn, setDontWarn] = useState(false);
  const hidden = user?.hidePopups ?? {};
  const warns = (action: PriorityAction) => action === 'set' && hidden.warningPriority !== true;
  const asks = (action: PriorityAction) => hidden[TEXTS[action].popup] !== true || warns(action);

  const hide = (popup: HidePopup) =>
    callEndpoint(userEndpoints.hidePopup, { body: { popup, hide: true } }).then(
      ({ user: saved }) => setCurrentUser(queryClient, saved),
      // Not saved: the popup simply shows again next time.
      () => undefined,
    );

  const close = () => {
    setPending(null);
    setDontAsk(false);
    setDontWarn(false);
  };
  const confirm = () => {
    if (!pending) return;
    if (dontAsk) void hide(TEXTS[pending.action].popup);
    if (dontWarn) void hide('warningPriority');
    pending.run();
    close();
  };

  const ask = (action: PriorityAction, number: string, run: () => void) => {
    if (asks(action)) setPending({ action, number, run });
    else run();
  };

  const texts = pending ? TEXTS[pending.action] : null;
  const dialog = pending && texts && (
    <Modal opened onClose={close} title={texts.title} centered styles={{ title: { fontWeight: 700 } }}>
      <Stack gap="sm">
        <Text size="sm">
          {pending.action === 'set'
            ? `${pending.number} becomes a priority record.`
            : `${pending.number} is no longer a priority record.`}
        </Text>
        {warns(pending.action) && (
          <Alert color="yellow" variant="light">
            <Stack gap="xs">
              <Text size="sm">{PRIORITY_SHARED_WARNING}</Text>
              <Checkbox
                label="DON'T SHOW THIS WARNING AGAIN"
                checked={dontWarn}
                onChange={(e) => setDontWarn(e.currentTarget.checked)}
              />
            </Stack>
          </Alert>
        )}
        {hidden[texts.popup] !== true && (
          <Checkbox
            label="DON'T ASK AGAIN"
            checked={dontAsk}
            onChange={(e) => setDontAsk(e.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            CANCEL
          </Button>
          <Button onClick={confirm} data-autofocus>
            {texts.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { ask, dialog };
}
