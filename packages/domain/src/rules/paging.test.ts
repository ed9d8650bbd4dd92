import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, clampPage, pageCountOf, pageRangeText, rowsOfPage } from './paging.ts';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('admin list pages', () => {
  it.each([
    [0, 1, 1, ''],
    [25, 1, 1, '1–25 of 25'],
    [26, 2, 2, '26–26 of 26'],
    [130, 9, 6, '126–130 of 130'],
  ])('%i rows, page %i: %i pages, "%s"', (total, page, pages, text) => {
    expect(pageCountOf(total)).toBe(pages);
    expect(pageRangeText(page, total)).toBe(text);
  });

  it('shows 25 rows a page', () => {
    expect(ADMIN_PAGE_SIZE).toBe(25);
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(25)).toBe(1);
    expect(pageCountOf(26)).toBe(2);
    expect(pageCountOf(130)).toBe(6);
  });

  it('slices the rows of a page, the last one short', () => {
    expect(rowsOfPage(numbers(130), 1)).toEqual(numbers(25));
    expect(rowsOfPage(numbers(130), 6)).toEqual([126, 127, 128, 129, 130]);
  });

  it('keeps a page past the end on the last page (after a delete)', () => {
    expect(clampPage(3, 50)).toBe(2);
    expect(clampPage(0, 50)).toBe(1);
    expect(rowsOfPage(numbers(50), 3)).toEqual(numbers(50).slice(25));
  });

  it("counts the page's rows as '1–25 of 130'", () => {
    expect(pageRangeText(1, 130)).toBe('1–25 of 130');
    expect(pageRangeText(6, 130)).toBe('126–130 of 130');
    expect(pageRangeText(1, 3)).toBe('1–3 of 3');
    expect(pageRangeText(1, 0)).toBe('');
  });
});
