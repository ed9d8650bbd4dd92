/**
 * The card checkout's calls (issue 14, decision 021): the gateway, the merchant fees, the saved
 * card, the test gateway's tokens, pay, 3-D Secure and the receipt. Every query of the payments
 * feature starts with 'payments', so one invalidation refreshes them after an answer.
 */
import { paymentEndpoints, type Receipt } from '@navia/domain/contracts/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

const PAYMENTS_QUERY_ROOT = 'payments';
/** The invoice search's root key (the invoices page): paid invoices change after a payment. */
const INVOICES_QUERY_ROOT = 'invoices';

const checkoutKeys = {
  gateway: [PAYMENTS_QUERY_ROOT, 'gateway'] as const,
  merchantFees: [PAYMENTS_QUERY_ROOT, 'merchantFees'] as const,
  savedCard: [PAYMENTS_QUERY_ROOT, 'savedCard'] as const,
  receipt: (paymentId: string) => [PAYMENTS_QUERY_ROOT, 'receipt', paymentId] as const,
};

/** How often a PENDING receipt is read again while the gateway settles it. */
const RECEIPT_POLL_MS = 1500;

export function useGateway() {
  return useQuery({
    queryKey: checkoutKeys.gateway,
    queryFn: ({ signal }) => callEndpoint(paymentEndpoints.gateway, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMerchantFees() {
  return useQuery({
    queryKey: checkoutKeys.merchantFees,
    queryFn: async ({ signal }) => (await callEndpoint(paymentEndpoints.merchantFees, {}, { signal })).fees,
  });
}

export function useSavedCard() {
  return useQuery({
    queryKey: checkoutKeys.savedCard,
    queryFn: async ({ signal }) => (await callEndpoint(paymentEndpoints.savedCard, {}, { signal })).card,
  });
}

export function useRemoveSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(paymentEndpoints.deleteSavedCard, {}),
    onSuccess: () => queryClient.setQueryData(checkoutKeys.savedCard, null),
  });
}

/** The test gateway's stand-in for Stripe.js: the card becomes a token (the number goes nowhere else). */
export const tokenizeCard = (body: { number: string; expMonth: number; expYear: number; cvc: string }) =>
  callEndpoint(paymentEndpoints.tokenize, { body });

export type PayRequest =
  | {
      idempotencyKey: string;
      token: string;
      saveCard: boolean;
      invoices: { invoiceId: string; amount: number }[];
    }
  | { idempotencyKey: string; useSavedCard: true; invoices: { invoiceId: string; amount: number }[] };

export const payInvoices = async (body: PayRequest): Promise<Receipt> =>
  (await callEndpoint(paymentEndpoints.pay, { body })).payment;

export const authenticatePayment = async (paymentId: string, approved: boolean): Promise<Receipt> =>
  (await callEndpoint(paymentEndpoints.authenticate, { params: { paymentId }, body: { approved } })).payment;

/** After any definite answer: the invoices' amounts and the payment lists change. */
export function useRefreshAfterPayment() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [INVOICES_QUERY_ROOT] }),
      queryClient.invalidateQueries({ queryKey: [PAYMENTS_QUERY_ROOT] }),
    ]);
}

/** A payment's receipt, read again every RECEIPT_POLL_MS while the gateway has not settled it. */
export function useReceipt(paymentId: string | null) {
  return useQuery({
    queryKey: checkoutKeys.receipt(paymentId ?? ''),
    queryFn: async ({ signal }) =>
      (await callEndpoint(paymentEndpoints.receipt, { params: { paymentId: paymentId ?? '' } }, { signal }))
        .payment,
    enabled: paymentId !== null,
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && status === 'PENDING' ? RECEIPT_POLL_MS : false;
    },
  });
}
