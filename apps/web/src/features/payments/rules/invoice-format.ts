/** How the invoice screens write days, amounts and order numbers (hub §9). */
import type { InvoiceRow } from '@navia/domain/contracts/invoices';
import { DISPLAY_DATE_FORMAT, DISPLAY_DATE_LOCALE } from '@navia/domain/rules/detail-panels';
import { displayOrdNumber } from '@navia/domain/rules/invoices/constants';
import { currencyExponent, formatMoney, toDecimalText } from '@navia/domain/rules/invoices/money';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';

/** DD MMM YYYY, en-GB (hub §9). */
export function formatInvoiceDay(value: string | null): string {
  return value ? dayjs(value).locale(DISPLAY_DATE_LOCALE).format(DISPLAY_DATE_FORMAT) : '—';
}

/** An amount of the row's currency (minor units), formatted for it. */
export const rowMoney = (row: InvoiceRow, amount: number): string =>
  formatMoney({ amount, currency: row.TransactionCurrency });

/**
 * OUTSTANDING AMOUNT as the table shows it: a CUR (current account) row shows '$' and OSTotal, its
 * outstanding amount in LocalCurrency (hub §3); any other its OutstandingAmount in its currency.
 */
export function outstandingCell(row: InvoiceRow): string {
  if (row.TransactionCategory !== 'CUR') return rowMoney(row, row.OutstandingAmount);
  const money = { amount: row.OSTotal, currency: row.LocalCurrency };
  const digits = currencyExponent(money.currency);
  const grouped = new Intl.NumberFormat('en-GB', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(toDecimalText(money) as unknown as number);
  return `$${grouped}`;
}

/** OrdNumberFull with its trailing '-0' trimmed (hub §9), '—' when none. */
export const ordNumberCell = (row: InvoiceRow): string => displayOrdNumber(row.OrdNumberFull) ?? '—';
