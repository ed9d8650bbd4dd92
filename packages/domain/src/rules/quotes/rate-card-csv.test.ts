import { describe, expect, it } from 'vitest';
import { RATE_CARD_CSV_COLUMNS } from '../../contracts/quotes.ts';
import { isCsvText, parseRateCardCsv } from './rate-card-csv.ts';

const header = RATE_CARD_CSV_COLUMNS.join(',');
const good =
  'CNSHA,AUMEL,SEA_FCL,40HC,Maersk,Standard,2026-11-01,2027-01-31,USD,185000,0,,26500,FUEL:PER_CONTAINER:32000:USD|DOCUMENTATION:PER_SHIPMENT:8500:AUD,16';
const air =
  'HKHKG,AU,AIR,,Cathay Cargo,Express,2026-11-01,2027-01-31,USD,0,7500,0:620|45:480|100:395,,SECURITY:PER_KG:15:USD,3';

describe('rate card CSV (issue 18)', () => {
  it('reads good rows', () => {
    const result = parseRateCardCsv(`${header}\n${good}\r\n${air}\n`);
    expect(result.problems).toEqual([]);
    expect(
      result.cards.map((c) => [c.line, c.card.carrier, c.card.surcharges.length, c.card.weightBreaks.length]),
    ).toEqual([
      [2, 'Maersk', 2, 0],
      [3, 'Cathay Cargo', 1, 3],
    ]);
    expect(result.cards[1]?.card.containerType).toBeNull();
  });

  it('takes the columns in any order', () => {
    const cols = [...RATE_CARD_CSV_COLUMNS].reverse();
    const row = good.split(',').reverse().join(',');
    expect(parseRateCardCsv(`${cols.join(',')}\n${row}`).cards).toHaveLength(1);
  });

  it.each<[string, string, { line: number; field: string }[]]>([
    ['empty file', '', [{ line: 1, field: 'file' }]],
    ['header only', header, [{ line: 2, field: 'file' }]],
    ['missing column', `${header.replace(',transitDays', '')}\n${good}`, [{ line: 1, field: 'transitDays' }]],
    ['unknown column', `${header},extra\n${good},x`, [{ line: 1, field: 'extra' }]],
    ['short row', `${header}\nCNSHA,AUMEL`, [{ line: 2, field: 'file' }]],
    ['bad mode', `${header}\n${good.replace('SEA_FCL', 'BOAT')}`, [{ line: 2, field: 'mode' }]],
    ['bad port', `${header}\n${good.replace('CNSHA', 'SHANGHAI')}`, [{ line: 2, field: 'origin' }]],
    [
      'dates reversed',
      `${header}\n${good.replace('2027-01-31', '2026-10-01')}`,
      [{ line: 2, field: 'validTo' }],
    ],
    ['non-integer rate', `${header}\n${good.replace('185000', '1850.5')}`, [{ line: 2, field: 'baseRate' }]],
    [
      'bad surcharge',
      `${header}\n${good.replace('FUEL:PER_CONTAINER:32000:USD', 'FUEL:32000')}`,
      [{ line: 2, field: 'surcharges' }],
    ],
    [
      'bad surcharge basis',
      `${header}\n${good.replace('PER_CONTAINER', 'PER_BOX')}`,
      [{ line: 2, field: 'surcharges' }],
    ],
    [
      'FCL without container type',
      `${header}\n${good.replace(',40HC,', ',,')}`,
      [{ line: 2, field: 'containerType' }],
    ],
    [
      'second row bad',
      `${header}\n${good}\n${air.replace('0:620', '0-620')}`,
      [{ line: 3, field: 'weightBreaks' }],
    ],
    ['unclosed quote', `${header}\n"${good}`, [{ line: 2, field: 'file' }]],
  ])('%s', (_label, text, problems) => {
    const result = parseRateCardCsv(text);
    expect(result.problems.map((p) => ({ line: p.line, field: p.field }))).toEqual(problems);
  });

  it.each<[string, Uint8Array, boolean]>([
    ['UTF-8 text', new TextEncoder().encode('a,b\r\nc,d\tü\n'), true],
    ['a PDF', new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0x01]), false],
    ['broken UTF-8', new Uint8Array([0x61, 0xff, 0xfe]), false],
  ])('content check: %s', (_label, bytes, ok) => {
    expect(isCsvText(bytes)).toBe(ok);
  });
});
