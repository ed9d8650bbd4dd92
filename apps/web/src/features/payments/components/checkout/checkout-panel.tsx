/**
 * The card checkout under the payment builder (issue 14; hub §3 Payment and the payment builder
 * object; decision 021). It says which gateway takes the card (the test gateway loudly, with its
 * cards), takes a new card (the test gateway's form, or Stripe Elements loaded only for Stripe) or
 * the saved one, shows the merchant fee and the total before paying, and pays once per attempt:
 * the idempotency key is made when PAY is pressed and kept for a retry of the same attempt
 * (rules/checkout-attempt.ts). SUCCEEDED or PENDING opens the receipt; FAILED shows the reason
 * and keeps the form; a 3-D Secure card opens the bank's confirmation.
 */
import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  Loader,
  Paper,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Receipt } from '@navia/domain/contracts/payments';
import { MESSAGES } from '@navia/domain/errors';
import {
  CARD_TYPES,
  type CardType,
  DEFAULT_MERCHANT_FEES,
  formatFeeRate,
} from '@navia/domain/rules/invoices/merchant-fee';
import { formatMoney } from '@navia/domain/rules/invoices/money';
import { builderTotals, type PaymentBuilder } from '@navia/domain/rules/invoices/payment-builder';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../../lib/api-client.ts';
import { useLocale } from '../../../../lib/locale.ts';
import {
  authenticatePayment,
  type PayRequest,
  payInvoices,
  tokenizeCard,
  useGateway,
  useMerchantFees,
  useRefreshAfterPayment,
  useRemoveSavedCard,
  useSavedCard,
} from '../../api/checkout.ts';
import {
  type Attempt,
  attemptFor,
  attemptSignature,
  isDefiniteError,
  payInvoicesOf,
} from '../../rules/checkout-attempt.ts';
import {
  BRAND_NAMES,
  brandAsTyped,
  type CardErrors,
  type CardForm,
  cardFormErrors,
  emptyCardForm,
  formatCardNumber,
  formatExpiry,
  tokenizeBodyOf,
} from '../../rules/checkout-card.ts';
import type { StripeCardHandle, StripeCardState } from './stripe-card-element.tsx';

const ThreeDSecureDialog = lazy(() =>
  import('./three-d-secure-dialog.tsx').then((m) => ({ default: m.ThreeDSecureDialog })),
);
const StripeCardEntry = lazy(() =>
  import('./stripe-card-element.tsx').then((m) => ({ default: m.StripeCardEntry })),
);

export const CHECKOUT_TEXTS = {
  testGateway: 'TEST GATEWAY — no real card is charged',
  empty: 'Pick the invoices to pay in the table: the card checkout appears here.',
  network:
    'No answer from the server. Check your connection and press PAY again: the same attempt is sent, so the card is never charged twice.',
  stripeAction:
    'Your bank asks to confirm this payment, which cannot be done from this page. Nothing more is charged: contact support with the payment number.',
} as const;

/** What a failed call shows: the server's message (and its field messages), or a network hint. */
function errorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'NETWORK') return CHECKOUT_TEXTS.network;
    const fields = error.issues.map((i) => i.message).filter((m) => m !== error.message);
    return [error.message, ...fields].join(' ');
  }
  return error instanceof Error && error.message ? error.message : MESSAGES.otherError;
}

const maskedCard = (card: { brand: string; last4: string }) => `${card.brand} •••• ${card.last4}`;

type CardChoice = 'saved' | 'new';

export function CheckoutPanel(props: { builder: PaymentBuilder }) {
  const { builder } = props;
  if (builder.lines.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {CHECKOUT_TEXTS.empty}
      </Text>
    );
  }
  return <Checkout builder={builder} />;
}

