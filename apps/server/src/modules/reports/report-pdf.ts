/**
 * A report as a PDF (issue 15): the report's columns (rules/reports/columns.ts) as a table on A4
 * landscape, laid out with pdfkit and its built-in Helvetica as the invoice PDF is
 * (modules/invoices/invoice-pdf.ts): the provider, the report's name, the group, the period and when
 * it was made, then the rows, the header repeated on each page. Uncompressed: small, and readable in
 * tests.
 */
import type { ReportColumn, ReportRow } from '@navia/domain/rules/reports/columns';
import PDFDocument from 'pdfkit';

const PDF_BRAND = 'NAVIA';
const PAGE = { width: 841.89, height: 595.28, margin: 36 } as const;
const RIGHT = PAGE.width - PAGE.margin;
const CONTENT_WIDTH = RIGHT - PAGE.margin;
const GREY = '#555555';
const RULE = '#bbbbbb';

export type ReportPdfInput = {
  title: string;
  orgGroup: { code: string; name: string };
  /** 'Period: 28 Nov 2026 – 04 Dec 2026', 'On 28 Nov 2026'. */
  period: string;
  /** When it was made, as the group reads it. */
  generated: string;
  createdAt: Date;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
};

export function renderReportPdf(input: ReportPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: PAGE.margin,
    compress: false,
    info: {
      Title: `${input.title} ${input.orgGroup.code}`,
      Author: PDF_BRAND,
      CreationDate: input.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const totalWidth = input.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = input.columns.map((c) => (c.width / totalWidth) * CONTENT_WIDTH);
  // A right-aligned cell keeps a wider gap to the next column.
  const inner = (i: number) => (widths[i] ?? 0) - (input.columns[i]?.align === 'right' ? 12 : 4);
  const rule = () => {
    doc.moveTo(PAGE.margin, doc.y).lineTo(RIGHT, doc.y).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.moveDown(0.3);
  };
  const row = (cells: readonly string[], bold: boolean) => {
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(7.5)
      .fillColor('black');
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: inner(i) }));
    const height = Math.max(...heights);
    const top = doc.y;
    let x = PAGE.margin;
    cells.forEach((cell, i) => {
      const align = input.columns[i]?.align ?? 'left';
      doc.text(cell, x, top, { width: inner(i), align });
      x += widths[i] ?? 0;
    });
    doc.x = PAGE.margin;
    doc.y = top + height + 3;
  };
  const header = () => {
    row(
      input.columns.map((c) => c.header),
      true,
    );
    rule();
  };

  doc.font('Helvetica-Bold').fontSize(18).fillColor('black').text(PDF_BRAND, PAGE.margin, doc.y);
  doc.font('Helvetica-Bold').fontSize(14).text(input.title);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(GREY)
    .text(`${input.orgGroup.name} (${input.orgGroup.code})`)
    .text(input.period)
    .text(`Generated ${input.generated} · ${input.rows.length} row(s)`);
  doc.fillColor('black').moveDown(0.8);
  rule();
  header();
  if (input.rows.length === 0) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY).text('No rows for this period.', PAGE.margin, doc.y);
  }
  for (const r of input.rows) {
    const cells = input.columns.map((c) => {
      const value = r[c.key];
      return value === null || value === undefined ? '' : String(value);
    });
    doc.font('Helvetica').fontSize(7.5);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: inner(i) })));
    if (doc.y + height + 3 > PAGE.height - PAGE.margin) {
      doc.addPage();
      header();
    }
    row(cells, false);
  }
  doc.end();
  return done;
}
