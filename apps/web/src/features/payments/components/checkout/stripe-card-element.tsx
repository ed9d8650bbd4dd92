/**
 * Stripe Elements card entry (gateway STRIPE). Loaded lazily, only when Stripe is the gateway, so
 * the test gateway's pages never load Stripe.js. The card never touches the portal: Stripe turns
 * it into a PaymentMethod whose id is the pay call's token; a 3-D Secure challenge is completed by
 * Stripe.js (handleNextAction).
 */
import { Box, Input, Text } from '@mantine/core';
import type { CardType } from '@navia/domain/rules/invoices/merchant-fee';
import { loadStripe, type Stripe, type StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useId, useRef, useState } from 'react';

export type StripeCardHandle = {
  /** The PaymentMethod id of the typed card; throws with Stripe's message when it cannot. */
  createPaymentMethod: (name: string) => Promise<string>;
  /** Completes a 3-D Secure challenge; the error message, or null when it was completed. */
  handleNextAction: (clientSecret: string) => Promise<string | null>;
};

export type StripeCardState = { brand: CardType | null; complete: boolean; version: number };

const BRANDS: Record<string, CardType> = { visa: 'VISA', mastercard: 'MASTERCARD', amex: 'AMEX' };

export function StripeCardEntry(props: {
  publishableKey: string;
  onReady: (handle: StripeCardHandle) => void;
  onChange: (state: StripeCardState) => void;
}) {
  const { publishableKey, onReady, onChange } = props;
  const mountRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let card: StripeCardElement | null = null;
    let stopped = false;
    let version = 0;
    void loadStripe(publishableKey).then((stripe: Stripe | null) => {
      if (stopped || !stripe || !mountRef.current) {
        if (!stripe)
          setError('The card form could not be loaded. Check your connection and reload the page.');
        return;
      }
      card = stripe.elements().create('card', { hidePostalCode: true });
      card.mount(mountRef.current);
      card.on('change', (event) => {
        version += 1;
        setError(event.error?.message ?? null);
        onChange({ brand: BRANDS[event.brand] ?? null, complete: event.complete, version });
      });
      const mounted = card;
      onReady({
        createPaymentMethod: async (name) => {
          const result = await stripe.createPaymentMethod({
            type: 'card',
            card: mounted,
            ...(name ? { billing_details: { name } } : {}),
          });
          if (result.error || !result.paymentMethod) {
            throw new Error(result.error?.message ?? 'The card could not be read.');
          }
          return result.paymentMethod.id;
        },
        handleNextAction: async (clientSecret) => {
          const result = await stripe.handleNextAction({ clientSecret });
          return result.error ? (result.error.message ?? 'The card could not be confirmed.') : null;
        },
      });
    });
    return () => {
      stopped = true;
      card?.destroy();
    };
  }, [publishableKey, onReady, onChange]);

  return (
    <Input.Wrapper label="CARD" id={labelId} error={error}>
      <Box
        ref={mountRef}
        aria-labelledby={labelId}
        p="sm"
        bd="1px solid var(--mantine-color-default-border)"
      />
      <Text size="xs" c="dimmed" mt={4}>
        Card details go straight to Stripe; the portal never sees the number.
      </Text>
    </Input.Wrapper>
  );
}
