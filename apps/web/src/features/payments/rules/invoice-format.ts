/** How the invoice screens write days, amounts and order numbers (hub §9). */
import type { InvoiceRow } from '@navia/domain/contracts/invoices';
import { displayOrdNumber } from '@navia/domain/rules/invoices/constants';
import { currencyExponent, formatMoney, toDecimalText } from '@navia/domain/rules/invoices/money';
import { formatDate, formatNumber } from '../../../lib/locale.ts';

/** DD MMM YYYY (hub §9) in the user's language; '—' when there is no date. */
export function formatInvoiceDay(value: string | null, locale: string): string {
  return formatDate(value, locale) || '—';
}

/** An amount of the row's currency (minor units), formatted for it in the user's locale. */
export const rowMoney = (row: InvoiceRow, amount: number, locale: string): string =>
  formatMoney({ amount, currency: row.TransactionCurrency }, locale);

/**
 * OUTSTANDING AMOUNT as the table shows it: a CUR (current account) row shows '$' and OSTotal, its
 * outstanding amount in LocalCurrency (hub §3); any other its OutstandingAmount in its currency.
 */
export function outstandingCell(row: InvoiceRow, locale: string): string {
  if (row.TransactionCategory !== 'CUR') return rowMoney(row, row.OutstandingAmount, locale);
  const money = { amount: row.OSTotal, currency: row.LocalCurrency };
  const digits = currencyExponent(money.currency);
  // toDecimalText answers a numeric literal ('-1234.50'), which Intl formats exactly (no float).
  const decimal = toDecimalText(money) as Intl.StringNumericLiteral;
  const grouped = formatNumber(decimal, locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `$${grouped}`;
}

/** OrdNumberFull with its trailing '-0' trimmed (hub §9), '—' when none. */
export const ordNumberCell = (row: InvoiceRow): string => displayOrdNumber(row.OrdNumberFull) ?? '—';
