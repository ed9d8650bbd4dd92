/**
 * The payment builder (hub §3 payment builder object): the picked invoices, each with what is paid
 * now on it (its outstanding amount unless lowered: a partial payment, never above what is owed),
 * REMOVE per line, CLEAR, the totals TOTAL AMOUNT, TOTAL PAID and PAYING NOW, and why the last
 * invoice clicked could not join. The rules are the domain's (rules/invoices/payment-builder.ts);
 * the page holds the state.
 */
import { Alert, Button, Divider, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatMoney } from '@navia/domain/rules/invoices/money';
import { builderTotals, type PaymentBuilder } from '@navia/domain/rules/invoices/payment-builder';
import { outstandingAmount } from '@navia/domain/rules/invoices/status';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocale } from '../../../lib/locale.ts';
import { type PayNowDraft, payNowErrorText, payNowText } from '../rules/invoice-builder.ts';

type BuilderPanelProps = {
  builder: PaymentBuilder;
  /** What was typed in each line's PAY NOW, by invoice id (none: the builder's amount). */
  drafts: Readonly<Record<string, PayNowDraft>>;
  onPayNow: (invoiceId: string, text: string) => void;
  onRemove: (invoiceId: string) => void;
  onClear: () => void;
  /** Why the last invoice clicked was not added. */
  refusal: string | null;
  onDismissRefusal: () => void;
  /** The checkout (card, fee, pay) under the totals. */
  children?: ReactNode;
};

function Total({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 500}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ff="monospace">
        {value}
      </Text>
    </Group>
  );
}

export function BuilderPanel(props: BuilderPanelProps) {
  const { builder, drafts } = props;
  const locale = useLocale();
  const totals = builderTotals(builder, 0);
  const empty = builder.lines.length === 0;
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="payment-builder-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h5" id="payment-builder-title">
            PAYMENT
          </Title>
          {!empty && (
            <Button size="xs" variant="subtle" color="gray" onClick={props.onClear}>
              CLEAR
            </Button>
          )}
        </Group>
        {props.refusal && (
          <Alert
            color="orange"
            variant="light"
            role="alert"
            py="xs"
            icon={<IconAlertCircle size={16} aria-hidden />}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={props.onDismissRefusal}
          >
            {props.refusal}
          </Alert>
        )}
        {empty ? (
          <Text size="sm" c="dimmed">
            Select unpaid invoices in the table to pay them.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {builder.lines.map((line) => {
              const { id, transactionNumber } = line.invoice;
              const draft = drafts[id];
              const error = payNowErrorText(draft?.error ?? null);
              return (
                <li key={id}>
                  <Paper withBorder radius="sm" p="xs">
                    <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                      <div style={{ minWidth: 0 }}>
                        <Text size="sm" fw={700} truncate="end">
                          {transactionNumber}
                        </Text>
                        <Text size="xs" c="dimmed">
                          OUTSTANDING {formatMoney(outstandingAmount(line.invoice), locale)}
                        </Text>
                      </div>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Remove invoice ${transactionNumber}`}
                        onClick={() => props.onRemove(id)}
                      >
                        REMOVE
                      </Button>
                    </Group>
                    <TextInput
                      mt={6}
                      size="xs"
                      label={`PAY NOW (${line.payNow.currency})`}
                      aria-label={`PAY NOW (${line.payNow.currency}) on invoice ${transactionNumber}`}
                      inputMode="decimal"
                      value={draft?.text ?? payNowText(builder, id)}
                      onChange={(e) => props.onPayNow(id, e.currentTarget.value)}
                      error={error}
                      maxLength={20}
                    />
                  </Paper>
                </li>
              );
            })}
          </Stack>
        )}
        <Divider />
        <Stack gap={4} aria-label="Payment totals" role="group">
          <Total label="TOTAL AMOUNT" value={formatMoney(totals.totalAmount, locale)} />
          <Total label="TOTAL PAID" value={formatMoney(totals.totalPaid, locale)} />
          <Total label="PAYING NOW" value={formatMoney(totals.totalPaymentNow, locale)} strong />
        </Stack>
        {props.children}
      </Stack>
    </Paper>
  );
}
