/**
 * The card gateway the portal charges through (issue 14): an interface with two implementations,
 * the embedded test gateway (test-gateway.ts, the default) and Stripe (when STRIPE_SECRET_KEY is set).
 *
 * The card itself never reaches the portal's database or logs: the browser turns it into the
 * gateway's token first (the test gateway's tokens call, or Stripe Elements), and the portal keeps
 * only the token, brand, last four digits and expiry. A charge carries the portal's idempotency key,
 * so a retried call never charges twice. Settlement is asynchronous: the gateway reports it through
 * a signed webhook, which the portal verifies and applies once (gateway_events).
 */
import type { CardType } from '@navia/domain/rules/invoices/merchant-fee';

export type GatewayName = 'TEST' | 'STRIPE';

export type CardSummary = { brand: CardType; last4: string; expMonth: number; expYear: number };

export type ChargeRequest = {
  /** The whole charge (paid amount plus merchant fee), in minor units. */
  amount: number;
  currency: string;
  /** The card token (test gateway) or payment method id (Stripe), or a saved card's reference. */
  token: string;
  /**
   * The user's customer at the gateway (Stripe): the owner of a saved card charged again, or whom
   * a card to keep is attached to. Null for the test gateway.
   */
  customer?: string | null;
  /** Keep the card for later payments (Stripe: setup_future_usage 'off_session' with the customer). */
  saveCard?: boolean;
  /** The portal's key for this attempt: the gateway answers a repeat with the first result. */
  idempotencyKey: string;
  /** The portal's PaymentId, carried on the gateway's records and events. */
  paymentId: string;
};

export type ChargeResult =
  | { status: 'PROCESSING'; reference: string; card: CardSummary }
  | { status: 'REQUIRES_ACTION'; reference: string; card: CardSummary }
  | { status: 'FAILED'; reference: string | null; failureCode: string; failureMessage: string };

/** A webhook event, as verified: what the portal applies (once per id). */
export type GatewayEvent = {
  id: string;
  /** 'other': a verified event the portal does not act on (recorded, answered 200). */
  type: 'payment.succeeded' | 'payment.failed' | 'payment.refunded' | 'other';
  reference: string;
  amount: number;
  currency: string;
  failureCode?: string;
  failureMessage?: string;
};

/** A card kept for later payments: the gateway's reusable reference and the card's summary. */
export type SavedCardReference = { reference: string; card: CardSummary };

/** Who a gateway customer is made for. */
export type CustomerOwner = { userId: string; email: string; name: string };

/**
 * A refund of a settled charge: `charged` is the portal's record of the charge (amount and
 * currency), which the portal has already checked the refund against.
 */
export type RefundRequest = {
  reference: string;
  amount: number;
  idempotencyKey: string;
  charged: { amount: number; currency: string };
};

export interface PaymentGateway {
  readonly name: GatewayName;
  /** The card behind a token (its brand decides the merchant fee), or null for an unknown token. */
  cardOf(token: string): Promise<CardSummary | null>;
  /** Charges a tokenised card; the outcome settles later by webhook (or fails now). */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Completes (or abandons) a 3-D Secure challenge of a charge that required it. */
  confirmAuthentication(reference: string, approved: boolean): Promise<ChargeResult>;
  /**
   * What the payer's browser needs to complete a charge's 3-D Secure challenge itself (Stripe.js's
   * handleNextAction): the PaymentIntent's client secret while it requires action; null when the
   * gateway runs the challenge through confirmAuthentication (the test gateway).
   */
  actionSecretOf(reference: string): Promise<string | null>;
  /**
   * Refunds part or all of a settled charge, once per idempotency key (a repeat answers the first
   * refund); reported by a payment.refunded webhook.
   */
  refund(request: RefundRequest): Promise<void>;
  /**
   * The user's customer at the gateway, made once (the portal stores it): Stripe's Customer; null
   * when the gateway needs none (the test gateway).
   */
  createCustomer(owner: CustomerOwner): Promise<string | null>;
  /**
   * The reusable reference of the card a charge (with saveCard) was made with, or null for an
   * unknown token. Never the number.
   */
  saveCard(token: string): Promise<SavedCardReference | null>;
  /** Forgets a saved card at the gateway (Stripe detaches the PaymentMethod); unknown ones are fine. */
  deleteSavedCard(reference: string): Promise<void>;
  /** The verified event of a webhook request, or null when the signature is wrong or stale. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): GatewayEvent | null;
}

/** The header a webhook's signature travels in (both gateways: Stripe's name). */
export const WEBHOOK_SIGNATURE_HEADER = 'stripe-signature';
