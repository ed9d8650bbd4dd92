/**
 * The demo's invoices and payments (issue 14): for every organisation group, invoices in AUD, USD,
 * NZD and EUR for freight, customs duty, GST and the current account, linked to the group's first
 * shipments (and their orders), with due dates around today so that every status occurs, exchange
 * rates to the provider's AUD, partial and full payments through the test gateway, and credit notes.
 * The gateway's settlement report matches every payment but two of ACME's, left for
 * /admin/reconciliation: one settled a different amount, one settlement has no payment.
 *
 * Amounts go through the domain's money rules (minor units, half-even); statuses are never written,
 * they follow from amount_paid and due_date. Deterministic: a prng stream per group and name-based ids.
 */
import {
  GST_BASIS_POINTS,
  LOCAL_CURRENCY,
  type TransactionCategory,
} from '@navia/domain/rules/invoices/constants';
import { DEFAULT_MERCHANT_FEES } from '@navia/domain/rules/invoices/merchant-fee';
import { convert, INVOICE_CURRENCIES, money, percentOf, plus } from '@navia/domain/rules/invoices/money';
import { seedUuid } from './ids.ts';
import { Rng } from './prng.ts';
import type { Row } from './tables.ts';
import { DAY, type World } from './world.ts';

/** The prng stream of the invoices (other parts of the seed use their own). */
const INVOICE_STREAM = 14;
export const INVOICES_PER_GROUP = 40;

/** Local (AUD) units per unit of each invoice currency: the demo's exchange rates. */
const SEED_EXCHANGE_RATES: Readonly<Record<string, string>> = {
  AUD: '1.00000000',
  USD: '1.53120000',
  NZD: '0.91250000',
  EUR: '1.66480000',
};

/** The provider's branches that issue invoices (TransactionOwner). */
const BRANCHES = [
  { code: 'NAVSYD', name: 'Navia Logistics Sydney' },
  { code: 'NAVMEL', name: 'Navia Logistics Melbourne' },
  { code: 'NAVAKL', name: 'Navia Logistics Auckland' },
] as const;

type Charge = { code: string; description: string; min: number; max: number; gst: boolean };
const CHARGES: Readonly<Record<TransactionCategory, readonly Charge[]>> = {
  FRT: [
    { code: 'OFRT', description: 'Ocean freight', min: 80_000, max: 650_000, gst: false },
    { code: 'THC', description: 'Terminal handling charge', min: 15_000, max: 60_000, gst: true },
    { code: 'DOC', description: 'Documentation fee', min: 5_000, max: 12_000, gst: true },
    { code: 'CART', description: 'Cartage to the consignee', min: 20_000, max: 140_000, gst: true },
  ],
  DUT: [
    { code: 'DUTY', description: 'Customs duty', min: 20_000, max: 400_000, gst: false },
    { code: 'CUSB', description: 'Customs brokerage', min: 9_000, max: 25_000, gst: true },
  ],
  GST: [{ code: 'IGST', description: 'Import GST', min: 10_000, max: 200_000, gst: false }],
  CUR: [{ code: 'CADJ', description: 'Current account adjustment', min: 2_000, max: 30_000, gst: false }],
};
const CATEGORY_WEIGHTS: readonly [TransactionCategory, number][] = [
  ['FRT', 6],
  ['DUT', 2],
  ['GST', 2],
  ['CUR', 1],
];

/**
 * The first invoices of every group: a part-paid one not yet due (PARTIALLY PAID), an unpaid one
 * not yet due (OUTSTANDING), an unpaid one 30 days late (PAYMENT OVERDUE) and a paid one (FULLY
 * PAID). `roll` picks the payment share as the random roll would: < 0.33 full, < 0.5 part, else none.
 */
const ANCHORS: readonly { daysAgo: number; roll: number }[] = [
  { daysAgo: 5, roll: 0.4 },
  { daysAgo: 3, roll: 0.9 },
  { daysAgo: 60, roll: 0.9 },
  { daysAgo: 20, roll: 0.1 },
];

