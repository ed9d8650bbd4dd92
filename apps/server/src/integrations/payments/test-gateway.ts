/**
 * The embedded test gateway (issue 14): behaves like a card processor's test mode, so the whole
 * payment flow runs without a network. The UI says it is a test gateway.
 *
 * Documented test cards (any future expiry, any 3-digit CVC; AMEX 4 digits):
 * | number              | outcome                                   |
 * |---------------------|-------------------------------------------|
 * | 4242 4242 4242 4242 | succeeds (Visa)                           |
 * | 5555 5555 5555 4444 | succeeds (Mastercard)                     |
 * | 3782 822463 10005   | succeeds (Amex)                           |
 * | 4000 0000 0000 0002 | declined: card_declined                   |
 * | 4000 0000 0000 9995 | declined: insufficient_funds              |
 * | 4000 0000 0000 3220 | needs 3-D Secure, then succeeds if approved |
 * Any other valid number succeeds.
 *
 * A charge answers PROCESSING; settlement follows as a webhook signed like Stripe's
 * (`t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`), delivered by `deliver` on the next tick
 * (or held until `flush()` in manual mode, for tests). Tokens and charges live in memory: the
 * gateway stands in for a remote service, and the portal keeps only references.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type CardType, cardTypeOf, passesLuhn } from '@navia/domain/rules/invoices/merchant-fee';
import type { CardSummary, ChargeRequest, ChargeResult, GatewayEvent, PaymentGateway } from './gateway.ts';

export const TEST_CARDS = {
  success: '4242424242424242',
  successMastercard: '5555555555554444',
  successAmex: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000000000003220',
} as const;

const FAILURES: Record<string, { code: string; message: string }> = {
  [TEST_CARDS.declined]: { code: 'card_declined', message: 'Your card was declined.' },
  [TEST_CARDS.insufficientFunds]: {
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

/** Five minutes, as Stripe: an older signed event is refused (a replayed capture). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };
export type TokenizeResult =
  | { ok: true; token: string; card: CardSummary }
  | { ok: false; field: keyof CardInput; message: string };

type StoredCard = CardSummary & { number: string };
type Charge = { request: ChargeRequest; card: StoredCard; result: ChargeResult; refunded: number };

export type TestGatewayOptions = {
  secret: string;
  now: () => Date;
  /** Posts a signed webhook to the portal; events wait for `flush()` when absent. */
  deliver?: (rawBody: Buffer, signature: string) => Promise<void>;
};

export function signWebhook(secret: string, rawBody: Buffer, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest('hex');
  return `t=${t},v1=${v1}`;
}

export class TestGateway implements PaymentGateway {
  readonly name = 'TEST' as const;
  private readonly tokens = new Map<string, StoredCard>();
  private readonly charges = new Map<string, Charge>();
  private readonly byKey = new Map<string, string>();
  private readonly pending: GatewayEvent[] = [];

  constructor(private readonly options: TestGatewayOptions) {}

  /** What the browser sends the card to (the stand-in for Stripe.js): checked, kept in memory only. */
  tokenize(input: CardInput): TokenizeResult {
    const number = input.number.replace(/[\s-]/g, '');
    const brand: CardType | null = cardTypeOf(number);
    if (!passesLuhn(number) || !brand)
      return { ok: false, field: 'number', message: 'Your card number is invalid.' };
    const now = this.options.now();
    const year = input.expYear < 100 ? 2000 + input.expYear : input.expYear;
    if (input.expMonth < 1 || input.expMonth > 12)
      return { ok: false, field: 'expMonth', message: 'Your card’s expiry month is invalid.' };
    if (
      year < now.getUTCFullYear() ||
      (year === now.getUTCFullYear() && input.expMonth < now.getUTCMonth() + 1)
    )
      return { ok: false, field: 'expYear', message: 'Your card has expired.' };
    if (!new RegExp(brand === 'AMEX' ? '^\\d{4}$' : '^\\d{3}$').test(input.cvc))
      return { ok: false, field: 'cvc', message: 'Your card’s security code is invalid.' };
    const token = `tok_test_${randomBytes(12).toString('hex')}`;
    const card = { number, brand, last4: number.slice(-4), expMonth: input.expMonth, expYear: year };
    this.tokens.set(token, card);
    const { number: _hidden, ...summary } = card;
    return { ok: true, token, card: summary };
  }

