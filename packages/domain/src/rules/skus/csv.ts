/**
 * A small RFC 4180 CSV reader for the SKU import (no CSV parser is among the project's dependencies;
 * the export writes with the server's shipments/csv.ts csvField). Fields are separated by commas and records by CRLF or LF; a field in
 * double quotes may hold commas, line breaks and doubled quotes (""). A leading byte-order mark is
 * dropped, and blank lines are skipped. Each record keeps the line it starts on, for error messages.
 */

export type CsvRecord = { line: number; fields: string[] };
export type CsvParse = { ok: true; records: CsvRecord[] } | { ok: false; line: number; message: string };

export function parseCsv(input: string): CsvParse {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let quoted = false; // inside a quoted field
  let wasQuoted = false; // the current field was quoted (text after its closing quote is an error)

  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
  };

  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        wasQuoted = true;
        i += 1;
        continue;
      }
      if (c === '\n') line += 1;
      field += c;
      i += 1;
      continue;
    }
    if (c === ',') {
      endField();
      i += 1;
      continue;
    }
    if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line += 1;
      recordLine = line;
      continue;
    }
    if (wasQuoted) {
      return { ok: false, line, message: 'a quoted field must end at a comma or the end of the line' };
    }
    if (c === '"') {
      if (field !== '') return { ok: false, line, message: 'a quote may only start a field' };
      quoted = true;
      i += 1;
      continue;
    }
    field += c;
    i += 1;
  }
  if (quoted) return { ok: false, line: recordLine, message: 'a quoted field is not closed' };
  if (field !== '' || fields.length > 0 || wasQuoted) endRecord();
  return { ok: true, records };
}
