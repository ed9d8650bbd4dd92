/**
 * CSV of a report's table (issue 13 "CSV export", built in the browser from the data shown):
 * RFC 4180 quoting, CRLF line ends, and a leading apostrophe for cells a spreadsheet would read as a
 * formula (OWASP CSV injection).
 */
export type CsvCell = string | number | null;

function cell(value: CsvCell): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
