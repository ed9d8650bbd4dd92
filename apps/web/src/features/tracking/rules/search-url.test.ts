import { describe, expect, it } from 'vitest';
import { readSearchUrl } from './search-url.ts';

const filtersOf = (query: string) =>
  readSearchUrl('tracking', 'SHIPARR7', undefined, new URLSearchParams(query)).filters;
const window7 = [{ ETA: { durationType: 'PrevNext', prevDuration: 0, nextDuration: 7 } }];

describe('the filters of a search URL', () => {
  it("fall back to the key's date window when absent, empty, broken or refused", () => {
    expect(filtersOf('')).toEqual(window7);
    expect(filtersOf('filters=')).toEqual(window7);
    expect(filtersOf('filters=%5B%7B')).toEqual(window7);
    expect(filtersOf(`filters=${encodeURIComponent('[{"Colour":"RED"}]')}`)).toEqual(window7);
  });

  it("are the URL's when valid, an empty set included (the window removed)", () => {
    expect(filtersOf(`filters=${encodeURIComponent('[{"Transport":"SEA"}]')}`)).toEqual([
      { Transport: 'SEA' },
    ]);
    expect(filtersOf('filters=%5B%5D')).toEqual([]);
  });
});
