/**
 * /payment/completed?paymentId=… (hub §2; issue 14): the payment's receipt. Settlement is
 * asynchronous (the gateway's webhook), so while the payment is PENDING the receipt is read again
 * every RECEIPT_POLL_MS until it is settled or failed. Printable: the PRINT button prints the page
 * as it is.
 */
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { Receipt } from '@navia/domain/contracts/payments';
import { formatMoney } from '@navia/domain/rules/invoices/money';
import { Link, useSearchParams } from 'react-router';
import { NoticeScreen } from '../../../../components/notice-screen.tsx';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { formatDateTime, useLocale } from '../../../../lib/locale.ts';
import { useReceipt } from '../../api/checkout.ts';
import classes from './receipt.module.css';

export const RECEIPT_TEXTS = {
  waiting: 'Waiting for the gateway to confirm…',
  notFound: 'Payment not found',
  emailed: 'A copy of this receipt was e-mailed to you.',
  emailedWhenSettled: 'The receipt will be e-mailed to you once the gateway confirms the payment.',
} as const;

const PAYMENT_ID = /^PAY[0-9A-Z]{8,20}$/;

/** DD MMM YYYY HH:mm in the user's language, in the browser's time zone. */
const formatInstant = (iso: string, locale: string) => formatDateTime(iso, locale, { hour: '2-digit' });

const STATUS_COLORS: Record<Receipt['status'], string> = {
  PENDING: 'yellow',
  REQUIRES_ACTION: 'yellow',
  SUCCEEDED: 'green',
  FAILED: 'red',
  REFUNDED: 'gray',
  PARTIALLY_REFUNDED: 'gray',
};

function Links() {
  return (
    <Group gap="sm">
      <Button component={Link} to="/payments/All">
        BACK TO INVOICES
      </Button>
      <Button component={Link} to="/payments/history" variant="default">
        PAYMENT HISTORY
      </Button>
    </Group>
  );
}

export function PaymentCompletedPage() {
  const [params] = useSearchParams();
  const raw = params.get('paymentId')?.trim() ?? '';
  const paymentId = PAYMENT_ID.test(raw) ? raw : null;
  const receipt = useReceipt(paymentId);

  if (!paymentId) {
    return (
      <NoticeScreen title={RECEIPT_TEXTS.notFound} actions={<Links />}>
        {raw ? `${raw} is not a payment number.` : 'The link has no payment number.'}
      </NoticeScreen>
    );
  }
  if (receipt.isPending) return <PageLoader label="Loading the receipt" />;
  if (receipt.isError) {
    const missing =
      isApiError(receipt.error) && (receipt.error.status === 404 || receipt.error.status === 403);
    return (
      <NoticeScreen
        title={missing ? RECEIPT_TEXTS.notFound : 'The receipt could not be loaded'}
        actions={<Links />}
      >
        {missing ? `No payment ${paymentId} is visible to you.` : receipt.error.message}
      </NoticeScreen>
    );
  }
  return <ReceiptView payment={receipt.data} />;
}

function ReceiptView(props: { payment: Receipt }) {
  const { payment } = props;
  const locale = useLocale();
  const money = (amount: number) => formatMoney({ amount, currency: payment.TransactionCurrency }, locale);
  const waiting = payment.status === 'PENDING' || payment.status === 'REQUIRES_ACTION';
  const card = payment.card.last4 ? `${payment.card.brand ?? 'Card'} •••• ${payment.card.last4}` : '—';
  const rows: [string, string][] = [
    ['PAYMENT ID', payment.PaymentId],
    ['PAID', money(payment.PaidAmount)],
    ['MERCHANT FEE', money(payment.merchantFee)],
    ['TOTAL CHARGED', money(payment.totalCharge)],
    ['CARD', card],
    ['PAID BY', payment.PaymentMadeBy],
    ['PAYMENT DATE', formatInstant(payment.PaymentDate, locale)],
  ];
  return (
    <Container component="main" size="md" py="md">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            PAYMENT RECEIPT
          </Title>
          <Badge size="lg" color={STATUS_COLORS[payment.status]} aria-label={`Status ${payment.status}`}>
            {payment.status}
          </Badge>
        </Group>

        <div aria-live="polite">
          {waiting && (
            <Alert color="yellow" icon={<Loader size="xs" />} title={RECEIPT_TEXTS.waiting}>
              The card was accepted; the invoices are updated as soon as the gateway confirms the charge.
            </Alert>
          )}
          {payment.status === 'SUCCEEDED' && (
            <Alert color="green" title="Payment received">
              {RECEIPT_TEXTS.emailed}
            </Alert>
          )}
          {payment.status === 'FAILED' && (
            <Alert color="red" role="alert" title="The payment failed">
              {payment.failureMessage ?? 'The card was not charged.'}
            </Alert>
          )}
        </div>
        {waiting && (
          <Text size="sm" c="dimmed">
            {RECEIPT_TEXTS.emailedWhenSettled}
          </Text>
        )}

        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Table variant="vertical" aria-label="Payment">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w="40%">STATUS</Table.Th>
                <Table.Td>{payment.status}</Table.Td>
              </Table.Tr>
              {rows.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w="40%">{label}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>

        <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
          <Title order={2} size="h4" mb="sm">
            INVOICES PAID
          </Title>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1). */}
          <section className={classes.scroll} aria-label="Invoices paid, scrolls sideways" tabIndex={0}>
            <Table aria-label="Invoices paid" striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>TRANSACTION N°</Table.Th>
                  <Table.Th ta="right">PAID</Table.Th>
                  <Table.Th>STATUS</Table.Th>
                  <Table.Th ta="right">OUTSTANDING</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payment.invoices.map((invoice) => (
                  <Table.Tr key={invoice._id}>
                    <Table.Td>{invoice.TransactionNumber}</Table.Td>
                    <Table.Td ta="right">{money(invoice.PaidAmount)}</Table.Td>
                    <Table.Td>{invoice.InvoiceStatus}</Table.Td>
                    <Table.Td ta="right">{money(invoice.OutstandingAmount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        </Paper>

        <div className={classes.noPrint}>
          <Group justify="space-between">
            <Links />
            <Button variant="default" onClick={() => window.print()}>
              PRINT
            </Button>
          </Group>
        </div>
      </Stack>
    </Container>
  );
}
