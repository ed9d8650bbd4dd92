/**
 * Merchant fees (issue 14; connect §7 `POST /api/orgGroups/editOrgCustomFee {orgGroupID, org}`): a
 * percentage per card type, in basis points (1.5 % is 150). The provider's default schedule applies
 * unless the organisation group has its own rate for that card type.
 */
export const CARD_TYPES = ['VISA', 'MASTERCARD', 'AMEX'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** The provider's default rates, in basis points. */
export const DEFAULT_MERCHANT_FEES: Readonly<Record<CardType, number>> = {
  VISA: 140,
  MASTERCARD: 140,
  AMEX: 260,
};

/** The highest rate a group may be given (10 %): a guard against a typed 150 meaning 150 %. */
export const MAX_MERCHANT_FEE_BASIS_POINTS = 1000;

export type CustomFees = Partial<Record<CardType, number | null>>;

/** The rate that applies to a card type for a group: its custom rate, else the default. */
export function merchantFeeRate(cardType: CardType, custom: CustomFees | null | undefined): number {
  const rate = custom?.[cardType];
  return rate === null || rate === undefined ? DEFAULT_MERCHANT_FEES[cardType] : rate;
}

/** A rate as the user reads it: 140 → '1.40%'. */
export const formatFeeRate = (basisPoints: number): string =>
  `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}%`;

/** The card type of a card number's leading digits (IIN ranges); null when not one we take. */
export function cardTypeOf(cardNumber: string): CardType | null {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'VISA';
  if (/^(5[1-5]\d{14}|2(2[2-9]\d|[3-6]\d\d|7[01]\d|720)\d{12})$/.test(digits)) return 'MASTERCARD';
  if (/^3[47]\d{13}$/.test(digits)) return 'AMEX';
  return null;
}

/** The Luhn check every card number passes; the test gateway refuses a number that fails it. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return false;
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return total % 10 === 0;
}
