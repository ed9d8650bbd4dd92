/** CSV of search rows (hub §2 "CSV export"): RFC 4180 quoting, dates as calendar days in the caller's zone. */
import type { ShipmentListRow } from '@navia/domain/contracts/shipments';
import { dayOf } from '@navia/domain/rules/filters/dates';

type CsvValue = string | number | null;
type CsvColumn = { header: string; value: (row: ShipmentListRow, zone: string) => CsvValue };

const day = (iso: string | null, zone: string) => (iso ? dayOf(new Date(iso), zone) : null);
const text = (key: keyof ShipmentListRow, header = key): CsvColumn => ({
  header,
  value: (row) => row[key] as CsvValue, // only scalar fields are listed below
});
const date = (key: keyof ShipmentListRow, header = key): CsvColumn => ({
  header,
  value: (row, zone) => day(row[key] as string | null, zone),
});

const CSV_COLUMNS: readonly CsvColumn[] = [
  text('ShipNumber'),
  text('OrdNumberFull'),
  text('ShipOrderReference'),
  text('Supplier'),
  text('ShipConsignee'),
  text('BuyerCode'),
  text('Buyer'),
  text('Transport'),
  text('Origin'),
  text('Destination'),
  date('ETD'),
  date('ETA'),
  date('ATD'),
  date('ATA'),
  date('STA'),
  text('ServiceLevel'),
  text('Packing'),
  { header: 'Priority', value: (row) => (row.priority ? 'YES' : 'NO') },
  text('Milestone'),
  text('CustomsStatus'),
  text('OrdStatus'),
  text('ClientShipmentID'),
  text('NoOfPacks'),
  text('HouseBill'),
  text('MasterBill'),
  text('PackType'),
  text('ActualWeight'),
  text('ChargeableWeight'),
  text('UnitOfWeight'),
  text('ActualVolume'),
  text('UnitOfVolume'),
  text('TotalCO2e'),
  text('Container'),
  date('OrdExWorks'),
  date('OrdInStore'),
  date('OrderDate'),
  date('PickupDate'),
  date('DeliveredDate'),
  text('CarrierName'),
  text('Vessel'),
  text('TranshipmentVessel'),
  text('Voyage'),
  text('LoadPort'),
  text('DischargePort'),
  text('DataSource'),
  text('Direction'),
];

const PLAIN_NUMBER = /^-\d+(\.\d+)?$/;

/**
 * One CSV field. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR at the start)
 * is prefixed with an apostrophe (OWASP "CSV injection"); a plain negative number (a credit note's
 * amount, "-12.34") is no formula and stays a number.
 */
export function csvField(value: CsvValue): string {
  if (value === null) return '';
  let out = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(out) && !PLAIN_NUMBER.test(out)) out = `'${out}`;
  return /[",\r\n]/.test(out) ? `"${out.replaceAll('"', '""')}"` : out;
}

export function csvHeader(): string {
  return `${CSV_COLUMNS.map((c) => csvField(c.header)).join(',')}\r\n`;
}

export function csvLine(row: ShipmentListRow, zone: string): string {
  return `${CSV_COLUMNS.map((c) => csvField(c.value(row, zone))).join(',')}\r\n`;
}
