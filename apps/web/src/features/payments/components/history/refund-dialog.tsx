/**
 * REFUND (staff): a payment's refund through the gateway — an amount in the payment's currency
 * (major units, read with parseAmount; empty: all that remains, the fee included) and the reason,
 * which goes to the audit log. A refusal is shown and what was typed stays.
 */
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { parseAmount } from '@navia/domain/rules/invoices/money';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { isApiError } from '../../../../lib/api-client.ts';
import { type PaymentRow, useRefundPayment } from '../../api/history.ts';
import { REFUND_TEXTS } from '../../rules/history-format.ts';

const REASON_MIN = 3;
const REASON_MAX = 500;

type RefundDialogProps = {
  payment: PaymentRow;
  onClose: () => void;
  onRefunded: (paymentId: string) => void;
};

type RefundForm = { amount: string; reason: string };

/** The form's checks: an amount of the payment's currency or nothing, and a reason. */
function refundResolver(currency: string): Resolver<RefundForm> {
  return (values) => {
    const errors: FieldErrors<RefundForm> = {};
    const typed = values.amount.trim();
    const parsed = typed === '' ? null : parseAmount(typed, currency);
    if (typed !== '' && (parsed === null || parsed.amount <= 0)) {
      errors.amount = { type: 'validate', message: REFUND_TEXTS.amountInvalid(currency) };
    }
    if (values.reason.trim().length < REASON_MIN) {
      errors.reason = { type: 'validate', message: REFUND_TEXTS.reasonRequired };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

export function RefundDialog({ payment, onClose, onRefunded }: RefundDialogProps) {
  const currency = payment.TransactionCurrency;
  const form = useForm<RefundForm>({
    defaultValues: { amount: '', reason: '' },
    resolver: refundResolver(currency),
  });
  const errors = form.formState.errors;
  const refund = useRefundPayment();

  const submit = (values: RefundForm) => {
    const typed = values.amount.trim();
    const amount = typed === '' ? null : (parseAmount(typed, currency)?.amount ?? null);
    refund.mutate(
      { paymentId: payment.PaymentId, amount, reason: values.reason.trim() },
      { onSuccess: () => onRefunded(payment.PaymentId) },
    );
  };

  return (
    <Modal opened onClose={onClose} title={`REFUND ${payment.PaymentId}`} centered>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Stack gap="sm">
          <Text size="sm">
            The refund goes through the gateway once; the invoices change when it settles.
          </Text>
          <TextInput
            label={`AMOUNT (${currency})`}
            description="Leave empty to refund all that remains, the fee included."
            inputMode="decimal"
            autoComplete="off"
            {...form.register('amount')}
            error={errors.amount?.message}
          />
          <Textarea
            label="REASON"
            required
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            {...form.register('reason')}
            error={errors.reason?.message}
          />
          {refund.isError && (
            <Alert color="red" variant="light" role="alert">
              {isApiError(refund.error) ? refund.error.message : MESSAGES.otherError}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              CANCEL
            </Button>
            <Button type="submit" color="red" loading={refund.isPending}>
              REFUND
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
