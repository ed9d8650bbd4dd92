/** The exchange-rate calculator's calls (issue 13 item 11). */
import { exchangeRateEndpoints } from '@navia/domain/contracts/exchange-rates';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function useCurrencies() {
  return useQuery({
    queryKey: ['exchange-rates', 'currencies'],
    queryFn: ({ signal }) => callEndpoint(exchangeRateEndpoints.currencies, {}, { signal }),
    staleTime: DAY_MS,
  });
}

/** The rate for a pair; idle until both currencies are chosen. */
export function useExchangeRate(baseCurrency: string | null, quoteCurrency: string | null) {
  return useQuery({
    queryKey: ['exchange-rates', 'rate', baseCurrency, quoteCurrency],
    queryFn: ({ signal }) =>
      callEndpoint(
        exchangeRateEndpoints.getExchangeRate,
        { body: { baseCurrency: baseCurrency ?? '', quoteCurrency: quoteCurrency ?? '' } },
        { signal },
      ),
    enabled: Boolean(baseCurrency && quoteCurrency),
    staleTime: 60 * 60 * 1000,
  });
}
