/**
 * Quotes and rate cards (issue 18). A quote request is priced at once from the rate cards (domain
 * rules/quotes: selection, pricing, conversion at the ECB rates of modules/exchange-rates, ordering)
 * with the emissions model's CO2e over the port pair, or stored for staff to price
 * (manual-quote-required). Staff price it (the creator is notified); the customer accepts one
 * option. Staff (NA) maintain the rate cards, one by one or from a CSV file.
 */
import type { EndpointParsedInput } from '@navia/domain/contracts/endpoint';
import type { Quote, QuoteOption, QuoteRequest, quoteEndpoints } from '@navia/domain/contracts/quotes';
import { todayIn } from '@navia/domain/rules/invoices/status';
import { chargeableWeightKg, emissionWeightKg, transportModeOf } from '@navia/domain/rules/quotes/chargeable';
import {
  type AppliedRate,
  convertLines,
  MissingRateError,
  type RateLookup,
} from '@navia/domain/rules/quotes/conversion';
import { quoteCurrencyFor } from '@navia/domain/rules/quotes/currency';
import { manualDecision } from '@navia/domain/rules/quotes/manual';
import { buildOptions, quoteValidUntil } from '@navia/domain/rules/quotes/options';
import { isCsvText, parseRateCardCsv } from '@navia/domain/rules/quotes/rate-card-csv';
import { type CardSet, selectCardSets } from '@navia/domain/rules/quotes/selection';
import { acceptDecision } from '@navia/domain/rules/quotes/status';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, audit, auditWhoOf } from '../../lib/audit.ts';
import type { Scope } from '../../lib/scope.ts';
import { getExchangeRate } from '../exchange-rates/exchange-rates.service.ts';
import { pushQuoteNotifications, storeQuoteNotifications } from '../notifications/quote-notifications.ts';
import type { UserWithGroup } from '../users/users.repository.ts';
import { presentQuote, presentRateCard, quoteNumber } from './quotes.presenter.ts';
import * as repo from './quotes.repository.ts';

type Parsed<K extends keyof typeof quoteEndpoints> = EndpointParsedInput<(typeof quoteEndpoints)[K]>;
export type GetQuoteBody = Parsed<'getQuote'>['body'];
export type QuotesListBody = Parsed<'list'>['body'];
export type PriceQuoteBody = Parsed<'price'>['body'];
export type RateCardsListBody = Parsed<'rateCardsList'>['body'];
export type RateCardBody = Parsed<'rateCardCreate'>['body'];

export type QuoteCaller = {
  scope: Scope;
  user: UserWithGroup['user'];
  orgGroup: UserWithGroup['orgGroup'];
  /** The caller's home-country zone: "today" for validity. */
  zone: string;
  client: AuditClient;
};

/** Prices are money: who set a quote's price or changed a rate card is in the audit log. */
const auditPrice = (
  tx: Executor,
  ctx: AppContext,
  caller: QuoteCaller,
  type:
    | 'QUOTE_PRICED'
    | 'RATE_CARD_CREATED'
    | 'RATE_CARD_CHANGED'
    | 'RATE_CARD_DELETED'
    | 'RATE_CARDS_IMPORTED',
  target: string,
  detail?: string,
) =>
  audit(tx, {
    type,
    outcome: 'SUCCESS',
    who: auditWhoOf(caller.scope),
    client: caller.client,
    at: ctx.now(),
    target,
    detail: detail ?? null,
  });

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION', { message: `${field}: ${message}`, issues: [{ field, message }] });
const conflict = (message: string) => new AppError('CONFLICT', { message });
const notFound = () => new AppError('NOT_FOUND');

const todayOf = (ctx: AppContext, caller: QuoteCaller) => todayIn(caller.zone, ctx.now());

// ---------------------------------------------------------------------------------------------
// Rates and emissions
// ---------------------------------------------------------------------------------------------

/** The ECB rate from one currency to another, or null when the ECB publishes none for either. */
async function ecbRate(ctx: AppContext, from: string, to: string): Promise<AppliedRate | null> {
  try {
    const { exchangeRate, date } = await getExchangeRate(ctx, from, to);
    return { from, to, rate: exchangeRate, date };
  } catch (error) {
    if (error instanceof AppError && error.code === 'EXCHANGE_RATE_NOT_RETURNED') return null;
    throw error;
  }
}

/** A synchronous lookup over the rates into `to` of the currencies given, read beforehand. */
async function ratesInto(ctx: AppContext, currencies: Iterable<string>, to: string): Promise<RateLookup> {
  const known = new Map<string, AppliedRate | null>();
  for (const from of new Set(currencies)) known.set(from, from === to ? null : await ecbRate(ctx, from, to));
  return (from, target) => {
    if (from === target) return { from, to: target, rate: 1, date: '' };
    return target === to ? (known.get(from) ?? null) : null;
  };
}

