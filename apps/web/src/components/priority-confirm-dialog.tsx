import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export type PriorityAction = 'set' | 'remove';

export type PriorityQuestion = {
  action: PriorityAction;
  number: string;
  /** Whether the shared-priority warning shows (marking, unless hidden). */
  warns: boolean;
  /** Whether the DON'T ASK AGAIN choice shows (the popup is not hidden). */
  asks: boolean;
};

const TEXTS: Record<PriorityAction, { title: string; confirm: string }> = {
  set: { title: 'MARK AS PRIORITY?', confirm: 'MARK AS PRIORITY' },
  remove: { title: 'REMOVE PRIORITY?', confirm: 'REMOVE PRIORITY' },
};

export const PRIORITY_SHARED_WARNING =
  'Priority records are shared with your organisation: everyone in it sees this record as priority.';

/** The confirmation of usePriorityConfirm (priority-confirm.tsx). */
export function PriorityConfirmDialog({
  question,
  onCancel,
  onConfirm,
}: {
  question: PriorityQuestion;
  onCancel: () => void;
  onConfirm: (choices: { dontAsk: boolean; dontWarn: boolean }) => void;
}) {
  const [dontAsk, setDontAsk] = useState(false);
  const [dontWarn, setDontWarn] = useState(false);
  const texts = TEXTS[question.action];
  return (
    <Modal opened onClose={onCancel} title={texts.title} centered styles={{ title: { fontWeight: 700 } }}>
      <Stack gap="sm">
        <Text size="sm">
          {question.action === 'set'
            ? `${question.number} becomes a priority record.`
            : `${question.number} is no longer a priority record.`}
        </Text>
        {question.warns && (
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
        {question.asks && (
          <Checkbox
            label="DON'T ASK AGAIN"
            checked={dontAsk}
            onChange={(e) => setDontAsk(e.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            CANCEL
          </Button>
          <Button onClick={() => onConfirm({ dontAsk, dontWarn })} data-autofocus>
            {texts.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
