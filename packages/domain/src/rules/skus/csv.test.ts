import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';

const fieldsOf = (text: string) => {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.records.map((r) => r.fields);
};

describe('parseCsv (RFC 4180)', () => {
  it.each<[string, string, string[][]]>([
    [
      'plain fields, CRLF',
      'a,b\r\n1,2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'LF and no final line break',
      'a,b\n1,2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'empty fields',
      'a,,c\n,,\n',
      [
        ['a', '', 'c'],
        ['', '', ''],
      ],
    ],
    ['a quoted comma', '"a,b",c', [['a,b', 'c']]],
    ['a doubled quote', '"say ""hi""",x', [['say "hi"', 'x']]],
    [
      'a line break inside quotes',
      '"one\ntwo",x\ny,z',
      [
        ['one\ntwo', 'x'],
        ['y', 'z'],
      ],
    ],
    ['a byte-order mark', '\uFEFFa,b\n', [['a', 'b']]],
    ['blank lines skipped', 'a\n\n\nb\n', [['a'], ['b']]],
    ['a quoted empty last field', 'a,""', [['a', '']]],
  ])('%s', (_name, text, expected) => {
    expect(fieldsOf(text)).toEqual(expected);
  });

  it('numbers each record by the line it starts on', () => {
    const parsed = parseCsv('h\n"x\ny"\n\nz\n');
    expect(parsed.ok && parsed.records.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it.each([
    ['an unclosed quote', 'a,"b\n', 1],
    ['text after a closing quote', 'a\n"b"c,d', 2],
    ['a quote inside an unquoted field', 'ab"c', 1],
  ])('refuses %s, naming the line', (_name, text, line) => {
    expect(parseCsv(text)).toMatchObject({ ok: false, line });
  });
});