  async cardOf(token: string): Promise<CardSummary | null> {
    const card = this.tokens.get(token);
    if (!card) return null;
    const { number: _hidden, ...summary } = card;
    return summary;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const known = this.byKey.get(request.idempotencyKey);
    if (known) return (this.charges.get(known) as Charge).result;
    const card = this.tokens.get(request.token);
    if (!card)
      return {
        status: 'FAILED',
        reference: null,
        failureCode: 'invalid_token',
        failureMessage: 'The card details have expired. Enter the card again.',
      };
    const reference = `test_pi_${randomBytes(12).toString('hex')}`;
    const { number: _hidden, ...summary } = card;
    const failure = FAILURES[card.number];
    const result: ChargeResult = failure
      ? { status: 'FAILED', reference, failureCode: failure.code, failureMessage: failure.message }
      : card.number === TEST_CARDS.threeDSecure
        ? { status: 'REQUIRES_ACTION', reference, card: summary }
        : { status: 'PROCESSING', reference, card: summary };
    this.charges.set(reference, { request, card, result, refunded: 0 });
    this.byKey.set(request.idempotencyKey, reference);
    if (result.status === 'PROCESSING')
      this.emit({ type: 'payment.succeeded', reference, amount: request.amount, currency: request.currency });
    return result;
  }

  async confirmAuthentication(reference: string, approved: boolean): Promise<ChargeResult> {
    const charge = this.charges.get(reference);
    if (charge?.result.status !== 'REQUIRES_ACTION') {
      return (
        charge?.result ?? {
          status: 'FAILED',
          reference,
          failureCode: 'unknown_charge',
          failureMessage: 'The payment could not be found.',
        }
      );
    }
    const { number: _hidden, ...summary } = charge.card;
    charge.result = approved
      ? { status: 'PROCESSING', reference, card: summary }
      : {
          status: 'FAILED',
          reference,
          failureCode: 'authentication_failed',
          failureMessage: 'The card’s authentication failed.',
        };
    const { amount, currency } = charge.request;
    if (approved) this.emit({ type: 'payment.succeeded', reference, amount, currency });
    else
      this.emit({
        type: 'payment.failed',
        reference,
        amount,
        currency,
        failureCode: 'authentication_failed',
        failureMessage: 'The card’s authentication failed.',
      });
    return charge.result;
  }

  async refund(reference: string, amount: number): Promise<void> {
    const charge = this.charges.get(reference);
    if (!charge) throw new Error(`unknown charge ${reference}`);
    if (charge.refunded + amount > charge.request.amount) throw new Error('refund above the charge');
    charge.refunded += amount;
    this.emit({ type: 'payment.refunded', reference, amount, currency: charge.request.currency });
  }

  verifyWebhook(rawBody: Buffer, header: string | undefined): GatewayEvent | null {
    const parts = Object.fromEntries(
      (header ?? '').split(',').map((p) => p.split('=', 2) as [string, string]),
    );
    const t = Number(parts.t);
    if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(parts.v1 ?? '')) return null;
    if (Math.abs(this.options.now().getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) return null;
    const expected = createHmac('sha256', this.options.secret).update(`${t}.`).update(rawBody).digest();
    const given = Buffer.from(parts.v1 as string, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      return JSON.parse(rawBody.toString('utf8')) as GatewayEvent;
    } catch {
      return null;
    }
  }

  /** Delivers the events held back (manual mode), and answers them as sent. */
  async flush(): Promise<{ rawBody: Buffer; signature: string }[]> {
    const sent = this.pending.splice(0).map((event) => this.signed(event));
    if (this.options.deliver) for (const s of sent) await this.options.deliver(s.rawBody, s.signature);
    return sent;
  }

  private signed(event: GatewayEvent) {
    const rawBody = Buffer.from(JSON.stringify(event));
    return { rawBody, signature: signWebhook(this.options.secret, rawBody, this.options.now()) };
  }

  private emit(event: Omit<GatewayEvent, 'id'>) {
    const full: GatewayEvent = { id: `evt_test_${randomBytes(12).toString('hex')}`, ...event };
    const deliver = this.options.deliver;
    if (!deliver) {
      this.pending.push(full);
      return;
    }
    // As a remote processor: the webhook arrives after the charge call has answered.
    const { rawBody, signature } = this.signed(full);
    setTimeout(() => void deliver(rawBody, signature).catch(() => undefined), 50);
  }
}
