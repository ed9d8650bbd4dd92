/**
 * The columns of each report (issue 15): the CSV header and cell order, and the PDF table's (with a
 * relative width each). Rows are plain records keyed by column key, built by the server from its
 * SQL; dates are calendar days in the group's zone and money is a decimal in the row's currency.
 */
import { type CsvCell, toCsv } from '../insights/csv.ts';
import type { ReportCode } from './catalogue.ts';

export type ReportColumn = {
  key: string;
  /** Upper case, in the words of the tracking and invoice tables (hub §2). */
  header: string;
  /** Share of the PDF table's width. */
  width: number;
  align?: 'left' | 'right';
};

export type ReportRow = Readonly<Record<string, CsvCell>>;

const shipmentColumns = (date: 'ETA' | 'ETD'): ReportColumn[] => [
  { key: 'ShipNumber', header: 'SHIP. NO.', width: 10 },
  { key: 'Transport', header: 'TRANSPORT', width: 7 },
  { key: 'Packing', header: 'PACKING', width: 6 },
  { key: 'Origin', header: 'ORIGIN', width: 7 },
  { key: 'Destination', header: 'DESTINATION', width: 8 },
  { key: 'Supplier', header: 'SUPPLIER', width: 14 },
  { key: 'Consignee', header: 'CONSIGNEE', width: 14 },
  { key: 'Vessel', header: 'VESSEL', width: 10 },
  { key: 'Voyage', header: 'VOYAGE', width: 6 },
  date === 'ETA' ? { key: 'ETD', header: 'ETD', width: 8 } : { key: 'ETA', header: 'ETA', width: 8 },
  { key: date, header: date, width: 8 },
  { key: 'Milestone', header: 'MILESTONE', width: 10 },
  { key: 'CustomsStatus', header: 'CUSTOMS STATUS', width: 9 },
];

export const REPORT_COLUMNS: Readonly<Record<ReportCode, readonly ReportColumn[]>> = {
  ARRIVALS_NEXT_WEEK: shipmentColumns('ETA'),
  DEPARTURES_NEXT_WEEK: shipmentColumns('ETD'),
  OVERDUE_INVOICES: [
    { key: 'TransactionNumber', header: 'TRANSACTION NO.', width: 12 },
    { key: 'ShipmentNumber', header: 'SHIP. NO.', width: 10 },
    { key: 'InvoiceDate', header: 'INVOICE DATE', width: 9 },
    { key: 'DueDate', header: 'DUE DATE', width: 9 },
    { key: 'DaysOverdue', header: 'DAYS OVERDUE', width: 7, align: 'right' },
    { key: 'Currency', header: 'CURRENCY', width: 6 },
    { key: 'InvoiceAmount', header: 'INVOICE AMOUNT', width: 10, align: 'right' },
    { key: 'AmountPaid', header: 'AMOUNT PAID', width: 10, align: 'right' },
    { key: 'OutstandingAmount', header: 'OUTSTANDING', width: 10, align: 'right' },
    { key: 'InvoiceStatus', header: 'STATUS', width: 11 },
  ],
  DELIVERY_REQUESTS: [
    { key: 'RequestedOn', header: 'REQUESTED ON', width: 9 },
    { key: 'ShipNumber', header: 'SHIP. NO.', width: 10 },
    { key: 'OrdNumber', header: 'ORDER NO.', width: 9 },
    { key: 'Kind', header: 'REQUEST', width: 8 },
    { key: 'Status', header: 'STATUS', width: 8 },
    { key: 'Location', header: 'DELIVERY LOCATION', width: 22 },
    { key: 'TransportMode', header: 'TRANSPORT', width: 7 },
    { key: 'ContainerMode', header: 'CONTAINER MODE', width: 8 },
    { key: 'Containers', header: 'CONTAINERS', width: 6, align: 'right' },
    { key: 'RequestedBy', header: 'REQUESTED BY', width: 13 },
  ],
};

/** The report as CSV: RFC 4180, CRLF, a UTF-8 BOM so spreadsheets read it, formula cells defused. */
export function reportCsv(code: ReportCode, rows: readonly ReportRow[]): string {
  const columns = REPORT_COLUMNS[code];
  return `\uFEFF${toCsv(
    columns.map((c) => c.header),
    rows.map((row) => columns.map((c) => row[c.key] ?? null)),
  )}`;
}