/** The quote currency, refused (400 naming currency) when the ECB publishes no rate for it. */
async function checkedQuoteCurrency(ctx: AppContext, caller: QuoteCaller, requested: string | undefined) {
  const currency = quoteCurrencyFor({
    requested,
    orgSettings: caller.orgGroup?.generalSettings,
    orgCountry: caller.orgGroup?.country,
  });
  if (!(await ecbRate(ctx, currency, currency)))
    throw invalid('currency', `no exchange rate is published for ${currency}: choose another currency`);
  return currency;
}

/** The emissions model's kg CO2e for the cargo between the two ports (null: a port without coordinates). */
async function co2eFor(ctx: AppContext, request: QuoteRequest): Promise<number | null> {
  const found = await repo.findPortCoordinates(ctx.database.db, [request.origin, request.destination]);
  const from = found.find((p) => p.code === request.origin) ?? null;
  const to = found.find((p) => p.code === request.destination) ?? null;
  if (!from || !to) return null;
  const result = ctx.emissions.shipment(
    [{ transportMode: transportModeOf(request.mode), from, to }],
    emissionWeightKg(request.mode, request),
  );
  return result.kgCo2e === null ? null : Math.round(result.kgCo2e * 100) / 100;
}

// ---------------------------------------------------------------------------------------------
// Quotes
// ---------------------------------------------------------------------------------------------

/** The currencies a card set charges in. */
const setCurrencies = (set: CardSet) =>
  set.cards.flatMap((card) => [card.currency, ...card.surcharges.map((s) => s.currency)]);

/** POST /api/quotes/getQuote */
export async function getQuote(
  ctx: AppContext,
  caller: QuoteCaller,
  body: GetQuoteBody,
): Promise<{ quote: Quote }> {
  const { sortBy, ...request } = body;
  const db = ctx.database.db;
  const now = ctx.now();
  const today = todayOf(ctx, caller);
  const currency = await checkedQuoteCurrency(ctx, caller, request.currency);
  // A ready date already past is priced as of today.
  const day = request.readyDate < today ? today : request.readyDate;
  const cards = (
    await repo.findLaneRateCards(db, {
      mode: request.mode,
      origin: request.origin,
      destination: request.destination,
      day,
    })
  ).map(presentRateCard);
  const sets = selectCardSets(cards, {
    origin: request.origin,
    destination: request.destination,
    mode: request.mode,
    readyDate: day,
    containerTypes: request.containers.map((c) => c.containerType),
  });
  const decision = manualDecision(request, sets);
  let options: QuoteOption[] = [];
  if (!decision.manual) {
    const lookup = await ratesInto(ctx, decision.sets.flatMap(setCurrencies), currency);
    // A card in a currency the ECB does not publish cannot be converted: it is left out (logged).
    const convertible = decision.sets.filter((set) => {
      const missing = setCurrencies(set).filter((c) => !lookup(c, currency));
      if (missing.length > 0)
        ctx.log.warn(
          { rateCards: set.cards.map((c) => c._id), missing },
          'rate card currency has no ECB rate',
        );
      return missing.length === 0;
    });
    options = buildOptions({
      request,
      sets: convertible,
      currency,
      rates: lookup,
      today,
      sortBy,
      co2eKg: convertible.length > 0 ? await co2eFor(ctx, request) : null,
    });
  }
  const manual = options.length === 0;
  const row = await repo.insertQuote(db, {
    orgGroupId: caller.scope.orgGroupId,
    createdBy: caller.user.id,
    origin: request.origin,
    destination: request.destination,
    mode: request.mode,
    request,
    currency,
    options,
    carriers: [...new Set(options.map((o) => o.carrier))],
    status: manual ? 'AWAITING_PRICE' : 'INSTANT',
    manualQuoteRequired: manual,
    manualReason: manual ? (decision.reason ?? 'NO_RATE_CARD') : null,
    acceptedOptionId: null,
    validUntil: quoteValidUntil(options),
    createdAt: now,
    updatedAt: now,
  });
  return { quote: presentQuote(row, caller.user.fullname, today) };
}

/** POST /api/quotes/list */
export async function listQuotes(ctx: AppContext, caller: QuoteCaller, body: QuotesListBody) {
  const today = todayOf(ctx, caller);
  const { rows, total } = await repo.listVisibleQuotes(ctx.database.db, caller.scope, {
    filter: body.filter,
    status: body.status,
    today,
    offset: (body.batchNo - 1) * body.batchSize,
    limit: body.batchSize,
  });
  return { result: rows.map((r) => presentQuote(r.quote, r.creatorName, today)), total };
}

