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
 *
 * A saved card must outlive the process (the portal restarts, the remote vault would not forget),
 * so its reusable reference describes itself: `pm_test_<outcome>_<brand>_<last4>_<MMYYYY>_<random>`
 * — the test card's outcome class and the card's summary, never its number. The portal stores it in
 * saved_cards and only ever charges a reference read from there (a pay request's `token` must be a
 * `tok_test_…` token of this process, so nobody names a reference, or a brand and its fee, of
 * their own making).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type CardType, cardTypeOf, passesLuhn } from '@navia/domain/rules/invoices/merchant-fee';
import type {
  CardSummary,
  ChargeRequest,
  ChargeResult,
  GatewayEvent,
  PaymentGateway,
  RefundRequest,
  SavedCardReference,
} from './gateway.ts';

export const TEST_CARDS = {
  success: '4242424242424242',
  successMastercard: '5555555555554444',
  successAmex: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  threeDSecure: '4000000000003220',
} as const;

/** What a test card does when charged: its outcome class (kept in a saved card's reference). */
type Outcome = 'ok' | 'declined' | 'nofunds' | 'threeds';

const FAILURES: Partial<Record<Outcome, { code: string; message: string }>> = {
  declined: { code: 'card_declined', message: 'Your card was declined.' },
  nofunds: {
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

function outcomeOf(number: string): Outcome {
  if (number === TEST_CARDS.declined) return 'declined';
  if (number === TEST_CARDS.insufficientFunds) return 'nofunds';
  if (number === TEST_CARDS.threeDSecure) return 'threeds';
  return 'ok';
}

const SAVED_REFERENCE =
  /^pm_test_(ok|declined|nofunds|threeds)_(VISA|MASTERCARD|AMEX)_(\d{4})_(\d{2})(\d{4})_[0-9a-f]{16}$/;

/** The card a saved reference describes, or null for anything else. */
function savedCardOf(reference: string): StoredCard | null {
  const m = SAVED_REFERENCE.exec(reference);
  if (!m) return null;
  return {
    outcome: m[1] as Outcome,
    brand: m[2] as CardType,
    last4: m[3] as string,
    expMonth: Number(m[4]),
    expYear: Number(m[5]),
  };
}

/** Five minutes, as Stripe: an older signed event is refused (a replayed capture). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };
export type TokenizeResult =
  | { ok: true; token: string; card: CardSummary }
  | { ok: false; field: keyof CardInput; message: string };

/** A tokenised card as the gateway keeps it: the summary and the outcome class, not the number. */
type StoredCard = CardSummary & { outcome: Outcome };
/** The references of this gateway's charges. */
const CHARGE_PREFIX = 'test_pi_';

type Charge = { request: ChargeRequest; card: StoredCard; result: ChargeResult };
/** What a charge can still give back: its amount and currency, and what was refunded. */
type Refundable = { amount: number; currency: string; refunded: number };

const summaryOf = ({ outcome: _outcome, ...summary }: StoredCard): CardSummary => summary;

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
  private readonly refundKeys = new Set<string>();
  private readonly refundable = new Map<string, Refundable>();
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
    const card: StoredCard = {
      outcome: outcomeOf(number),
      brand,
      last4: number.slice(-4),
      expMonth: input.expMonth,
      expYear: year,
    };
    this.tokens.set(token, card);
    return { ok: true, token, card: summaryOf(card) };
  }

  /** A token of this process only: a saved reference is not a token (see the header). */
  async cardOf(token: string): Promise<CardSummary | null> {
    const card = this.tokens.get(token);
    return card ? summaryOf(card) : null;
  }

  async createCustomer(): Promise<string | null> {
    return null;
  }

  async saveCard(token: string): Promise<SavedCardReference | null> {
    const card = this.tokens.get(token);
    if (!card) return null;
    const month = String(card.expMonth).padStart(2, '0');
    const reference = `pm_test_${card.outcome}_${card.brand}_${card.last4}_${month}${card.expYear}_${randomBytes(8).toString('hex')}`;
    return { reference, card: summaryOf(card) };
  }

  async deleteSavedCard(): Promise<void> {
    // Nothing is kept here for a saved card: its reference describes it, and the portal forgets it.
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const known = this.byKey.get(request.idempotencyKey);
    if (known) return (this.charges.get(known) as Charge).result;
    const card = this.tokens.get(request.token) ?? savedCardOf(request.token);
    if (!card)
      return {
        status: 'FAILED',
        reference: null,
        failureCode: 'invalid_token',
        failureMessage: 'The card details have expired. Enter the card again.',
      };
    const reference = `${CHARGE_PREFIX}${randomBytes(12).toString('hex')}`;
    const summary = summaryOf(card);
    const failure = FAILURES[card.outcome];
    const result: ChargeResult = failure
      ? { status: 'FAILED', reference, failureCode: failure.code, failureMessage: failure.message }
      : card.outcome === 'threeds'
        ? { status: 'REQUIRES_ACTION', reference, card: summary }
        : { status: 'PROCESSING', reference, card: summary };
    this.charges.set(reference, { request, card, result });
    this.refundable.set(reference, { amount: request.amount, currency: request.currency, refunded: 0 });
    this.byKey.set(request.idempotencyKey, reference);
    if (result.status === 'PROCESSING')
      this.emit({ type: 'payment.succeeded', reference, amount: request.amount, currency: request.currency });
    return result;
  }

  /** The test gateway's challenge is answered through confirmAuthentication (the portal's dialog). */
  async actionSecretOf(_reference: string): Promise<string | null> {
    return null;
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
    const summary = summaryOf(charge.card);
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

  /**
   * A card processor's test mode keeps its charges; this embedded one holds them in memory, so a
   * charge of its own it no longer holds (made before the server restarted, or by the demo seed) is
   * refunded against the portal's record of it, as the processor would against its own.
   */
  async refund({ reference, amount, idempotencyKey, charged }: RefundRequest): Promise<void> {
    if (this.refundKeys.has(idempotencyKey)) return;
    const charge = this.refundable.get(reference) ?? this.rememberedCharge(reference, charged);
    if (charge.refunded + amount > charge.amount) throw new Error('refund above the charge');
    this.refundKeys.add(idempotencyKey);
    charge.refunded += amount;
    this.emit({ type: 'payment.refunded', reference, amount, currency: charge.currency });
  }

  private rememberedCharge(reference: string, charged: RefundRequest['charged']): Refundable {
    if (!reference.startsWith(CHARGE_PREFIX)) throw new Error(`unknown charge ${reference}`);
    const charge = { ...charged, refunded: 0 };
    this.refundable.set(reference, charge);
    return charge;
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
