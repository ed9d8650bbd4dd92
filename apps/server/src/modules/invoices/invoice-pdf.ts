/**
 * The invoice as a PDF (issue 14): what GET /api/invoices/:id answers, laid out on A4 with pdfkit and
 * its built-in Helvetica (no font files to ship). The provider's header, TAX INVOICE or CREDIT NOTE,
 * the numbers and dates (hub §9 DD MMM YYYY), the customer, the lines with their GST, the totals,
 * the local total for a foreign currency and the payments applied. Amounts go through the domain's
 * formatMoney from integer minor units, never floats. Streams are left uncompressed: the documents
 * are small, and the text stays readable in tests.
 */
import type { InvoiceDetailResponse } from '@navia/domain/contracts/invoices';
import { dayOf } from '@navia/domain/rules/filters/dates';
import { displayOrdNumber, TRANSACTION_CATEGORIES } from '@navia/domain/rules/invoices/constants';
import { formatMoney, money, sum } from '@navia/domain/rules/invoices/money';
import { formatNotificationDate } from '@navia/domain/rules/notifications';
import PDFDocument from 'pdfkit';

/** The provider's name as the e-mails write it. */
const PDF_BRAND = 'NAVIA';

const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
const RIGHT = PAGE.width - PAGE.margin;
const CONTENT_WIDTH = RIGHT - PAGE.margin;
const GREY = '#555555';
const RULE = '#bbbbbb';

type Column = { label: string; width: number; align?: 'left' | 'right' };
type Cell = string;

/** hub §9 `DD MMM YYYY` for a calendar day (YYYY-MM-DD) or an instant in the caller's zone. */
function displayDay(value: string | null, zone: string): string {
  if (!value) return '—';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : dayOf(new Date(value), zone);
  return formatNotificationDate(day);
}

/** An exchange rate without its trailing zeros: '1.53120000' → '1.5312'. */
function displayRate(rate: string): string {
  return rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate;
}

export type InvoicePdfOptions = { zone: string };

