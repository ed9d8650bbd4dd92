/**
 * An invoice's detail (issue 14; hub §3 Invoice), opened from a row's DETAILS button: a drawer on the
 * right, the whole width on a phone. The numbers and dates (DD MMM YYYY, en-GB), the status, the
 * shipment (a link to its detail), the currency with its rate and local total when it is not the
 * provider's; the charge lines with their GST; the totals; the payments against it, each a link to
 * its receipt; and DOWNLOAD PDF, the invoice rendered by the server.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { InvoiceDetailResponse } from '@navia/domain/contracts/invoices';
import { MESSAGES } from '@navia/domain/errors';
import { displayOrdNumber, TRANSACTION_CATEGORIES } from '@navia/domain/rules/invoices/constants';
import { formatMoney, sum } from '@navia/domain/rules/invoices/money';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../../lib/api-client.ts';
import { useLocale } from '../../../../lib/locale.ts';
import { invoicePdfUrl, useInvoiceDetail } from '../../api/invoice-detail.ts';
import {
  formatDay,
  PAYMENT_STATUS_COLORS,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  receiptPath,
} from '../../rules/history-format.ts';
import { formatInvoiceDay, outstandingCell, rowMoney } from '../../rules/invoice-format.ts';
import { InvoiceStatusBadge } from '../invoice-table.tsx';
import classes from './invoice-detail.module.css';

export const INVOICE_DETAIL_TEXTS = {
  title: 'INVOICE DETAILS',
  loading: 'Loading the invoice',
  noPayments: 'No payments against this invoice yet.',
  download: 'DOWNLOAD PDF',
  retry: 'TRY AGAIN',
} as const;

/** An exchange rate without its trailing zeros: '1.53120000' → '1.5312'. */
const displayRate = (rate: string) =>
  rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;

const categoryLabel = (code: string) => TRANSACTION_CATEGORIES.find((c) => c.value === code)?.label ?? code;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function PaymentStatusBadge({ status }: { status: string }) {
  const known = status in PAYMENT_STATUS_LABELS ? (status as PaymentStatus) : null;
  return (
    <Badge size="sm" variant="light" color={known ? PAYMENT_STATUS_COLORS[known] : 'gray'}>
      {known ? PAYMENT_STATUS_LABELS[known] : status}
    </Badge>
  );
}