/** A shipment of the group an invoice is raised for (read back after the bulk tables are written). */
export type InvoiceShipment = { id: number; shipNumber: string; ordNumberFull: string | null };

export type InvoiceSeed = {
  invoices: Row[];
  invoiceLines: Row[];
  payments: Row[];
  paymentAllocations: Row[];
  gatewaySettlements: Row[];
};

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type SeededInvoice = {
  id: string;
  currency: string;
  category: TransactionCategory;
  amount: number;
  paid: number;
  invoiceDay: number;
  row: Row;
};

/**
 * Builds the rows. `shipmentsByGroup` holds each group's shipments to invoice (may be empty: then
 * invoices carry no shipment, as a current-account charge would).
 */
export function buildInvoiceSeed(
  world: World,
  now: number,
  shipmentsByGroup: ReadonlyMap<string, readonly InvoiceShipment[]>,
): InvoiceSeed {
  const out: InvoiceSeed = {
    invoices: [],
    invoiceLines: [],
    payments: [],
    paymentAllocations: [],
    gatewaySettlements: [],
  };
  const today = Math.floor(now / DAY) * DAY;
  let paymentSeq = 0;

  world.groups.forEach((group, gi) => {
    const rng = new Rng(world.seed, INVOICE_STREAM, gi);
    const shipments = shipmentsByGroup.get(group.id) ?? [];
    const madeBy = group.userIds[0] ?? world.adminUserId;
    const seeded: SeededInvoice[] = [];

    for (let n = 0; n < INVOICES_PER_GROUP; n++) {
      const isCredit = n % 19 === 18; // two credit notes per group
      const currency = INVOICE_CURRENCIES[n % 4 === 0 ? rng.int(1, 3) : 0] as string;
      const category = isCredit ? 'FRT' : rng.weighted(CATEGORY_WEIGHTS);
      const shipment = category === 'CUR' ? undefined : shipments[n % Math.max(1, shipments.length)];
      const organisation = group.organisations[n % group.organisations.length];
      const branch = BRANCHES[rng.int(0, BRANCHES.length - 1)] as (typeof BRANCHES)[number];
      // Invoice dates over the last 75 days, due 30 days later: due dates from 45 days ago to 30 ahead.
      // The first four of each group are fixed so that every status occurs (see ANCHORS).
      const anchor = ANCHORS[n];
      const invoiceDay = today - (anchor?.daysAgo ?? rng.int(0, 75)) * DAY;
      const dueDay = invoiceDay + 30 * DAY;
      const id = seedUuid('invoice', `${group.def.code}:${n}`);
      const charges = CHARGES[category];
      const lineCount = rng.int(1, charges.length);
      let net = money(0, currency);
      let gst = money(0, currency);
      for (let p = 0; p < lineCount; p++) {
        const charge = charges[p] as Charge;
        const sign = isCredit ? -1 : 1;
        const amount = money(sign * rng.int(charge.min, charge.max), currency);
        // GST on domestic charges of AUD invoices (rounded half-even, as the money rules do).
        const lineGst =
          charge.gst && currency === 'AUD' && !isCredit
            ? percentOf(amount, GST_BASIS_POINTS)
            : money(0, currency);
        net = plus(net, amount);
        gst = plus(gst, lineGst);
        out.invoiceLines.push([id, p + 1, charge.code, charge.description, amount.amount, lineGst.amount]);
      }
      const total = plus(net, gst);
      // Who has paid what: about a third in full, one in six in part, the rest nothing (credits none).
      const roll = anchor?.roll ?? rng.next();
      const paid = isCredit
        ? 0
        : roll < 0.33
          ? total.amount
          : roll < 0.5
            ? Math.max(1, Math.round((total.amount * rng.int(20, 80)) / 100))
            : 0;
      const rate = SEED_EXCHANGE_RATES[currency] as string;
      const local = convert(total, rate, LOCAL_CURRENCY);
      const prefix = isCredit ? 'CRD' : 'INV';
      const transactionNumber = `${prefix}${String(gi + 1).padStart(2, '0')}${String(n + 1).padStart(5, '0')}`;
      const row: Row = [
        id,
        group.id,
        organisation?.code ?? group.def.code,
        branch.code,
        branch.name,
        transactionNumber,
        isCredit ? 'CRD' : 'INV',
        category,
        shipment?.id ?? null,
        shipment?.shipNumber ?? null,
        shipment?.ordNumberFull ?? null,
        currency,
        total.amount,
        gst.amount,
        LOCAL_CURRENCY,
        local.amount,
        rate,
        0, // amount_paid: set below from the payments' allocations
        null,
        isoDay(invoiceDay),
        isoDay(invoiceDay + DAY),
        isoDay(dueDay),
        invoiceDay,
      ];
      seeded.push({ id, currency, category, amount: total.amount, paid, invoiceDay, row });
      out.invoices.push(row);
    }

    // Payments: the paid invoices of one currency and category, up to three per payment.
    const payable = seeded.filter((s) => s.paid > 0);
    const batches = new Map<string, SeededInvoice[][]>();
    for (const s of payable) {
      const key = `${s.currency}:${s.category}`;
      const list = batches.get(key) ?? [];
      const last = list.at(-1);
      if (last && last.length < 3) last.push(s);
      else list.push([s]);
      batches.set(key, list);
    }
    let groupPayment = 0;
    for (const batch of [...batches.values()].flat()) {
      paymentSeq += 1;
      groupPayment += 1;
      const currency = (batch[0] as SeededInvoice).currency;
      const paidNow = batch.reduce((a, s) => plus(a, money(s.paid, currency)), money(0, currency));
      const cardType = groupPayment % 4 === 0 ? 'AMEX' : groupPayment % 2 === 0 ? 'MASTERCARD' : 'VISA';
      const feeRate = DEFAULT_MERCHANT_FEES[cardType];
      const fee = percentOf(paidNow, feeRate);
      const paidAt =
        Math.max(...batch.map((s) => s.invoiceDay)) + rng.int(1, 20) * DAY + rng.int(8, 17) * 3_600_000;
      const settledAt = Math.min(paidAt, now - 3_600_000);
      const id = seedUuid('payment', `${group.def.code}:${groupPayment}`);
      const reference = `test_pi_${id.replaceAll('-', '').slice(0, 24)}`;
      out.payments.push([
        id,
        group.id,
        `PAY${String(paymentSeq).padStart(8, '0')}`,
        seedUuid('payment-key', `${group.def.code}:${groupPayment}`),
        `seed:${group.def.code}:${groupPayment}`,
        'TEST',
        reference,
        'SUCCEEDED',
        currency,
        paidNow.amount,
        fee.amount,
        feeRate,
        0,
        cardType,
        cardType === 'AMEX' ? '0005' : cardType === 'VISA' ? '4242' : '4444',
        null,
        null,
        madeBy,
        settledAt,
        settledAt,
      ]);
      for (const s of batch) {
        out.paymentAllocations.push([id, s.id, group.id, s.paid]);
        s.row[17] = s.paid;
        s.row[18] = s.paid >= s.amount ? isoDay(settledAt) : null;
      }
      // The gateway's settlement report: the gross charge, a day later. ACME's second payment
      // settled five cents short (a mismatch to resolve).
      const mismatch = group.def.code === 'ACME' && groupPayment === 2 ? 5 : 0;
      out.gatewaySettlements.push([
        seedUuid('settlement', reference),
        'TEST',
        reference,
        currency,
        plus(paidNow, fee).amount - mismatch,
        settledAt + DAY,
        `test_po_${isoDay(settledAt + DAY).replaceAll('-', '')}`,
      ]);
    }
    if (group.def.code === 'ACME') {
      // A settlement the portal has no payment for (unmatched).
      out.gatewaySettlements.push([
        seedUuid('settlement', 'ACME:orphan'),
        'TEST',
        'test_pi_unknown000000000000000',
        'AUD',
        12_345,
        today - 2 * DAY,
        `test_po_${isoDay(today - 2 * DAY).replaceAll('-', '')}`,
      ]);
    }
  });
  return out;
}
