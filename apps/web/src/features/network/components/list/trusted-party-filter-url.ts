/**
 * The trusted parties list's filter in the URL (STYLE 9: URL state lives in the URL), so a reload or
 * a shared link keeps it. The parameters carry the names of POST /api/trustedParties/filter's body
 * (connect §7 "filter object"): `text`, `country` and `type`. What the body would refuse is left out
 * when read, so a hand-edited link filters by what is valid in it and never answers 400.
 */
import { TRUSTED_PARTY_TYPE_MAX, type TrustedPartyFilter } from '@navia/domain/contracts/trusted-parties';
import { TYPEAHEAD_MIN_CHARS } from '@navia/domain/rules/filters/constants';

/** The filter the list applies: '' for a filter not set. */
export type TrustedPartyListFilter = { text: string; country: string; type: string };
type FilterKey = keyof TrustedPartyListFilter;

const FILTER_KEYS: readonly FilterKey[] = ['text', 'country', 'type'];
const TEXT_MAX = 100;
const COUNTRY_CODE = /^[A-Z]{2}$/;

/** connect §5: the type-ahead applies from 3 characters; fewer leave the whole list. */
export function appliedText(typed: string): string {
  const text = typed.trim().slice(0, TEXT_MAX);
  return text.length >= TYPEAHEAD_MIN_CHARS ? text : '';
}

export function readTrustedPartyFilter(params: URLSearchParams): TrustedPartyListFilter {
  const country = (params.get('country') ?? '').trim().toUpperCase();
  const type = (params.get('type') ?? '').trim();
  return {
    text: appliedText(params.get('text') ?? ''),
    country: COUNTRY_CODE.test(country) ? country : '',
    type: type.length <= TRUSTED_PARTY_TYPE_MAX ? type : '',
  };
}

/** The URL's parameters with the filter's changed: a cleared filter drops its parameter; others stay. */
export function withTrustedPartyFilter(
  params: URLSearchParams,
  patch: Partial<TrustedPartyListFilter>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) {
    const value = patch[key];
    if (value === undefined) continue;
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

export function hasTrustedPartyFilter(filter: TrustedPartyListFilter): boolean {
  return FILTER_KEYS.some((key) => filter[key] !== '');
}

/** The request body's filter fields: only those set (the server reads a missing one as "any"). */
export function filterBody(
  filter: TrustedPartyListFilter,
): Omit<TrustedPartyFilter, 'batchNo' | 'batchSize'> {
  return {
    ...(filter.text ? { text: filter.text } : {}),
    ...(filter.country ? { country: filter.country } : {}),
    ...(filter.type ? { type: filter.type } : {}),
  };
}
