/**
 * Reading a CSV file of SKUs for the bulk import (issue 17): the header names the columns (the field
 * names of connect §3 SKU as the export writes them, or their labels; any case, spaces ignored), then
 * each row is checked with the typed schema the edit form uses (skuTextSchema), and a product number
 * may appear once in the file. Rows are numbered by the file's line (the header is row 1), as a
 * spreadsheet shows them. Pure: the server decides which rows create and which update.
 */
import { SKU_IMPORT_ROWS_MAX } from './constants.ts';
import { parseCsv } from './csv.ts';
import { SKU_FIELD_LABELS, SKU_FIELDS, type SkuField, type SkuFields, skuTextSchema } from './sku-fields.ts';

export type SkuImportIssue = { row: number; field: string; message: string };
export type SkuImportRow = {
  row: number;
  fields: SkuFields;
  /** The columns the file has: an existing SKU changes only in these. */
  columns: readonly SkuField[];
};
export type SkuImportRead = { rows: SkuImportRow[]; errors: SkuImportIssue[] };

/** Columns the export writes that the import leaves alone. */
const IGNORED_COLUMNS = new Set(['owner']);

const normal = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const COLUMN_NAMES = new Map<string, SkuField>(
  SKU_FIELDS.flatMap((f) => [
    [normal(f), f],
    [normal(SKU_FIELD_LABELS[f]), f],
  ]),
);

/** The SKU field a header names, 'ignored', or null when it names none. */
export function skuColumnOf(header: string): SkuField | 'ignored' | null {
  const name = normal(header);
  if (IGNORED_COLUMNS.has(name)) return 'ignored';
  return COLUMN_NAMES.get(name) ?? null;
}

export function readSkuImport(text: string): SkuImportRead {
  const parsed = parseCsv(text);
  if (!parsed.ok) return { rows: [], errors: [{ row: parsed.line, field: 'file', message: parsed.message }] };
  const [header, ...records] = parsed.records;
  if (!header) return { rows: [], errors: [{ row: 1, field: 'file', message: 'the file is empty' }] };

  const errors: SkuImportIssue[] = [];
  const columns: (SkuField | 'ignored' | null)[] = header.fields.map(skuColumnOf);
  const seenColumns = new Set<SkuField>();
  header.fields.forEach((name, i) => {
    const column = columns[i];
    if (column === undefined) return;
    if (column === null) {
      errors.push({ row: header.line, field: name, message: 'is not a SKU column' });
    } else if (column !== 'ignored') {
      if (seenColumns.has(column)) {
        errors.push({ row: header.line, field: name, message: 'appears twice in the header' });
      }
      seenColumns.add(column);
    }
  });
  for (const required of ['productNumber', 'productDescription'] as const) {
    if (!seenColumns.has(required)) {
      errors.push({ row: header.line, field: required, message: 'the column is missing' });
    }
  }
  if (seenColumns.has('unitPrice') && !seenColumns.has('unitCurrency')) {
    errors.push({ row: header.line, field: 'unitCurrency', message: 'the column is needed with unitPrice' });
  }
  if (records.length === 0) errors.push({ row: header.line, field: 'file', message: 'the file has no rows' });
  if (records.length > SKU_IMPORT_ROWS_MAX) {
    errors.push({ row: header.line, field: 'file', message: `at most ${SKU_IMPORT_ROWS_MAX} rows per file` });
  }
  if (errors.length > 0) return { rows: [], errors };

  const fileColumns = [...seenColumns];
  const rows: SkuImportRow[] = [];
  const firstRowOf = new Map<string, number>();
  for (const record of records) {
    if (record.fields.length > header.fields.length) {
      errors.push({
        row: record.line,
        field: 'row',
        message: `has ${record.fields.length} fields; the header has ${header.fields.length}`,
      });
      continue;
    }
    const typed: Record<string, string> = Object.fromEntries(SKU_FIELDS.map((f) => [f, '']));
    record.fields.forEach((value, i) => {
      const column = columns[i];
      if (column && column !== 'ignored') typed[column] = value;
    });
    // A product number appears once in the file, whether or not its rows are otherwise valid.
    const productNumber = (typed.productNumber ?? '').trim();
    const first = productNumber ? firstRowOf.get(productNumber) : undefined;
    if (productNumber && first === undefined) firstRowOf.set(productNumber, record.line);
    const result = skuTextSchema.safeParse(typed);
    if (first !== undefined) {
      errors.push({
        row: record.line,
        field: 'productNumber',
        message: `${productNumber} appears again (first in row ${first})`,
      });
    }
    if (!result.success) {
      for (const issue of result.error.issues) {
        errors.push({ row: record.line, field: String(issue.path[0] ?? 'row'), message: issue.message });
      }
      continue;
    }
    if (first !== undefined) continue;
    rows.push({ row: record.line, fields: result.data, columns: fileColumns });
  }
  return { rows, errors };
}
