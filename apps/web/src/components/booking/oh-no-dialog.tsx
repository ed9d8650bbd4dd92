/**
 * The Oh No! warning dialog (connect §2, hub §2): some dates are not confirmed, so the delivery cannot
 * be confirmed instantly; continuing sends the information to a team member for clarification. The
 * texts are the delivery wizard's (domain rules/delivery/wizard.ts), which shows the same screen inline.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { NO_DATES_TEXT, WIZARD_TEXTS } from '@navia/domain/rules/delivery/wizard';

export interface OhNoDialogProps {
  opened: boolean;
  onClose: () => void;
  /** NEXT: the caller continues (and sends the request for clarification). */
  onNext: () => void;
}

export function OhNoDialog({ opened, onClose, onNext }: OhNoDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={WIZARD_TEXTS.noDatesTitle}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm">{NO_DATES_TEXT}</Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={onNext}>NEXT</Button>
      </Group>
    </Modal>
  );
}
