/**
 * Stripe as the card gateway (issue 14), when STRIPE_SECRET_KEY is set, through the official SDK:
 * the card is entered in Stripe Elements in the browser, which answers a PaymentMethod id (the
 * "token" the portal receives); the charge is a PaymentIntent confirmed at once, with the portal's
 * idempotency key; 3-D Secure is completed in the browser (Stripe.js), after which the portal reads
 * the PaymentIntent back; settlement, failures and refunds arrive as webhooks verified with the SDK's
 * signature check (`constructEvent`).
 *
 * Saved cards: the user's Customer is made once (the portal stores its id); a charge that keeps the
 * card carries the customer and setup_future_usage 'off_session', so Stripe attaches the
 * PaymentMethod when the charge succeeds; a saved card is charged again as that PaymentMethod with
 * its customer, and forgetting it detaches it.
 */
import type { CardType } from '@navia/domain/rules/invoices/merchant-fee';
import Stripe from 'stripe';
import type {
  CardSummary,
  ChargeResult,
  CustomerOwner,
  GatewayEvent,
  PaymentGateway,
  RefundRequest,
  SavedCardReference,
} from './gateway.ts';

const BRANDS: Readonly<Record<string, CardType>> = { visa: 'VISA', mastercard: 'MASTERCARD', amex: 'AMEX' };

function resultOf(intent: Stripe.PaymentIntent, card: CardSummary): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
    case 'processing':
      return { status: 'PROCESSING', reference: intent.id, card };
    case 'requires_action':
      return { status: 'REQUIRES_ACTION', reference: intent.id, card };
    default: {
      const error = intent.last_payment_error;
      return {
        status: 'FAILED',
        reference: intent.id,
        failureCode: error?.decline_code ?? error?.code ?? intent.status,
        failureMessage: error?.message ?? 'The payment could not be completed.',
      };
    }
  }
}

export class StripeGateway implements PaymentGateway {
  readonly name = 'STRIPE' as const;

  constructor(
    private readonly stripe: Stripe,
    private readonly webhookSecret: string,
  ) {}

  static fromConfig(secretKey: string, webhookSecret: string, httpClient?: Stripe.HttpClient): StripeGateway {
    return new StripeGateway(
      new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...(httpClient ? { httpClient } : {}) }),
      webhookSecret,
    );
  }

  async cardOf(token: string): Promise<CardSummary | null> {
    try {
      const method = await this.stripe.paymentMethods.retrieve(token);
      const card = method.card;
      const brand = card ? BRANDS[card.brand] : undefined;
      if (!card || !brand) return null;
      return { brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw error;
    }
  }

  async charge(request: Parameters<PaymentGateway['charge']>[0]): Promise<ChargeResult> {
    const card = await this.cardOf(request.token);
    if (!card) {
      return {
        status: 'FAILED',
        reference: null,
        failureCode: 'invalid_token',
        failureMessage: 'The card details have expired. Enter the card again.',
      };
    }
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          payment_method: request.token,
          confirm: true,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { paymentId: request.paymentId },
          description: `NAVIA payment ${request.paymentId}`,
          ...(request.customer ? { customer: request.customer } : {}),
          ...(request.saveCard && request.customer ? { setup_future_usage: 'off_session' as const } : {}),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return resultOf(intent, card);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          status: 'FAILED',
          reference: error.payment_intent?.id ?? null,
          failureCode: error.decline_code ?? error.code ?? 'card_error',
          failureMessage: error.message,
        };
      }
      throw error;
    }
  }

  async actionSecretOf(reference: string): Promise<string | null> {
    const intent = await this.stripe.paymentIntents.retrieve(reference);
    return intent.status === 'requires_action' ? intent.client_secret : null;
  }

  async confirmAuthentication(reference: string, approved: boolean): Promise<ChargeResult> {
    const intent = approved
      ? await this.stripe.paymentIntents.retrieve(reference, { expand: ['payment_method'] })
      : await this.stripe.paymentIntents.cancel(reference, { expand: ['payment_method'] });
    const method = intent.payment_method as Stripe.PaymentMethod | null;
    const brand = method?.card ? BRANDS[method.card.brand] : undefined;
    const card: CardSummary = {
      brand: brand ?? 'VISA',
      last4: method?.card?.last4 ?? '',
      expMonth: method?.card?.exp_month ?? 0,
      expYear: method?.card?.exp_year ?? 0,
    };
    if (!approved) {
      return {
        status: 'FAILED',
        reference,
        failureCode: 'authentication_failed',
        failureMessage: 'The card’s authentication failed.',
      };
    }
    return resultOf(intent, card);
  }

  async refund({ reference, amount, idempotencyKey }: RefundRequest): Promise<void> {
    await this.stripe.refunds.create({ payment_intent: reference, amount }, { idempotencyKey });
  }

  async createCustomer(owner: CustomerOwner): Promise<string | null> {
    const customer = await this.stripe.customers.create(
      { email: owner.email, name: owner.name, metadata: { userId: owner.userId } },
      // A retry (a lost answer) finds the same Customer rather than a second one.
      { idempotencyKey: `customer-${owner.userId}` },
    );
    return customer.id;
  }

  /** The PaymentMethod itself is the reusable reference (attached by the charge's setup_future_usage). */
  async saveCard(token: string): Promise<SavedCardReference | null> {
    const card = await this.cardOf(token);
    return card ? { reference: token, card } : null;
  }

  async deleteSavedCard(reference: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.detach(reference);
    } catch (error) {
      // Already detached or gone at Stripe: the portal forgets it all the same.
      if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
      throw error;
    }
  }

  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): GatewayEvent | null {
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signatureHeader ?? '', this.webhookSecret);
    } catch {
      return null;
    }
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const intent = event.data.object;
        return {
          id: event.id,
          type: 'payment.succeeded',
          reference: intent.id,
          amount: intent.amount_received,
          currency: intent.currency.toUpperCase(),
        };
      }
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        return {
          id: event.id,
          type: 'payment.failed',
          reference: intent.id,
          amount: intent.amount,
          currency: intent.currency.toUpperCase(),
          failureCode: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? 'failed',
          failureMessage: intent.last_payment_error?.message ?? 'The payment failed.',
        };
      }
      case 'refund.created': {
        const refund = event.data.object;
        const reference =
          typeof refund.payment_intent === 'string'
            ? refund.payment_intent
            : (refund.payment_intent?.id ?? '');
        return {
          id: event.id,
          type: 'payment.refunded',
          reference,
          amount: refund.amount,
          currency: refund.currency.toUpperCase(),
        };
      }
      default:
        return { id: event.id, type: 'other', reference: '', amount: 0, currency: '' };
    }
  }
}
