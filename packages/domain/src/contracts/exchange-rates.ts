/**
 * Exchange rates and currencies (issue 13 item 11; hub §3 "currency option", "exchange-rate
 * response"; hub §7 getExchangeRate; hub §8 "exchange rate not returned").
 * - POST /api/customize/getExchangeRate {baseCurrency, quoteCurrency} → {exchangeRate, date}: the
 *   ECB euro reference rates cross-computed through EUR. `date` (the rates' reference day) is an
 *   addition to the spec's response so the widget can show how fresh the rate is.
 * - GET /api/customize/currencies: the currency options (ISO 4217 without obsolete codes), each
 *   marking whether a rate exists (designed: the spec has no such call).
 * The same for every signed-in user (no organisation data).
 */
import { z } from 'zod';
import { HUB_ROUTE_RULES } from '../rules/access.ts';
import { CURRENCY_CODE_PATTERN, RATE_DECIMALS } from '../rules/dashboard/exchange.ts';
import { defineEndpoint } from './endpoint.ts';

const tags = ['exchange-rates'] as const;
const loggedIn = HUB_ROUTE_RULES.loggedIn;

export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(CURRENCY_CODE_PATTERN, 'a 3-letter ISO 4217 currency code')
  .describe('A 3-letter ISO 4217 currency code (case-insensitive).');

export const getExchangeRateBodySchema = z.object({
  baseCurrency: currencyCodeSchema,
  quoteCurrency: currencyCodeSchema,
});
export type GetExchangeRateBody = z.input<typeof getExchangeRateBodySchema>;

/** hub §3 exchange-rate response, plus the rates' date. */
export const exchangeRateResponseSchema = z
  .object({
    exchangeRate: z
      .number()
      .positive()
      .describe(`Units of quoteCurrency for 1 baseCurrency, to ${RATE_DECIMALS} decimals.`),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .describe('The reference day of the ECB rates used (YYYY-MM-DD).'),
  })
  .meta({ id: 'ExchangeRate' });
export type ExchangeRateDto = z.infer<typeof exchangeRateResponseSchema>;

/** hub §3 currency option, plus whether a rate exists for it. */
export const currencyOptionSchema = z
  .object({
    value: z.string().regex(CURRENCY_CODE_PATTERN),
    label: z.string().describe('"AUD – Australian Dollar".'),
    hasRate: z.boolean().describe('Whether the ECB publishes a rate for it (EUR always).'),
  })
  .meta({ id: 'CurrencyOption' });
export type CurrencyOptionDto = z.infer<typeof currencyOptionSchema>;

export const currenciesResponseSchema = z
  .object({
    currencies: z.array(currencyOptionSchema).describe('Sorted by code.'),
    date: z.string().describe('The reference day of the rates held (YYYY-MM-DD).'),
  })
  .meta({ id: 'Currencies' });
export type CurrenciesDto = z.infer<typeof currenciesResponseSchema>;

export const exchangeRateEndpoints = {
  getExchangeRate: defineEndpoint({
    method: 'POST',
    path: '/api/customize/getExchangeRate',
    access: loggedIn,
    tags,
    description:
      'How many quoteCurrency one baseCurrency buys (hub §7), cross-computed through EUR from the ECB euro reference rates (read daily from NAVIA_RATES_URL, else the snapshot shipped with the app). `date` is the rates\' reference day (an addition to the spec). A currency the ECB does not publish answers 404 EXCHANGE_RATE_NOT_RETURNED ("exchange rate not returned", hub §8); a malformed code answers 400.',
    body: getExchangeRateBodySchema,
    responses: { 200: exchangeRateResponseSchema },
    example: { body: { baseCurrency: 'AUD', quoteCurrency: 'USD' } },
  }),
  currencies: defineEndpoint({
    method: 'GET',
    path: '/api/customize/currencies',
    access: loggedIn,
    tags,
    description:
      'The currency options of the exchange-rate calculator (designed; hub §3 currency option): the current ISO 4217 list (package currency-codes) without obsolete or withdrawn codes, testing and no-currency codes (XTS, XXX), each marked with whether a rate exists.',
    responses: { 200: currenciesResponseSchema },
    example: {},
  }),
};