/** Renders the invoice; resolves to the PDF's bytes. */
export function renderInvoicePdf(detail: InvoiceDetailResponse, options: InvoicePdfOptions): Promise<Buffer> {
  const { invoice, lines, payments } = detail;
  const currency = invoice.TransactionCurrency;
  const amount = (minor: number) => formatMoney(money(minor, currency));
  const isCredit = invoice.TransactionType === 'CRD';
  const title = isCredit ? 'CREDIT NOTE' : 'TAX INVOICE';

  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: false,
    info: {
      Title: `${title} ${invoice.TransactionNumber}`,
      Author: PDF_BRAND,
      // A fixed date (the invoice's), so the same invoice renders to the same document.
      CreationDate: new Date(`${invoice.InvoiceDate}T00:00:00Z`),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const ensureRoom = (height: number) => {
    if (doc.y + height > PAGE.height - PAGE.margin) doc.addPage();
  };
  const rule = () => {
    doc.moveTo(PAGE.margin, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.moveDown(0.4);
  };
  const heading = (text: string) => {
    ensureRoom(40);
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).fillColor('black');
    doc.text(text, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
    doc.moveDown(0.3);
  };

  /** One row of cells; wraps long cells and starts a new page when the row does not fit. */
  const row = (columns: readonly Column[], cells: readonly Cell[], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    // A right-aligned cell keeps a wider gap to the next column.
    const inner = (c: Column) => c.width - (c.align === 'right' ? 14 : 6);
    const heights = columns.map((c, i) => doc.heightOfString(cells[i] ?? '', { width: inner(c) }));
    const height = Math.max(...heights);
    ensureRoom(height + 4);
    const top = doc.y;
    let x = PAGE.margin;
    columns.forEach((c, i) => {
      doc.text(cells[i] ?? '', x, top, { width: inner(c), align: c.align ?? 'left' });
      x += c.width;
    });
    doc.x = PAGE.margin;
    doc.y = top + height + 4;
  };
  const table = (columns: readonly Column[], rows: readonly (readonly Cell[])[]) => {
    row(
      columns,
      columns.map((c) => c.label),
      true,
    );
    rule();
    for (const cells of rows) row(columns, cells);
  };

  /** Label and value pairs in two columns of equal width. */
  const pairs = (left: readonly [string, string][], right: readonly [string, string][]) => {
    const half = CONTENT_WIDTH / 2;
    const block = (items: readonly [string, string][], x: number, top: number) => {
      doc.y = top;
      for (const [label, value] of items) {
        const y = doc.y;
        doc.font('Helvetica').fontSize(9).fillColor(GREY).text(label, x, y, { width: 95 });
        doc
          .font('Helvetica-Bold')
          .fillColor('black')
          .text(value, x + 95, y, { width: half - 105 });
        doc.moveDown(0.15);
      }
      return doc.y;
    };
    const top = doc.y;
    const bottom = Math.max(block(left, PAGE.margin, top), block(right, PAGE.margin + half, top));
    doc.x = PAGE.margin;
    doc.y = bottom;
  };

  // Header: the provider and the issuing branch on the left, the document's kind on the right.
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(22).fillColor('black').text(PDF_BRAND, PAGE.margin, top);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .text(`${invoice.TransactionOwnerName} (${invoice.TransactionOwner})`);
  const afterBrand = doc.y;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor('black')
    .text(title, PAGE.margin, top + 4, { width: CONTENT_WIDTH, align: 'right' });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(invoice.TransactionNumber, PAGE.margin, doc.y, { width: CONTENT_WIDTH, align: 'right' });
  doc.x = PAGE.margin;
  doc.y = Math.max(afterBrand, doc.y) + 12;
  rule();

  const category =
    TRANSACTION_CATEGORIES.find((c) => c.value === invoice.TransactionCategory)?.label ??
    invoice.TransactionCategory;
  pairs(
    [
      ['Customer', invoice.OrgCode],
      ['Group', invoice.OrgGroupCode],
      ['Shipment N°', invoice.ShipmentNumber ?? '—'],
      ['Order N°', displayOrdNumber(invoice.OrdNumberFull) ?? '—'],
      ['Category', category],
    ],
    [
      ['Transaction N°', invoice.TransactionNumber],
      ['Invoice date', displayDay(invoice.InvoiceDate, options.zone)],
      ['Post date', displayDay(invoice.PostDate, options.zone)],
      ['Due date', displayDay(invoice.DueDate, options.zone)],
      ['Status', invoice.InvoiceStatus],
      ['Currency', currency],
    ],
  );

  heading('Charges');
  table(
    [
      { label: 'Code', width: 70 },
      { label: 'Description', width: CONTENT_WIDTH - 70 - 100 - 90 },
      { label: `Amount (${currency})`, width: 100, align: 'right' },
      { label: 'GST', width: 90, align: 'right' },
    ],
    lines.map((l) => [l.chargeCode, l.description, amount(l.amount), amount(l.gstAmount)]),
  );
  rule();

  // Totals, right-aligned under the amounts.
  const subtotal = sum(
    lines.map((l) => money(l.amount, currency)),
    currency,
  );
  const totals: [string, string][] = [
    ['Subtotal', formatMoney(subtotal)],
    ['GST', amount(invoice.GSTAmount)],
    [isCredit ? 'Total credit' : 'Total', amount(invoice.InvoiceAmount)],
    ['Amount paid', amount(invoice.AmountPaid)],
    ['Outstanding', amount(invoice.OutstandingAmount)],
  ];
  if (invoice.TransactionCurrency !== invoice.LocalCurrency) {
    totals.push(
      ['Exchange rate', `1 ${currency} = ${displayRate(invoice.ExchangeRate)} ${invoice.LocalCurrency}`],
      [`Total in ${invoice.LocalCurrency}`, formatMoney(money(invoice.LocalTotal, invoice.LocalCurrency))],
    );
  }
  const labelX = RIGHT - 280;
  for (const [label, value] of totals) {
    ensureRoom(14);
    const y = doc.y;
    const strong = label.startsWith('Total') || label === 'Outstanding';
    doc
      .font(strong ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor('black')
      .text(label, labelX, y, { width: 150 });
    doc.text(value, labelX + 150, y, { width: 130 - 14, align: 'right' });
    doc.moveDown(0.2);
  }
  doc.x = PAGE.margin;

  heading('Payments applied');
  if (payments.length === 0) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text('No payments applied.', PAGE.margin, doc.y);
    doc.fillColor('black');
  } else {
    table(
      [
        { label: 'Payment ID', width: 110 },
        { label: 'Date', width: 70 },
        { label: 'Amount', width: 85, align: 'right' },
        { label: 'Gateway', width: 70 },
        { label: 'By', width: CONTENT_WIDTH - 110 - 70 - 85 - 70 - 70 },
        { label: 'Status', width: 70 },
      ],
      payments.map((p) => [
        p.PaymentId,
        displayDay(p.PaymentDate, options.zone),
        amount(p.PaidAmount),
        p.PaymentGateway,
        p.PaymentMadeBy,
        p.status,
      ]),
    );
  }

  doc.end();
  return done;
}
