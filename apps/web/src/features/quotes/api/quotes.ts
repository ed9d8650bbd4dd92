/**
 * Quotes and rate cards (issue 18): the react-query hooks over the quoteEndpoints of
 * contracts/quotes.ts. The rate card CSV import is multipart, sent with fetch and FormData to the
 * declared URL (callEndpoint sends JSON).
 */
import { apiErrorSchema } from '@navia/domain/contracts/common';
import { endpointUrl } from '@navia/domain/contracts/endpoint';
import {
  type GetQuoteBody,
  type QUOTE_MODES,
  type QuoteStatus,
  quoteEndpoints,
  RATE_CARD_IMPORT_FIELDS,
  type RateCardInput,
} from '@navia/domain/contracts/quotes';
import { MESSAGES } from '@navia/domain/errors';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError, callEndpoint } from '../../../lib/api-client.ts';

type QuoteMode = (typeof QUOTE_MODES)[number];
export type PriceQuoteBody = z.input<typeof quoteEndpoints.price.body>;

const quoteKeys = {
  all: ['quotes'] as const,
  list: (filter: string, status: QuoteStatus | null, batchNo: number) =>
    ['quotes', 'list', filter, status, batchNo] as const,
  one: (quoteId: string) => ['quotes', 'one', quoteId] as const,
  rateCards: (filter: string, mode: QuoteMode | null, batchNo: number) =>
    ['rateCards', filter, mode, batchNo] as const,
};

export const QUOTES_PAGE_SIZE = 20;
export const RATE_CARDS_PAGE_SIZE = 50;

export function useGetQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GetQuoteBody) => callEndpoint(quoteEndpoints.getQuote, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

export function useQuotes(filter: string, status: QuoteStatus | null, batchNo: number) {
  return useQuery({
    queryKey: quoteKeys.list(filter, status, batchNo),
    queryFn: ({ signal }) =>
      callEndpoint(
        quoteEndpoints.list,
        { body: { filter, ...(status ? { status } : {}), batchNo, batchSize: QUOTES_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useQuote(quoteId: string | null) {
  return useQuery({
    queryKey: quoteKeys.one(quoteId ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(quoteEndpoints.getOne, { params: { quoteId: quoteId ?? '' } }, { signal }),
    select: (data) => data.quote,
    enabled: Boolean(quoteId),
  });
}

export function useAcceptQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, optionId }: { quoteId: string; optionId: string }) =>
      callEndpoint(quoteEndpoints.accept, { params: { quoteId }, body: { optionId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

export function usePriceQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, body }: { quoteId: string; body: PriceQuoteBody }) =>
      callEndpoint(quoteEndpoints.price, { params: { quoteId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

export function useRateCards(filter: string, mode: QuoteMode | null, batchNo: number) {
  return useQuery({
    queryKey: quoteKeys.rateCards(filter, mode, batchNo),
    queryFn: ({ signal }) =>
      callEndpoint(
        quoteEndpoints.rateCardsList,
        { body: { filter, ...(mode ? { mode } : {}), batchNo, batchSize: RATE_CARDS_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useSaveRateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rateCardId, card }: { rateCardId: string | null; card: RateCardInput }) =>
      rateCardId
        ? callEndpoint(quoteEndpoints.rateCardUpdate, { params: { rateCardId }, body: card })
        : callEndpoint(quoteEndpoints.rateCardCreate, { body: card }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rateCards'] }),
  });
}

export function useDeleteRateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rateCardId: string) =>
      callEndpoint(quoteEndpoints.rateCardDelete, { params: { rateCardId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rateCards'] }),
  });
}

async function importRateCards({ file, dryRun }: { file: File; dryRun: boolean }) {
  const endpoint = quoteEndpoints.rateCardImport;
  const form = new FormData();
  form.append(RATE_CARD_IMPORT_FIELDS.dryRun, dryRun ? 'true' : 'false');
  form.append(RATE_CARD_IMPORT_FIELDS.file, file, file.name);
  let response: Response;
  try {
    response = await fetch(endpointUrl(endpoint, {}), {
      method: endpoint.method,
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', MESSAGES.genericSubmit);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.code, parsed.data.message, { issues: parsed.data.issues })
      : new ApiError(response.status, 'INTERNAL', MESSAGES.genericSubmit);
  }
  return endpoint.responses[200].parse(data);
}

export function useImportRateCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRateCards,
    onSuccess: (result) => {
      if (!result.dryRun) void queryClient.invalidateQueries({ queryKey: ['rateCards'] });
    },
  });
}