async function visibleQuote(ctx: AppContext, scope: Scope, quoteId: string) {
  const found = await repo.findVisibleQuote(ctx.database.db, scope, quoteId);
  if (!found) throw notFound();
  return found;
}

/** GET /api/quotes/:quoteId */
export async function getOneQuote(ctx: AppContext, caller: QuoteCaller, quoteId: string) {
  const found = await visibleQuote(ctx, caller.scope, quoteId);
  return { quote: presentQuote(found.quote, found.creatorName, todayOf(ctx, caller)) };
}

const ACCEPT_REFUSALS = {
  NOT_PRICED: 'This quote is waiting for its price: it can be accepted once it is priced.',
  EXPIRED: 'This quote has expired. Ask for a new quote.',
  OPTION_EXPIRED: 'The price of this option has expired. Choose another option or ask for a new quote.',
  OTHER_OPTION_ACCEPTED: 'Another option of this quote was already accepted.',
} as const;

/** POST /api/quotes/:quoteId/accept — idempotent for the option already accepted. */
export async function acceptQuote(ctx: AppContext, caller: QuoteCaller, quoteId: string, optionId: string) {
  const today = todayOf(ctx, caller);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const found = await visibleQuote(ctx, caller.scope, quoteId);
    const row = found.quote;
    const decision = acceptDecision(row, optionId, today);
    if (!decision.ok) {
      if (decision.why === 'UNKNOWN_OPTION') throw invalid('optionId', 'not an option of this quote');
      throw conflict(ACCEPT_REFUSALS[decision.why]);
    }
    if (decision.alreadyAccepted) return { quote: presentQuote(row, found.creatorName, today) };
    const updated = await repo.setQuoteAccepted(ctx.database.db, quoteId, {
      optionId,
      userId: caller.user.id,
      now: ctx.now(),
      from: row.status as 'INSTANT' | 'PRICED',
    });
    if (updated) return { quote: presentQuote(updated, found.creatorName, today) };
    // The quote changed meanwhile (priced again, accepted in another tab): decide again on what it is now.
  }
  throw conflict('This quote was changed meanwhile. Reload it and try again.');
}

/** POST /api/quotes/:quoteId/price (staff) */
export async function priceQuote(
  ctx: AppContext,
  caller: QuoteCaller,
  quoteId: string,
  body: PriceQuoteBody,
) {
  const db = ctx.database.db;
  const now = ctx.now();
  const today = todayOf(ctx, caller);
  const found = await visibleQuote(ctx, caller.scope, quoteId);
  const row = found.quote;
  if (row.status === 'ACCEPTED') throw conflict('This quote was already accepted: its price cannot change.');
  if (row.status === 'INSTANT')
    throw conflict('This quote was priced from the rate cards: only a manual quote is priced by staff.');
  body.options.forEach((o, i) => {
    if (o.validUntil < today) throw invalid(`options.${i}.validUntil`, 'must not be in the past');
  });
  const lookup = await ratesInto(
    ctx,
    body.options.flatMap((o) => o.breakdown.map((l) => l.amount.currency)),
    row.currency,
  );
  const chargeable = chargeableWeightKg(row.request.mode, row.request);
  const co2eKg = await co2eFor(ctx, row.request);
  const options: QuoteOption[] = body.options.map((o, i) => {
    let converted: ReturnType<typeof convertLines>;
    try {
      converted = convertLines(
        o.breakdown.map((l) => ({ code: l.code, label: l.label, original: l.amount })),
        row.currency,
        lookup,
      );
    } catch (error) {
      if (error instanceof MissingRateError)
        throw invalid(`options.${i}.breakdown`, `no exchange rate is published for ${error.currency}`);
      throw error;
    }
    return {
      optionId: `opt-${i + 1}`,
      carrier: o.carrier,
      serviceLevel: o.serviceLevel,
      transitDays: o.transitDays,
      validUntil: o.validUntil,
      chargeableWeightKg: chargeable,
      breakdown: converted.lines,
      total: converted.total,
      exchangeRates: converted.exchangeRates,
      co2eKg,
      rateCardId: null,
    };
  });
  const requester = await repo.requesterContact(db, row.createdBy);
  const notify = requester?.active === true && requester.notificationsActive;
  const result = await db.transaction(async (tx) => {
    const updated = await repo.setQuotePrice(tx, quoteId, {
      options,
      validUntil: quoteValidUntil(options),
      pricedBy: caller.user.id,
      now,
    });
    if (!updated) return null;
    await auditPrice(
      tx,
      ctx,
      caller,
      'QUOTE_PRICED',
      quoteId,
      `${options.length} option(s) in ${row.currency}`,
    );
    const number = quoteNumber(updated.seq);
    if (requester?.active) {
      // The requester asked and waited for this price: an e-mail too, whatever their notification setting.
      await ctx.mailer.enqueue(tx, {
        to: requester.email,
        subject: `Your quote ${number} has been priced`,
        text: [
          `Dear ${requester.fullname},`,
          '',
          `Your quote ${number} ${updated.origin} → ${updated.destination} has been priced: ${options.length} option(s), valid until ${quoteValidUntil(options)}.`,
          'Open it to compare the options and accept one to book.',
          '',
          `${ctx.config.NAVIA_PUBLIC_URL}/quotes?quote=${quoteId}`,
        ].join('\n'),
      });
    }
    const told = await storeQuoteNotifications(
      tx,
      {
        quoteId,
        recipients: notify ? [row.createdBy] : [],
        text: `Your quote ${number} ${updated.origin} → ${updated.destination} has been priced`,
        orgGroupId: updated.orgGroupId,
      },
      now,
    );
    return { updated, told };
  });
  if (!result) throw conflict('This quote was accepted meanwhile: its price cannot change.');
  pushQuoteNotifications(ctx, result.told);
  return { quote: presentQuote(result.updated, found.creatorName, today) };
}

