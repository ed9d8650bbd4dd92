/**
 * Builds one report for one organisation group (issue 15): its rows from the repository's SQL under
 * the given scope, as the domain's columns, then the file in the report's format. The same build
 * serves a scheduled run, RUN NOW and a download on demand.
 */
import { type CalendarDay, dayOf, dayWindow, zoneOfCountry } from '@navia/domain/rules/filters/dates';
import { money, toDecimalText } from '@navia/domain/rules/invoices/money';
import { formatNotificationDate } from '@navia/domain/rules/notifications';
import { type ReportCode, type ReportFormat, reportFileName } from '@navia/domain/rules/reports/catalogue';
import { REPORT_COLUMNS, type ReportRow, reportCsv } from '@navia/domain/rules/reports/columns';
import {
  daysAfter,
  lastSevenDays,
  nextSevenDays,
  type ReportWindow,
} from '@navia/domain/rules/reports/schedule';
import type { Executor } from '../../db/client.ts';
import type { Scope } from '../../lib/scope.ts';
import { presentInvoice } from '../invoices/invoices.presenter.ts';
import { renderReportPdf } from './report-pdf.ts';
import * as repo from './reports.repository.ts';

export type ReportGroup = { id: string; code: string; name: string; country: string };

export type BuiltReport = {
  rows: readonly ReportRow[];
  bytes: Buffer;
  fileName: string;
  contentType: string;
  /** 'Period: 28 Nov 2026 – 04 Dec 2026' (the group's days). */
  period: string;
};

const day = (instant: Date | null, zone: string) => (instant ? dayOf(instant, zone) : null);
const windowText = (w: ReportWindow) =>
  `Period: ${formatNotificationDate(w.firstDay)} – ${formatNotificationDate(w.lastDay)}`;

async function rowsOf(
  db: Executor,
  on: { scope: Scope; orgGroupId: string },
  code: ReportCode,
  at: Date,
  zone: string,
): Promise<{ rows: ReportRow[]; period: string; today: CalendarDay }> {
  switch (code) {
    case 'ARRIVALS_NEXT_WEEK':
    case 'DEPARTURES_NEXT_WEEK': {
      const w = nextSevenDays(at, zone);
      const found = await repo.shipmentsDue(
        db,
        on,
        code === 'ARRIVALS_NEXT_WEEK' ? 'eta' : 'etd',
        dayWindow(w.firstDay, w.lastDay, zone),
      );
      const rows = found.map((s) => ({
        ShipNumber: s.shipNumber,
        Transport: s.transportMode,
        Packing: s.packing,
        Origin: s.origin,
        Destination: s.destination,
        Supplier: s.supplier,
        Consignee: s.consignee,
        Vessel: s.vessel,
        Voyage: s.voyage,
        ETD: day(s.etd, zone),
        ETA: day(s.eta, zone),
        Milestone: s.milestone,
        CustomsStatus: s.customsStatus,
      }));
      return { rows, period: windowText(w), today: w.today };
    }
    case 'OVERDUE_INVOICES': {
      const today = dayOf(at, zone);
      const found = await repo.overdueInvoices(db, on, today);
      // The domain's status rule decides, as on the invoice screens.
      const rows = found
        .map((r) => presentInvoice(r, today))
        .filter((i) => i.InvoiceStatus === 'PAYMENT OVERDUE')
        .map((i) => {
          const decimal = (minor: number) => toDecimalText(money(minor, i.TransactionCurrency));
          return {
            TransactionNumber: i.TransactionNumber,
            ShipmentNumber: i.ShipmentNumber,
            InvoiceDate: i.InvoiceDate,
            DueDate: i.DueDate,
            DaysOverdue: daysAfter(i.DueDate, today),
            Currency: i.TransactionCurrency,
            InvoiceAmount: decimal(i.InvoiceAmount),
            AmountPaid: decimal(i.AmountPaid),
            OutstandingAmount: decimal(i.OutstandingAmount),
            InvoiceStatus: i.InvoiceStatus,
          };
        });
      return { rows, period: `On ${formatNotificationDate(today)}`, today };
    }
    case 'DELIVERY_REQUESTS': {
      const w = lastSevenDays(at, zone);
      const found = await repo.deliveryRequestsMade(db, on, dayWindow(w.firstDay, w.lastDay, zone));
      const rows = found.map((r) => ({
        RequestedOn: dayOf(r.createdAt, zone),
        ShipNumber: r.shipNumber,
        OrdNumber: r.ordNumber,
        Kind: r.kind,
        Status: r.status,
        Location: `${r.locationLabel}, ${r.locationAddress}`,
        TransportMode: r.transportMode,
        ContainerMode: r.containerMode,
        Containers: r.containers,
        RequestedBy: r.requestedBy,
      }));
      return { rows, period: windowText(w), today: w.today };
    }
  }
}

/** The time of day in the zone, HH:MM. */
const clockOf = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/**
 * The report of `group` as of `at` (a scheduled run's instant, or now), under `scope` (the group's
 * own, or the downloading caller's), in `format`.
 */
export async function buildReport(
  db: Executor,
  input: {
    scope: Scope;
    group: ReportGroup;
    code: ReportCode;
    name: string;
    format: ReportFormat;
    at: Date;
  },
): Promise<BuiltReport> {
  const zone = zoneOfCountry(input.group.country);
  const { rows, period, today } = await rowsOf(
    db,
    { scope: input.scope, orgGroupId: input.group.id },
    input.code,
    input.at,
    zone,
  );
  const fileName = reportFileName(input.code, input.group.code, today, input.format);
  if (input.format === 'CSV') {
    return {
      rows,
      period,
      fileName,
      contentType: 'text/csv; charset=utf-8',
      bytes: Buffer.from(reportCsv(input.code, rows), 'utf8'),
    };
  }
  const bytes = await renderReportPdf({
    title: input.name,
    orgGroup: input.group,
    period,
    generated: `${formatNotificationDate(today)} ${clockOf(input.at, zone)} (${zone})`,
    createdAt: input.at,
    columns: REPORT_COLUMNS[input.code],
    rows,
  });
  return { rows, period, fileName, contentType: 'application/pdf', bytes };
}