function Checkout(props: { builder: PaymentBuilder }) {
  const { builder } = props;
  const headingId = useId();
  const navigate = useNavigate();
  const refresh = useRefreshAfterPayment();
  const gateway = useGateway();
  const fees = useMerchantFees();
  const savedCard = useSavedCard();
  const removeSaved = useRemoveSavedCard();

  const [choiceTouched, setChoice] = useState<CardChoice | null>(null);
  const [form, setForm] = useState<CardForm>(emptyCardForm);
  const [showErrors, setShowErrors] = useState(false);
  const [saveCard, setSaveCard] = useState(false);
  const [tokenBrand, setTokenBrand] = useState<CardType | null>(null);
  const [stripeCard, setStripeCard] = useState<StripeCardState>({ brand: null, complete: false, version: 0 });
  const stripeHandle = useRef<StripeCardHandle | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const payingRef = useRef(false);
  const attempt = useRef<Attempt | null>(null);
  const [challenge, setChallenge] = useState<Receipt | null>(null);
  const [answering, setAnswering] = useState(false);

  const onStripeReady = useCallback((handle: StripeCardHandle) => {
    stripeHandle.current = handle;
  }, []);
  const onStripeChange = useCallback((state: StripeCardState) => setStripeCard(state), []);

  if (gateway.isPending) return <Loader size="sm" aria-label="Loading the card checkout" />;
  if (gateway.isError) {
    return (
      <Alert color="red" role="alert" title="The card checkout could not be loaded">
        {errorText(gateway.error)}
      </Alert>
    );
  }
  const info = gateway.data;
  const isStripe = info.gateway === 'STRIPE';
  const saved = savedCard.data ?? null;
  const choice: CardChoice = saved ? (choiceTouched ?? 'saved') : 'new';
  const currency = builder.lines[0]?.invoice.invoiceAmount.currency ?? 'AUD';

  const typedBrand = isStripe ? stripeCard.brand : (brandAsTyped(form.number) ?? tokenBrand);
  const cardType: CardType | null = choice === 'saved' ? (saved?.brand ?? null) : typedBrand;
  const rateOf = (type: CardType) =>
    fees.data?.find((f) => f.cardType === type)?.basisPoints ?? DEFAULT_MERCHANT_FEES[type];
  const cardErrors: CardErrors = isStripe || choice === 'saved' ? {} : cardFormErrors(form, new Date());

  const cardIdentity = (): string => {
    if (choice === 'saved') return 'saved';
    if (isStripe) return `stripe:${stripeCard.version}`;
    const body = tokenizeBodyOf(form);
    return `${body.number}:${body.expMonth}/${body.expYear}`;
  };

  const update = (patch: Partial<CardForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    if (patch.number !== undefined) setTokenBrand(null);
  };

  /** A definite answer: the attempt is over, the lists change, and the outcome is shown. */
  const onAnswer = async (payment: Receipt) => {
    if (attempt.current) attempt.current = { ...attempt.current, settled: true };
    void refresh();
    if (payment.card.brand && (CARD_TYPES as readonly string[]).includes(payment.card.brand)) {
      setTokenBrand(payment.card.brand as CardType);
    }
    switch (payment.status) {
      case 'FAILED':
        setError(payment.failureMessage ?? MESSAGES.otherError);
        return;
      case 'REQUIRES_ACTION':
        if (!isStripe) {
          setChallenge(payment);
          return;
        }
        await completeStripeAction(payment);
        return;
      default:
        await navigate(`/payment/completed?paymentId=${encodeURIComponent(payment.PaymentId)}`);
    }
  };

  /** Stripe's 3-D Secure runs in Stripe.js; the receipt is read back through authenticate. */
  const completeStripeAction = async (payment: Receipt) => {
    const secret = payment.clientSecret;
    if (!secret || !stripeHandle.current) {
      setError(`${CHECKOUT_TEXTS.stripeAction} (${payment.PaymentId})`);
      return;
    }
    const failure = await stripeHandle.current.handleNextAction(secret);
    const after = await authenticatePayment(payment.PaymentId, failure === null);
    if (after.status === 'REQUIRES_ACTION') {
      setError(failure ?? `${CHECKOUT_TEXTS.stripeAction} (${payment.PaymentId})`);
      return;
    }
    await onAnswer(after);
  };

  const pay = async () => {
    if (payingRef.current) return;
    setShowErrors(true);
    if (Object.keys(cardErrors).length > 0) return;
    if (isStripe && choice === 'new' && !stripeCard.complete) {
      setError('Enter the card details.');
      return;
    }
    const keep = choice === 'new' && saveCard;
    const current = attemptFor(attempt.current, attemptSignature(builder, cardIdentity(), keep));
    attempt.current = current;
    payingRef.current = true;
    setPaying(true);
    setError(null);
    try {
      const invoices = payInvoicesOf(builder);
      let request: PayRequest;
      if (choice === 'saved') {
        request = { idempotencyKey: current.key, useSavedCard: true, invoices };
      } else {
        let token = current.token;
        if (!token) {
          if (isStripe) {
            if (!stripeHandle.current) throw new Error('The card form is still loading.');
            token = await stripeHandle.current.createPaymentMethod(form.name.trim());
          } else {
            const answer = await tokenizeCard(tokenizeBodyOf(form));
            token = answer.token;
            setTokenBrand(answer.card.brand);
          }
          attempt.current = { ...current, token };
        }
        request = { idempotencyKey: current.key, token, saveCard: keep, invoices };
      }
      await onAnswer(await payInvoices(request));
    } catch (cause) {
      if (isApiError(cause) && isDefiniteError(cause) && attempt.current) {
        attempt.current = { ...attempt.current, settled: true };
        if (cause.status === 409) void refresh();
      }
      setError(errorText(cause));
    } finally {
      payingRef.current = false;
      setPaying(false);
    }
  };

  const answerChallenge = async (approved: boolean) => {
    if (!challenge) return;
    setAnswering(true);
    try {
      const after = await authenticatePayment(challenge.PaymentId, approved);
      setChallenge(null);
      await onAnswer(after);
    } catch (cause) {
      setChallenge(null);
      setError(errorText(cause));
    } finally {
      setAnswering(false);
    }
  };

  const removeSavedCard = () =>
    removeSaved.mutate(undefined, {
      onSuccess: () => setChoice('new'),
      onError: (cause) => setError(errorText(cause)),
    });

  const errorOf = (field: keyof CardErrors) => (showErrors ? cardErrors[field] : undefined);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          PAY BY CARD
        </Title>
        {info.isTest && <TestGatewayNotice cards={info.testCards} onUse={(n) => update({ number: n })} />}

        {saved && (
          <Stack gap="xs">
            <Radio.Group
              label="CARD"
              value={choice}
              onChange={(value) => setChoice(value as CardChoice)}
              name="checkout-card"
            >
              <Stack gap="xs" mt="xs">
                <Radio value="saved" label={`PAY WITH ${maskedCard(saved)}`} />
                <Radio value="new" label="A NEW CARD" />
              </Stack>
            </Radio.Group>
            <Group>
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                onClick={removeSavedCard}
                loading={removeSaved.isPending}
              >
                REMOVE SAVED CARD
              </Button>
            </Group>
          </Stack>
        )}

        {choice === 'new' &&
          (isStripe && info.publishableKey ? (
            <Suspense fallback={<Loader size="sm" aria-label="Loading the card form" />}>
              <StripeCardEntry
                publishableKey={info.publishableKey}
                onReady={onStripeReady}
                onChange={onStripeChange}
              />
            </Suspense>
          ) : isStripe ? (
            <Alert color="red" role="alert">
              Card payments are not set up: the gateway has no publishable key.
            </Alert>
          ) : (
            <TestCardFields
              form={form}
              brand={brandAsTyped(form.number)}
              errorOf={errorOf}
              onChange={update}
            />
          ))}
        {choice === 'new' && (
          <Checkbox
            label="SAVE THIS CARD"
            description="Keep the card (never its number) for your next payment."
            checked={saveCard}
            onChange={(e) => setSaveCard(e.currentTarget.checked)}
          />
        )}

        <FeeSummary builder={builder} currency={currency} cardType={cardType} rateOf={rateOf} />

        {error && (
          <Alert color="red" role="alert" title="The payment did not go through">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button size="md" onClick={() => void pay()} loading={paying} disabled={paying}>
            PAY
          </Button>
        </Group>
      </Stack>
      {challenge && (
        <Suspense fallback={null}>
          <ThreeDSecureDialog
            payment={challenge}
            busy={answering}
            onAnswer={(approved) => void answerChallenge(approved)}
          />
        </Suspense>
      )}
    </Paper>
  );
}

function TestGatewayNotice(props: {
  cards: readonly { number: string; outcome: string }[];
  onUse: (number: string) => void;
}) {
  return (
    <Alert color="yellow" title={CHECKOUT_TEXTS.testGateway} role="note">
      {props.cards.length > 0 && (
        <Text size="sm">Use one of the test gateway's cards, any future expiry and any CVC:</Text>
      )}
      <Stack gap={6} mt="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
        {props.cards.map((card) => (
          <li key={card.number}>
            <Group gap={6} wrap="nowrap">
              <Code>{card.number}</Code>
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => props.onUse(card.number)}
                aria-label={`Use test card ${card.number} (${card.outcome})`}
              >
                USE
              </Button>
            </Group>
            <Text size="xs">{card.outcome}</Text>
          </li>
        ))}
      </Stack>
    </Alert>
  );
}

