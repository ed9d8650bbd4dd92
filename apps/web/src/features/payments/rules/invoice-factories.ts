/** Test data for the invoice screens: rows shaped as the shared invoice schema declares them. */
import type { InvoiceRow } from '@navia/domain/contracts/invoices';

export function buildInvoiceRow(overrides: Partial<InvoiceRow> = {}): InvoiceRow {
  const currency = overrides.TransactionCurrency ?? 'AUD';
  return {
    _id: 'inv-1',
    ShipmentNumber: 'S00001234',
    TransactionNumber: 'INV-1001',
    DueDate: '2026-12-12',
    TransactionCurrency: currency,
    Currency: currency,
    InvoiceAmount: 110_000,
    GSTAmount: 10_000,
    LocalCurrency: 'AUD',
    LocalTotal: 110_000,
    AmountPaid: 0,
    OutstandingAmount: 110_000,
    OSTotal: 110_000,
    InvoiceStatus: 'OUTSTANDING',
    ExchangeRate: '1',
    FullyPaidDate: null,
    InvoiceDate: '2026-11-12',
    PostDate: '2026-11-12',
    OrgCode: 'ACMESYD',
    TransactionOwner: 'ACMESYD',
    TransactionOwnerName: 'Acme Retail Sydney',
    TransactionType: 'INV',
    TransactionCategory: 'FRT',
    OrdNumberFull: 'ORD-5001-0',
    OrgGroupCode: 'ACME',
    ...overrides,
  };
}
