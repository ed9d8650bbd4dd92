/**
 * The invoice and payment searches' filter catalogues (hub §5 "Filter field types for invoices",
 * hub §3 invoice and payment search states): the tracking search's filter machinery over an
 * invoice's and a payment's fields. The SQL of each key lives in the server's invoices repository.
 */
import {
  dateFilter,
  dropdownFilter,
  type RecordFilterDefinition,
  rangeFilter,
  recordFilters,
  textFilter,
} from '../filters/record-filters.ts';
import { INVOICE_CURRENCIES, INVOICE_STATUSES } from './options.ts';

/** hub §5: dropdowns Currency and InvoiceStatus; dates DueDate, InvoiceDate, PaidDate; texts; ranges. */
export const INVOICE_FILTER_CATALOGUE = {
  Currency: dropdownFilter('CURRENCY', INVOICE_CURRENCIES),
  InvoiceStatus: dropdownFilter('INVOICE STATUS', INVOICE_STATUSES),
  DueDate: dateFilter('DUE DATE'),
  InvoiceDate: dateFilter('INVOICE DATE'),
  PaidDate: dateFilter('PAID DATE'),
  TransactionNumber: textFilter('TRANSACTION N°'),
  ShipmentNumber: textFilter('SHIPMENT N°'),
  AmountPaid: rangeFilter('AMOUNT PAID'),
  OutstandingAmount: rangeFilter('OUTSTANDING AMOUNT'),
  InvoiceAmount: rangeFilter('INVOICE AMOUNT'),
} as const satisfies Record<string, RecordFilterDefinition>;

export type InvoiceFilterKey = keyof typeof INVOICE_FILTER_CATALOGUE;
export const invoiceFilters = recordFilters(INVOICE_FILTER_CATALOGUE, 'InvoiceFilterGroup', 'Invoice');

/** The payment history's filters: the columns of hub §3 Payment a user narrows by. */
export const PAYMENT_FILTER_CATALOGUE = {
  TransactionCurrency: dropdownFilter('CURRENCY', INVOICE_CURRENCIES),
  PaymentDate: dateFilter('PAYMENT DATE'),
  TransactionNumber: textFilter('TRANSACTION N°'),
  PaymentId: textFilter('PAYMENT ID'),
  PaymentMadeBy: textFilter('PAID BY', 'general'),
  PaidAmount: rangeFilter('PAID AMOUNT'),
} as const satisfies Record<string, RecordFilterDefinition>;

export type PaymentFilterKey = keyof typeof PAYMENT_FILTER_CATALOGUE;
export const paymentFilters = recordFilters(PAYMENT_FILTER_CATALOGUE, 'PaymentFilterGroup', 'Payment');