function TestCardFields(props: {
  form: CardForm;
  brand: CardType | null;
  errorOf: (field: keyof CardErrors) => string | undefined;
  onChange: (patch: Partial<CardForm>) => void;
}) {
  const { form, brand, errorOf, onChange } = props;
  return (
    <Stack gap="sm">
      <TextInput
        label="CARD NUMBER"
        inputMode="numeric"
        autoComplete="cc-number"
        value={form.number}
        onChange={(e) => onChange({ number: formatCardNumber(e.currentTarget.value) })}
        error={errorOf('number')}
        description={brand ? `Card type: ${BRAND_NAMES[brand]}` : undefined}
        rightSectionWidth={96}
        rightSection={
          brand ? (
            <Text size="xs" fw={700} aria-hidden>
              {brand}
            </Text>
          ) : null
        }
        required
      />
      <Group grow align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label="EXPIRY"
          description="MM/YY"
          placeholder="MM/YY"
          inputMode="numeric"
          autoComplete="cc-exp"
          value={form.expiry}
          onChange={(e) => onChange({ expiry: formatExpiry(e.currentTarget.value) })}
          error={errorOf('expiry')}
          required
        />
        <TextInput
          label="CVC"
          description={brand === 'AMEX' ? '4 digits' : '3 digits'}
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          value={form.cvc}
          onChange={(e) => onChange({ cvc: e.currentTarget.value.replace(/\D/g, '') })}
          error={errorOf('cvc')}
          required
        />
      </Group>
      <TextInput
        label="NAME ON CARD (OPTIONAL)"
        autoComplete="cc-name"
        value={form.name}
        onChange={(e) => onChange({ name: e.currentTarget.value })}
      />
    </Stack>
  );
}

