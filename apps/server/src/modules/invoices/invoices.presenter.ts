/** Invoices as the answers carry them (hub §3 Invoice): statuses and outstanding amounts from the domain's rules. */
import type { InvoiceRow } from '@navia/domain/contracts/invoices';
import type { CalendarDay } from '@navia/domain/rules/filters/dates';
import { convert, money } from '@navia/domain/rules/invoices/money';
import { deriveInvoiceStatus, outstandingAmount } from '@navia/domain/rules/invoices/status';
import type { InvoiceRecord } from './invoices.repository.ts';

export function presentInvoice(r: InvoiceRecord, today: CalendarDay): InvoiceRow {
  const amounts = {
    invoiceAmount: money(r.invoiceAmount, r.currency),
    amountPaid: money(r.amountPaid, r.currency),
    dueDate: r.dueDate,
  };
  const owed = outstandingAmount(amounts);
  return {
    _id: r.id,
    ShipmentNumber: r.shipmentNumber,
    TransactionNumber: r.transactionNumber,
    DueDate: r.dueDate,
    TransactionCurrency: r.currency,
    Currency: r.currency,
    InvoiceAmount: r.invoiceAmount,
    GSTAmount: r.gstAmount,
    LocalCurrency: r.localCurrency,
    LocalTotal: r.localTotal,
    AmountPaid: r.amountPaid,
    OutstandingAmount: owed.amount,
    OSTotal: convert(owed, r.exchangeRate, r.localCurrency).amount,
    InvoiceStatus: deriveInvoiceStatus(amounts, today),
    ExchangeRate: r.exchangeRate,
    FullyPaidDate: r.fullyPaidDate,
    InvoiceDate: r.invoiceDate,
    PostDate: r.postDate,
    OrgCode: r.orgCode,
    TransactionOwner: r.transactionOwner,
    TransactionOwnerName: r.transactionOwnerName,
    TransactionType: r.transactionType,
    TransactionCategory: r.transactionCategory,
    OrdNumberFull: r.ordNumberFull,
    OrgGroupCode: r.orgGroupCode,
  };
}
