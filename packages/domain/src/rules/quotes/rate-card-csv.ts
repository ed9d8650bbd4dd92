/**
 * The rate card CSV import (issue 18; designed). The file is UTF-8 text (checked from its bytes: it
 * decodes as UTF-8 and holds no control characters but tab, CR and LF) with a header row naming
 * RATE_CARD_CSV_COLUMNS, in any order, each once, and no others. Each following row is one card:
 * - containerType, maxWeightKg: empty for none; minimumCharge empty for 0;
 * - weightBreaks: "minKg:ratePerKg" pairs joined by "|" (e.g. "0:620|45:480|100:395");
 * - surcharges: "CODE:BASIS:amount:CURRENCY" joined by "|" (e.g. "FUEL:PER_KG:85:USD");
 * - money in integer minor units, as the API takes it.
 * Every problem is reported with its line (the header is line 1) and field (the column, or
 * `file` for the file itself); a row with problems is not taken.
 */
import {
  RATE_CARD_CSV_COLUMNS,
  RATE_CARD_IMPORT_MAX_ROWS,
  type RateCardInput,
  rateCardInputSchema,
} from '../../contracts/quotes.ts';
import { parseCsv } from '../skus/csv.ts';

export type ImportProblem = { line: number; field: string; message: string };
export type ParsedRateCard = { line: number; card: ReturnType<typeof rateCardInputSchema.parse> };
export type RateCardCsvResult = { cards: ParsedRateCard[]; problems: ImportProblem[] };

/** Whether bytes are UTF-8 text a CSV can be (no NUL or other control characters but tab, CR, LF). */
export function isCsvText(bytes: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the check is for control characters
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
}

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A cell as the schema's input: numbers from digits (else the text, for the schema to refuse). */
const num = (cell: string): number | string => (NUMBER.test(cell) ? Number(cell) : cell);
const int = (cell: string): number | string => (INTEGER.test(cell) ? Number(cell) : cell);

function splitList(cell: string): string[] {
  return cell === '' ? [] : cell.split('|').map((s) => s.trim());
}

/** One row's cells as rateCardInput, or the problems of its list cells. */
function rowInput(
  cells: Record<string, string>,
  line: number,
  problems: ImportProblem[],
): Record<string, unknown> | null {
  let ok = true;
  const weightBreaks = splitList(cells.weightBreaks ?? '').map((pair) => {
    const parts = pair.split(':');
    if (parts.length !== 2) {
      ok = false;
      problems.push({ line, field: 'weightBreaks', message: `"${pair}" is not minKg:ratePerKg` });
    }
    return { minKg: num(parts[0] ?? ''), ratePerKg: int(parts[1] ?? '') };
  });
  const surcharges = splitList(cells.surcharges ?? '').map((item) => {
    const parts = item.split(':');
    if (parts.length !== 4) {
      ok = false;
      problems.push({ line, field: 'surcharges', message: `"${item}" is not CODE:BASIS:amount:CURRENCY` });
    }
    return {
      code: (parts[0] ?? '').toUpperCase(),
      basis: (parts[1] ?? '').toUpperCase(),
      amount: int(parts[2] ?? ''),
      currency: parts[3] ?? '',
    };
  });
  if (!ok) return null;
  return {
    origin: cells.origin,
    destination: cells.destination,
    mode: (cells.mode ?? '').toUpperCase(),
    containerType: cells.containerType ? cells.containerType.toUpperCase() : null,
    carrier: cells.carrier,
    serviceLevel: cells.serviceLevel,
    validFrom: cells.validFrom,
    validTo: cells.validTo,
    currency: cells.currency,
    baseRate: int(cells.baseRate ?? ''),
    minimumCharge: cells.minimumCharge ? int(cells.minimumCharge) : 0,
    weightBreaks,
    maxWeightKg: cells.maxWeightKg ? num(cells.maxWeightKg) : null,
    surcharges,
    transitDays: int(cells.transitDays ?? ''),
  };
}

/** Reads a rate card CSV: the cards of the rows without problems, and every problem found. */
export function parseRateCardCsv(text: string): RateCardCsvResult {
  const parsed = parseCsv(text);
  if (!parsed.ok)
    return { cards: [], problems: [{ line: parsed.line, field: 'file', message: parsed.message }] };
  const [header, ...rows] = parsed.records;
  if (!header)
    return {
      cards: [],
      problems: [{ line: 1, field: 'file', message: 'the file is empty: a header row is needed' }],
    };
  const names = header.fields.map((f) => f.trim());
  const problems: ImportProblem[] = [];
  const known = new Set<string>(RATE_CARD_CSV_COLUMNS);
  for (const name of names) {
    if (!known.has(name))
      problems.push({ line: header.line, field: name || 'file', message: `unknown column "${name}"` });
  }
  for (const column of RATE_CARD_CSV_COLUMNS) {
    const count = names.filter((n) => n === column).length;
    if (count === 0)
      problems.push({ line: header.line, field: column, message: 'this column is missing from the header' });
    if (count > 1)
      problems.push({ line: header.line, field: column, message: 'this column appears more than once' });
  }
  if (problems.length > 0) return { cards: [], problems };
  if (rows.length === 0)
    return {
      cards: [],
      problems: [{ line: 2, field: 'file', message: 'the file has no rate cards under its header' }],
    };
  if (rows.length > RATE_CARD_IMPORT_MAX_ROWS)
    return {
      cards: [],
      problems: [
        {
          line: header.line,
          field: 'file',
          message: `at most ${RATE_CARD_IMPORT_MAX_ROWS} rate cards in one file`,
        },
      ],
    };
  const cards: ParsedRateCard[] = [];
  for (const row of rows) {
    if (row.fields.length !== names.length) {
      problems.push({
        line: row.line,
        field: 'file',
        message: `${row.fields.length} fields where the header has ${names.length}`,
      });
      continue;
    }
    const cells = Object.fromEntries(names.map((n, i) => [n, (row.fields[i] ?? '').trim()]));
    const input = rowInput(cells, row.line, problems);
    if (!input) continue;
    const result = rateCardInputSchema.safeParse(input satisfies Record<string, unknown> as RateCardInput);
    if (result.success) {
      cards.push({ line: row.line, card: result.data });
      continue;
    }
    for (const issue of result.error.issues) {
      const [column, ...rest] = issue.path.map(String);
      problems.push({
        line: row.line,
        field: column ?? 'file',
        message: rest.length > 0 ? `${rest.join('.')}: ${issue.message}` : issue.message,
      });
    }
  }
  return { cards, problems };
}