/** hub §3 payment builder object: what is paid now, the merchant fee and the total to charge. */
function FeeSummary(props: {
  builder: PaymentBuilder;
  currency: string;
  cardType: CardType | null;
  rateOf: (type: CardType) => number;
}) {
  const { builder, currency, cardType, rateOf } = props;
  const locale = useLocale();
  const money = (amount: { amount: number; currency: string }) => formatMoney(amount, locale);
  if (cardType) {
    const rate = rateOf(cardType);
    const totals = builderTotals(builder, rate, currency);
    return (
      <Table variant="vertical" withTableBorder aria-label="Amount to charge">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>PAYING NOW</Table.Th>
            <Table.Td ta="right">{money(totals.totalPaymentNow)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>
              MERCHANT FEE ({BRAND_NAMES[cardType]} {formatFeeRate(rate)})
            </Table.Th>
            <Table.Td ta="right">{money(totals.merchantFee)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>TOTAL TO CHARGE</Table.Th>
            <Table.Td ta="right" fw={700}>
              {money(totals.totalCharge)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    );
  }
  const now = builderTotals(builder, 0, currency).totalPaymentNow;
  return (
    <Stack gap={4}>
      <Text size="sm">
        Paying now <strong>{money(now)}</strong>. The merchant fee depends on the card:
      </Text>
      <Table withTableBorder aria-label="Merchant fee per card type">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>CARD AND MERCHANT FEE</Table.Th>
            <Table.Th ta="right">TOTAL TO CHARGE</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {CARD_TYPES.map((type) => {
            const totals = builderTotals(builder, rateOf(type), currency);
            return (
              <Table.Tr key={type}>
                <Table.Td>
                  {BRAND_NAMES[type]}{' '}
                  <Text span size="xs" c="dimmed" display="block">
                    {formatFeeRate(rateOf(type))} ({money(totals.merchantFee)})
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{money(totals.totalCharge)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
