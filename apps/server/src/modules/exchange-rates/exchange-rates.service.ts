/**
 * Exchange rates (issue 13 item 11). The ECB euro reference rates are held in memory per app: read
 * from NAVIA_RATES_URL by `refreshExchangeRates` (scheduled daily by the app; also on first use),
 * else the snapshot shipped in data/eurofxref-snapshot.xml (its date is shown). When the URL fails,
 * the last rates held are kept (logged with the host only, never the full URL: it may carry a key).
 */
import { readFileSync } from 'node:fs';
import type {
  CurrenciesDto,
  CurrencyOptionDto,
  ExchangeRateDto,
} from '@navia/domain/contracts/exchange-rates';
import { crossRate, ECB_BASE } from '@navia/domain/rules/dashboard/exchange';
import currencyCodes from 'currency-codes';
import type { AppContext } from '../../context.ts';
import { type EcbRates, fetchEcbDaily, parseEcbDaily } from '../../integrations/exchange-rates/ecb-reader.ts';
import { AppError } from '../../lib/app-error.ts';

const SNAPSHOT_URL = new URL('./data/eurofxref-snapshot.xml', import.meta.url);

/**
 * Codes left out of the currency list: withdrawn ones (in case the package's list lags), the
 * testing code and "no currency". The package's list one holds only current codes.
 */
const EXCLUDED_CURRENCY_CODES: ReadonlySet<string> = new Set([
  'ADP',
  'AFA',
  'ATS',
  'BEF',
  'BGL',
  'BYR',
  'CUC',
  'CYP',
  'DEM',
  'EEK',
  'ESP',
  'FIM',
  'FRF',
  'GRD',
  'HRK',
  'IEP',
  'ITL',
  'LTL',
  'LUF',
  'LVL',
  'MRO',
  'MTL',
  'NLG',
  'PTE',
  'SIT',
  'SKK',
  'SLL',
  'STD',
  'VEF',
  'ZMK',
  'ZWD',
  'ZWL',
  'XTS',
  'XXX',
]);

export type RatesSource = 'url' | 'snapshot';
type Held = EcbRates & { source: RatesSource; loadedAt: Date };

const held = new WeakMap<AppContext, Held>();
const firstLoad = new WeakMap<AppContext, Promise<Held>>();

let snapshot: EcbRates | null = null;
/** The snapshot shipped with the app (read once). */
export function snapshotRates(): EcbRates {
  snapshot ??= parseEcbDaily(readFileSync(SNAPSHOT_URL, 'utf8'));
  return snapshot;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'invalid url';
  }
}

/**
 * Re-reads the rates from NAVIA_RATES_URL into memory (the daily job). Never throws: on failure the
 * rates held stay (or the snapshot when none is held). Answers what it holds, for the job's log.
 */
export async function refreshExchangeRates(
  ctx: AppContext,
  fetchImpl: typeof fetch = fetch,
): Promise<{ source: RatesSource; date: string; currencies: number; failed: boolean }> {
  const url = ctx.config.NAVIA_RATES_URL;
  let failed = false;
  if (url) {
    try {
      const rates = await fetchEcbDaily(url, fetchImpl);
      held.set(ctx, { ...rates, source: 'url', loadedAt: ctx.now() });
    } catch (err) {
      failed = true;
      ctx.log.warn(
        { host: hostOf(url), err: err instanceof Error ? err.message : String(err) },
        'exchange rates not refreshed; keeping the last rates',
      );
    }
  }
  if (!held.has(ctx)) held.set(ctx, { ...snapshotRates(), source: 'snapshot', loadedAt: ctx.now() });
  const now = held.get(ctx) as Held;
  return { source: now.source, date: now.date, currencies: Object.keys(now.rates).length, failed };
}

/** The rates held, loading them on first use (one load at a time). */
async function currentRates(ctx: AppContext): Promise<Held> {
  const have = held.get(ctx);
  if (have) return have;
  let loading = firstLoad.get(ctx);
  if (!loading) {
    loading = refreshExchangeRates(ctx)
      .then(() => held.get(ctx) as Held)
      .finally(() => firstLoad.delete(ctx));
    firstLoad.set(ctx, loading);
  }
  return loading;
}

/** Forgets the rates held (tests). */
export function resetExchangeRates(ctx: AppContext): void {
  held.delete(ctx);
}

/** POST /api/customize/getExchangeRate */
export async function getExchangeRate(
  ctx: AppContext,
  baseCurrency: string,
  quoteCurrency: string,
): Promise<ExchangeRateDto> {
  const rates = await currentRates(ctx);
  const exchangeRate = crossRate(rates.rates, baseCurrency, quoteCurrency);
  if (exchangeRate === null || exchangeRate <= 0) throw new AppError('EXCHANGE_RATE_NOT_RETURNED');
  return { exchangeRate, date: rates.date };
}

/** GET /api/customize/currencies */
export async function listCurrencies(ctx: AppContext): Promise<CurrenciesDto> {
  const rates = await currentRates(ctx);
  const currencies: CurrencyOptionDto[] = currencyCodes.data
    .filter((c) => !EXCLUDED_CURRENCY_CODES.has(c.code) && /^[A-Z]{3}$/.test(c.code))
    .map((c) => ({
      value: c.code,
      label: `${c.code} – ${c.currency}`,
      hasRate: c.code === ECB_BASE || rates.rates[c.code] !== undefined,
    }))
    .sort((a, b) => a.value.localeCompare(b.value));
  return { currencies, date: rates.date };
}
