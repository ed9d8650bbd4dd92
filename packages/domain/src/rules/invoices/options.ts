/**
 * The invoice filter options as plain values (hub §5): the currencies in their listed order and the
 * statuses (their rules are in status.ts). Kept apart from money.ts and status.ts, so that the search
 * contracts, which validate the invoice filters, do not bring dinero.js and its currency table onto
 * every screen that searches (issue 13's home page JS).
 */
export const INVOICE_CURRENCIES = ['AUD', 'USD', 'NZD', 'EUR'] as const;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];

export const INVOICE_STATUSES = ['OUTSTANDING', 'PARTIALLY PAID', 'FULLY PAID', 'PAYMENT OVERDUE'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
