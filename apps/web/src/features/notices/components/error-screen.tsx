import { Button, Text } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { IconAlertTriangle } from '@tabler/icons-react';
import { NoticeScreen } from '../../../components/notice-screen.tsx';

/** hub §2 "Error screen": TAKE ME BACK goes back one page and reloads it. */
function takeMeBack() {
  if (window.history.length <= 1) {
    window.location.assign('/');
    return;
  }
  window.addEventListener('popstate', () => window.location.reload(), { once: true });
  window.history.back();
}

export function ErrorScreen() {
  return (
    <NoticeScreen
      title={MESSAGES.somethingWentWrong}
      icon={<IconAlertTriangle size={48} aria-hidden color="var(--mantine-color-orange-6)" />}
      actions={<Button onClick={takeMeBack}>TAKE ME BACK</Button>}
    >
      <Text c="dimmed">{MESSAGES.somethingWentWrongBody}</Text>
    </NoticeScreen>
  );
}
