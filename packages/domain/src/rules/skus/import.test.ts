import { describe, expect, it } from 'vitest';
import { readSkuImport, skuColumnOf } from './import.ts';

const file = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

describe('readSkuImport', () => {
  it('reads each row into SKU fields, with prices in minor units and defaults for empty codes', () => {
    const read = readSkuImport(
      file(
        'productNumber,productDescription,unitPrice,unitCurrency,unitOfMeasure,weightPerUnit,owner',
        'CAP-38,Screw cap 38 mm,12.50,usd,pcs,0.004,Selangor',
        'CAP-28,"Screw cap, 28 mm",,,,,',
      ),
    );
    expect(read.errors).toEqual([]);
    expect(
      read.rows.map((r) => [r.row, r.fields.productNumber, r.fields.unitPrice, r.fields.unitCurrency]),
    ).toEqual([
      [2, 'CAP-38', 1250, 'USD'],
      [3, 'CAP-28', null, null],
    ]);
    expect(read.rows[0]?.fields).toMatchObject({
      unitOfMeasure: 'PCS',
      weightPerUnit: 0.004,
      status: 'ACTIVE',
    });
    expect(read.rows[1]?.fields).toMatchObject({
      productDescription: 'Screw cap, 28 mm',
      unitOfMeasure: 'EA',
    });
    expect(read.rows[0]?.columns).toEqual([
      'productNumber',
      'productDescription',
      'unitPrice',
      'unitCurrency',
      'unitOfMeasure',
      'weightPerUnit',
    ]);
  });

  it('names the row (file line), the field and the problem of every bad row', () => {
    const read = readSkuImport(
      file(
        'productNumber,productDescription,unitPrice,unitCurrency,unitPerInnerPack',
        ',No number,1.00,USD,',
        'A-1,Ok,1.999,USD,',
        'A-2,Ok,5,XXX,',
        'A-3,Ok,5,,2.5',
        'A-1,Again,1,USD,',
        'A-4,Ok,1,JPY,',
      ),
    );
    expect(read.errors).toEqual([
      { row: 2, field: 'productNumber', message: 'This field is required.' },
      { row: 3, field: 'unitPrice', message: 'must be a price in USD with at most 2 decimals' },
      { row: 4, field: 'unitCurrency', message: expect.stringContaining('must be one of AUD, USD') },
      { row: 5, field: 'unitPerInnerPack', message: 'must be a whole number from 0 to 1,000,000' },
      { row: 5, field: 'unitCurrency', message: 'is required with a unit price' },
      { row: 6, field: 'productNumber', message: 'A-1 appears again (first in row 3)' },
    ]);
    expect(read.rows.map((r) => r.fields.productNumber)).toEqual(['A-4']);
  });

  it.each<[string, string, { row: number; field: string; message: string }[]]>([
    ['an empty file', '', [{ row: 1, field: 'file', message: 'the file is empty' }]],
    [
      'a header only',
      'productNumber,productDescription\n',
      [{ row: 1, field: 'file', message: 'the file has no rows' }],
    ],
    [
      'an unknown column and a missing one',
      'productNumber,colour\nA,red\n',
      [
        { row: 1, field: 'colour', message: 'is not a SKU column' },
        { row: 1, field: 'productDescription', message: 'the column is missing' },
      ],
    ],
    [
      'a price without its currency column',
      'productNumber,productDescription,unitPrice\nA,B,1\n',
      [{ row: 1, field: 'unitCurrency', message: 'the column is needed with unitPrice' }],
    ],
    [
      'a broken quote',
      'productNumber,productDescription\n"A,B\n',
      [{ row: 2, field: 'file', message: 'a quoted field is not closed' }],
    ],
  ])('refuses %s as a whole', (_name, text, errors) => {
    expect(readSkuImport(text)).toEqual({ rows: [], errors });
  });

  it('refuses a row with more fields than the header', () => {
    expect(readSkuImport('productNumber,productDescription\nA,B,C\n').errors).toEqual([
      { row: 2, field: 'row', message: 'has 3 fields; the header has 2' },
    ]);
  });
});

describe('skuColumnOf', () => {
  it.each([
    ['productNumber', 'productNumber'],
    ['PRODUCT NUMBER', 'productNumber'],
    ['Unit price', 'unitPrice'],
    ['unit_of_measure', 'unitOfMeasure'],
    ['Owner', 'ignored'],
    ['colour', null],
  ])('%s → %s', (header, column) => {
    expect(skuColumnOf(header)).toBe(column);
  });
});
