/** The money operations the quote rules use: rules/invoices/money.ts, plus the greater of two amounts. */
import { compareMoney, type Money } from '../invoices/money.ts';

export { convert, type Money, money, percentOf, sum } from '../invoices/money.ts';

export const maxMoney = (a: Money, b: Money): Money => (compareMoney(a, b) >= 0 ? a : b);
