import { formatSkuPrice } from '@navia/domain/rules/skus/money';
import { describe, expect, it } from 'vitest';
import { formatChangeDate, formatDay, withUnit } from './sku-format.ts';

const changed = new Date(2026, 8, 5, 14, 5).toISOString();
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('SKU days, changes and prices in the user language (issue 13)', () => {
  it.each([
    ['en-GB', '05 Sep 2026', '05 Sep 2026 14:05', 'US$12.50', '1,234.5 KG'],
    ['en-US', '05 Sep 2026', '05 Sep 2026 02:05 PM', '$12.50', '1,234.5 KG'],
    ['ms-MY', '05 Sep 2026', '05 Sep 2026 02:05 PTG', 'USD 12.50', '1,234.5 KG'],
    ['hu-HU', '05 Szept 2026', '05 Szept 2026 14:05', '12,50 USD', '1234,5 KG'],
  ])('%s', (locale, day, change, price, weight) => {
    expect(formatDay(changed, locale)).toBe(day);
    expect(spaces(formatChangeDate(changed, locale))).toBe(change);
    expect(spaces(formatSkuPrice(1250, 'USD', locale))).toBe(price);
    expect(spaces(withUnit(1234.5, locale, 'KG'))).toBe(weight);
  });

  it('shows a dash without a price', () => {
    expect(formatSkuPrice(null, 'USD', 'hu-HU')).toBe('—');
  });
});
