/**
 * The test gateway's 3-D Secure challenge (card 4000 0000 0000 3220): what a bank's page would ask.
 * APPROVE or DECLINE answers the challenge through POST /api/payments/:paymentId/authenticate.
 * Loaded lazily: only a payment that requires it opens the dialog.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Receipt } from '@navia/domain/contracts/payments';
import { formatMoney } from '@navia/domain/rules/invoices/money';
import { useLocale } from '../../../../lib/locale.ts';

export const THREE_D_SECURE_TITLE = 'Confirm this payment with your bank (test gateway)';

export function ThreeDSecureDialog(props: {
  payment: Receipt;
  busy: boolean;
  onAnswer: (approved: boolean) => void;
}) {
  const { payment, busy, onAnswer } = props;
  const locale = useLocale();
  const charge = formatMoney({ amount: payment.totalCharge, currency: payment.TransactionCurrency }, locale);
  const card = payment.card.last4
    ? `${payment.card.brand ?? 'Card'} •••• ${payment.card.last4}`
    : 'your card';
  return (
    <Modal
      opened
      onClose={() => {
        if (!busy) onAnswer(false);
      }}
      title={THREE_D_SECURE_TITLE}
      closeOnClickOutside={false}
      centered
    >
      <Stack gap="md">
        <Text>
          Your bank asks you to confirm the charge of <strong>{charge}</strong> on {card} for payment{' '}
          {payment.PaymentId}.
        </Text>
        <Text size="sm" c="dimmed">
          This is the test gateway's stand-in for the bank's page: no real card is charged.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onAnswer(false)} disabled={busy}>
            DECLINE
          </Button>
          <Button onClick={() => onAnswer(true)} loading={busy}>
            APPROVE
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
