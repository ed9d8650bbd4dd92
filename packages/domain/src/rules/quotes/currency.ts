/**
 * The currency a quote is shown in (issue 18; the spec is silent, so designed): the one the request
 * names; else the organisation's — its general settings' `currency` when it holds an ISO code, else
 * the currency of the group's country (the hub's home countries and the demo lanes' countries);
 * else AUD, the provider's accounting currency.
 */
import { CURRENCY_CODE_PATTERN } from '../dashboard/exchange.ts';

export const DEFAULT_QUOTE_CURRENCY = 'AUD';

export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {
  AU: 'AUD',
  NZ: 'NZD',
  US: 'USD',
  MY: 'MYR',
  HU: 'HUF',
  SG: 'SGD',
  HK: 'HKD',
  CN: 'CNY',
  JP: 'JPY',
  GB: 'GBP',
  DE: 'EUR',
  NL: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  BE: 'EUR',
};

export function quoteCurrencyFor(input: {
  requested?: string | undefined;
  orgSettings?: Readonly<Record<string, unknown>> | null | undefined;
  orgCountry?: string | null | undefined;
}): string {
  if (input.requested) return input.requested;
  const setting = input.orgSettings?.currency;
  if (typeof setting === 'string' && CURRENCY_CODE_PATTERN.test(setting)) return setting;
  const byCountry = input.orgCountry ? COUNTRY_CURRENCIES[input.orgCountry.toUpperCase()] : undefined;
  return byCountry ?? DEFAULT_QUOTE_CURRENCY;
}