function InvoiceDetail({ id, detail }: { id: string; detail: InvoiceDetailResponse }) {
  const { invoice, lines, payments, ShipKey } = detail;
  const locale = useLocale();
  const money = (amount: number) => rowMoney(invoice, amount, locale);
  const foreign = invoice.TransactionCurrency !== invoice.LocalCurrency;
  const subtotal = sum(
    lines.map((l) => ({ amount: l.amount, currency: invoice.TransactionCurrency })),
    invoice.TransactionCurrency,
  );
  const order = displayOrdNumber(invoice.OrdNumberFull);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Text size="xs" c="dimmed" fw={700}>
            {invoice.TransactionType === 'CRD' ? 'CREDIT NOTE' : 'TAX INVOICE'}
          </Text>
          <Title order={3} className={classes.number}>
            {invoice.TransactionNumber}
          </Title>
        </div>
        <InvoiceStatusBadge status={invoice.InvoiceStatus} />
      </Group>

      <dl className={classes.fields}>
        <Field label="SHIPMENT N°">
          {invoice.ShipmentNumber && ShipKey ? (
            <Anchor component={Link} to={`/shipment/${encodeURIComponent(ShipKey)}`} fw={600}>
              {invoice.ShipmentNumber}
            </Anchor>
          ) : (
            (invoice.ShipmentNumber ?? '—')
          )}
        </Field>
        <Field label="ORDER N°">{order ?? '—'}</Field>
        <Field label="INVOICE DATE">{formatInvoiceDay(invoice.InvoiceDate, locale)}</Field>
        <Field label="POST DATE">{formatInvoiceDay(invoice.PostDate, locale)}</Field>
        <Field label="DUE DATE">{formatInvoiceDay(invoice.DueDate, locale)}</Field>
        <Field label="FULLY PAID DATE">{formatInvoiceDay(invoice.FullyPaidDate, locale)}</Field>
        <Field label="CATEGORY">{categoryLabel(invoice.TransactionCategory)}</Field>
        <Field label="CURRENCY">{invoice.TransactionCurrency}</Field>
        {foreign && (
          <>
            <Field label="EXCHANGE RATE">
              1 {invoice.TransactionCurrency} = {displayRate(invoice.ExchangeRate)} {invoice.LocalCurrency}
            </Field>
            <Field label={`TOTAL IN ${invoice.LocalCurrency}`}>
              {formatMoney({ amount: invoice.LocalTotal, currency: invoice.LocalCurrency }, locale)}
            </Field>
          </>
        )}
        <Field label="CUSTOMER">{invoice.OrgCode}</Field>
        <Field label="ISSUED BY">{invoice.TransactionOwnerName}</Field>
      </dl>

      <section aria-labelledby="invoice-lines-title">
        <Title order={4} id="invoice-lines-title" className={classes.heading}>
          CHARGES
        </Title>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1). */}
        <section className={classes.scroll} aria-label="Charges, scrolls sideways" tabIndex={0}>
          <Table className={classes.lines} verticalSpacing={6} horizontalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>CHARGE CODE</Table.Th>
                <Table.Th>DESCRIPTION</Table.Th>
                <Table.Th className={classes.amount}>AMOUNT</Table.Th>
                <Table.Th className={classes.amount}>GST</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l) => (
                <Table.Tr key={l.position}>
                  <Table.Td>{l.chargeCode}</Table.Td>
                  <Table.Td>{l.description}</Table.Td>
                  <Table.Td className={classes.amount}>{money(l.amount)}</Table.Td>
                  <Table.Td className={classes.amount}>{money(l.gstAmount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
        <dl className={classes.totals} aria-label="Totals">
          <Field label="SUBTOTAL">{formatMoney(subtotal, locale)}</Field>
          <Field label="GST">{money(invoice.GSTAmount)}</Field>
          <Field label="TOTAL">{money(invoice.InvoiceAmount)}</Field>
          <Field label="AMOUNT PAID">{money(invoice.AmountPaid)}</Field>
          <Field label="OUTSTANDING">{outstandingCell(invoice, locale)}</Field>
        </dl>
      </section>

      <section aria-labelledby="invoice-payments-title">
        <Title order={4} id="invoice-payments-title" className={classes.heading}>
          PAYMENTS
        </Title>
        {payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {INVOICE_DETAIL_TEXTS.noPayments}
          </Text>
        ) : (
          <ul className={classes.payments}>
            {payments.map((p) => (
              <li key={p.PaymentId} className={classes.payment}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Anchor component={Link} to={receiptPath(p.PaymentId)} fw={600} size="sm">
                    {p.PaymentId}
                  </Anchor>
                  <PaymentStatusBadge status={p.status} />
                </Group>
                <dl className={classes.paymentFields}>
                  <Field label="DATE">{formatDay(p.PaymentDate, locale)}</Field>
                  <Field label="AMOUNT">{money(p.PaidAmount)}</Field>
                  <Field label="GATEWAY">{p.PaymentGateway}</Field>
                  <Field label="BY">{p.PaymentMadeBy}</Field>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Group>
        <Button
          component="a"
          href={invoicePdfUrl(id)}
          download={`${invoice.TransactionNumber}.pdf`}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {INVOICE_DETAIL_TEXTS.download}
        </Button>
      </Group>
    </Stack>
  );
}

export function InvoiceDetailDrawer({
  invoiceId,
  onClose,
}: {
  invoiceId: string | null;
  onClose: () => void;
}) {
  const narrow = useMediaQuery('(max-width: 40em)');
  const detail = useInvoiceDetail(invoiceId);
  return (
    <Drawer
      opened={invoiceId !== null}
      onClose={onClose}
      position="right"
      size={narrow ? '100%' : 'lg'}
      title={INVOICE_DETAIL_TEXTS.title}
      styles={{ title: { fontWeight: 700 } }}
    >
      {invoiceId === null ? null : detail.isPending ? (
        <Group justify="center" py="xl">
          <Loader aria-label={INVOICE_DETAIL_TEXTS.loading} />
        </Group>
      ) : detail.isError ? (
        <Alert color="red" title="The invoice could not be loaded">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{isApiError(detail.error) ? detail.error.message : MESSAGES.otherError}</Text>
            <Button size="xs" variant="default" onClick={() => detail.refetch()}>
              {INVOICE_DETAIL_TEXTS.retry}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <InvoiceDetail id={invoiceId} detail={detail.data} />
      )}
    </Drawer>
  );
}