// ---------------------------------------------------------------------------------------------
// Rate cards (NA staff)
// ---------------------------------------------------------------------------------------------

const cardValues = (card: RateCardBody): repo.RateCardValues => ({
  ...card,
  containerType: card.containerType ?? null,
  maxWeightKg: card.maxWeightKg ?? null,
});

export async function listRateCards(ctx: AppContext, body: RateCardsListBody) {
  const { rows, total } = await repo.listRateCards(ctx.database.db, {
    filter: body.filter,
    mode: body.mode,
    offset: (body.batchNo - 1) * body.batchSize,
    limit: body.batchSize,
  });
  return { result: rows.map(presentRateCard), total };
}

const laneOf = (card: RateCardBody) => `${card.origin}→${card.destination} ${card.mode} ${card.carrier}`;

export async function createRateCard(ctx: AppContext, caller: QuoteCaller, body: RateCardBody) {
  const row = await ctx.database.db.transaction(async (tx) => {
    const [created] = await repo.insertRateCards(tx, [cardValues(body)], caller.user.id, ctx.now());
    if (!created) throw new Error('rate card insert failed');
    await auditPrice(tx, ctx, caller, 'RATE_CARD_CREATED', created.id, laneOf(body));
    return created;
  });
  return { rateCard: presentRateCard(row) };
}

export async function updateRateCard(
  ctx: AppContext,
  caller: QuoteCaller,
  rateCardId: string,
  body: RateCardBody,
) {
  const row = await ctx.database.db.transaction(async (tx) => {
    const updated = await repo.updateRateCard(tx, rateCardId, cardValues(body), ctx.now());
    if (updated) await auditPrice(tx, ctx, caller, 'RATE_CARD_CHANGED', rateCardId, laneOf(body));
    return updated;
  });
  if (!row) throw notFound();
  return { rateCard: presentRateCard(row) };
}

export async function deleteRateCard(ctx: AppContext, caller: QuoteCaller, rateCardId: string) {
  const deleted = await ctx.database.db.transaction(async (tx) => {
    const done = await repo.deleteRateCard(tx, rateCardId);
    if (done) await auditPrice(tx, ctx, caller, 'RATE_CARD_DELETED', rateCardId);
    return done;
  });
  if (!deleted) throw notFound();
  return { ok: true as const };
}

export type RateCardUpload = { dryRun: boolean; bytes: Buffer };

/** POST /api/rateCards/import: a dry run reports; otherwise every row is created, or none. */
export async function importRateCards(ctx: AppContext, caller: QuoteCaller, upload: RateCardUpload) {
  if (!isCsvText(upload.bytes)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      message: 'file: this is not a CSV text file (UTF-8, with a header row).',
    });
  }
  const { cards, problems } = parseRateCardCsv(upload.bytes.toString('utf8'));
  const valid = cards.length;
  if (upload.dryRun || problems.length > 0) return { dryRun: upload.dryRun, valid, created: 0, problems };
  const created = await ctx.database.db.transaction(async (tx) => {
    const rows = await repo.insertRateCards(
      tx,
      cards.map((c) => cardValues(c.card)),
      caller.user.id,
      ctx.now(),
    );
    await auditPrice(tx, ctx, caller, 'RATE_CARDS_IMPORTED', `${rows.length} rate card(s)`);
    return rows;
  });
  return { dryRun: false, valid, created: created.length, problems: [] };
}
