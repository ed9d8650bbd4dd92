/**
 * A catalogue SKU's fields (connect §3 SKU) and the two ways they are written:
 * - `skuInputSchema`: as the API takes them (JSON; the price in minor units of the currency);
 * - `skuTextSchema`: as a person types them, every field a string (the edit form, and each row of a
 *   CSV import): numbers and the price are read from their text, empty means none, codes are
 *   upper-cased. Both answer the same `SkuFields`, so the form, the import and the API agree.
 *
 * The contract-line fields of connect §3 SKU (quantity, quantityTemp, isAdhoc, isChildOrderSku) belong
 * to a contract's lines (contract_skus), not to the catalogue.
 */
import { z } from 'zod';
import {
  SKU_CURRENCIES,
  SKU_DESCRIPTION_MAX,
  SKU_FULL_DESCRIPTION_MAX,
  SKU_PRODUCT_NUMBER_MAX,
  SKU_STATUSES,
  SKU_UNITS_OF_MEASURE,
  SKU_UNITS_OF_WEIGHT,
  type SkuStatus,
} from './constants.ts';
import { currencyDigits, minorToDecimal, parsePriceToMinor } from './money.ts';

export type SkuFields = {
  productNumber: string;
  productDescription: string;
  fullProductDescription: string | null;
  /** Minor units of unitCurrency. */
  unitPrice: number | null;
  unitCurrency: (typeof SKU_CURRENCIES)[number] | null;
  unitOfMeasure: (typeof SKU_UNITS_OF_MEASURE)[number];
  weightPerUnit: number | null;
  unitOfWeight: (typeof SKU_UNITS_OF_WEIGHT)[number];
  unitPerInnerPack: number | null;
  innerUnitPerOuterPack: number | null;
  outerPackDepth: number | null;
  outerPackWidth: number | null;
  outerPackHeight: number | null;
  outerPackWeight: number | null;
  outerPackUnitOfWeight: (typeof SKU_UNITS_OF_WEIGHT)[number];
  /** Stock the owner can still promise; null when not tracked. */
  skuQtyAvailable: number | null;
  status: SkuStatus;
};
export type SkuField = keyof SkuFields;

/** Every field, in the order screens, CSV files and the history list them. */
export const SKU_FIELDS = [
  'productNumber',
  'productDescription',
  'fullProductDescription',
  'unitPrice',
  'unitCurrency',
  'unitOfMeasure',
  'weightPerUnit',
  'unitOfWeight',
  'unitPerInnerPack',
  'innerUnitPerOuterPack',
  'outerPackDepth',
  'outerPackWidth',
  'outerPackHeight',
  'outerPackWeight',
  'outerPackUnitOfWeight',
  'skuQtyAvailable',
  'status',
] as const satisfies readonly SkuField[];

/** How people read each field (form labels, the change history). */
export const SKU_FIELD_LABELS: Readonly<Record<SkuField, string>> = {
  productNumber: 'Product number',
  productDescription: 'Description',
  fullProductDescription: 'Full description',
  unitPrice: 'Unit price',
  unitCurrency: 'Currency',
  unitOfMeasure: 'Unit of measure',
  weightPerUnit: 'Weight per unit',
  unitOfWeight: 'Unit of weight',
  unitPerInnerPack: 'Units per inner pack',
  innerUnitPerOuterPack: 'Inner packs per outer pack',
  outerPackDepth: 'Outer pack depth',
  outerPackWidth: 'Outer pack width',
  outerPackHeight: 'Outer pack height',
  outerPackWeight: 'Outer pack weight',
  outerPackUnitOfWeight: 'Outer pack unit of weight',
  skuQtyAvailable: 'Quantity available',
  status: 'Status',
};

const MEASURE_MAX = 1_000_000;
const QUANTITY_MAX = 1_000_000_000;
const PRICE_MAX = 100_000_000_000;
const REQUIRED = 'This field is required.';

// The API's schema (JSON)

const nullable = <T extends z.ZodType>(schema: T) =>
  schema.nullish().transform((v) => (v ?? null) as z.output<T> | null);
const measure = nullable(z.number().min(0).max(MEASURE_MAX));
const count = (max: number) => nullable(z.number().int().min(0).max(max));

export const skuInputSchema = z
  .object({
    productNumber: z.string().trim().min(1, REQUIRED).max(SKU_PRODUCT_NUMBER_MAX),
    productDescription: z.string().trim().min(1, REQUIRED).max(SKU_DESCRIPTION_MAX),
    fullProductDescription: z
      .string()
      .trim()
      .max(SKU_FULL_DESCRIPTION_MAX)
      .nullish()
      .transform((v) => (v ? v : null)),
    unitPrice: count(PRICE_MAX).describe('The unit price in minor units of unitCurrency (cents).'),
    unitCurrency: nullable(z.enum(SKU_CURRENCIES)),
    unitOfMeasure: z.enum(SKU_UNITS_OF_MEASURE).default('EA'),
    weightPerUnit: measure,
    unitOfWeight: z.enum(SKU_UNITS_OF_WEIGHT).default('KG'),
    unitPerInnerPack: count(MEASURE_MAX),
    innerUnitPerOuterPack: count(MEASURE_MAX),
    outerPackDepth: measure,
    outerPackWidth: measure,
    outerPackHeight: measure,
    outerPackWeight: measure,
    outerPackUnitOfWeight: z.enum(SKU_UNITS_OF_WEIGHT).default('KG'),
    skuQtyAvailable: count(QUANTITY_MAX),
    status: z.enum(SKU_STATUSES).default('ACTIVE'),
  })
  .superRefine((v, ctx) => {
    if (v.unitPrice !== null && v.unitCurrency === null) {
      ctx.addIssue({ code: 'custom', path: ['unitCurrency'], message: 'is required with a unit price' });
    }
  });
export type SkuInput = z.input<typeof skuInputSchema>;

// The typed schema (form, CSV row): every field a string

const DECIMAL = /^\d+(\.\d+)?$/;
const INTEGER = /^\d+$/;

/** A number typed as text: empty is none; otherwise a plain decimal (or whole) number within bounds. */
function typedNumber(options: { whole: boolean; max: number }) {
  return z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') return;
      const pattern = options.whole ? INTEGER : DECIMAL;
      if (!pattern.test(v) || Number(v) > options.max) {
        ctx.addIssue({
          code: 'custom',
          message: `must be ${options.whole ? 'a whole number' : 'a number'} from 0 to ${options.max.toLocaleString('en-GB')}`,
        });
      }
    })
    .transform((v) => (v === '' ? null : Number(v)));
}

/** A code typed as text: upper-cased; empty takes the default (or none). */
function typedCode<const T extends readonly [string, ...string[]], const F extends T[number] | null>(
  values: T,
  fallback: F,
) {
  return z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .superRefine((v, ctx) => {
      if (v === '' || (values as readonly string[]).includes(v)) return;
      ctx.addIssue({ code: 'custom', message: `must be one of ${values.join(', ')}` });
    })
    .transform((v) => (v === '' ? fallback : (v as T[number])) as T[number] | F);
}

const typedMeasure = typedNumber({ whole: false, max: MEASURE_MAX });
const typedCount = typedNumber({ whole: true, max: MEASURE_MAX });

export const skuTextSchema = z
  .object({
    productNumber: z.string().trim().min(1, REQUIRED).max(SKU_PRODUCT_NUMBER_MAX),
    productDescription: z.string().trim().min(1, REQUIRED).max(SKU_DESCRIPTION_MAX),
    fullProductDescription: z
      .string()
      .trim()
      .max(SKU_FULL_DESCRIPTION_MAX)
      .transform((v) => (v === '' ? null : v)),
    /** A decimal in the currency ('12.50', '1,200'); empty is no price. */
    unitPrice: z.string().trim(),
    unitCurrency: typedCode(SKU_CURRENCIES, null),
    unitOfMeasure: typedCode(SKU_UNITS_OF_MEASURE, 'EA'),
    weightPerUnit: typedMeasure,
    unitOfWeight: typedCode(SKU_UNITS_OF_WEIGHT, 'KG'),
    unitPerInnerPack: typedCount,
    innerUnitPerOuterPack: typedCount,
    outerPackDepth: typedMeasure,
    outerPackWidth: typedMeasure,
    outerPackHeight: typedMeasure,
    outerPackWeight: typedMeasure,
    outerPackUnitOfWeight: typedCode(SKU_UNITS_OF_WEIGHT, 'KG'),
    skuQtyAvailable: typedNumber({ whole: true, max: QUANTITY_MAX }),
    status: typedCode(SKU_STATUSES, 'ACTIVE'),
  })
  .superRefine((v, ctx) => {
    if (v.unitPrice === '') return;
    if (v.unitCurrency === null) {
      ctx.addIssue({ code: 'custom', path: ['unitCurrency'], message: 'is required with a unit price' });
      return;
    }
    const minor = parsePriceToMinor(v.unitPrice, v.unitCurrency);
    if (minor === null || minor > PRICE_MAX) {
      const digits = currencyDigits(v.unitCurrency);
      ctx.addIssue({
        code: 'custom',
        path: ['unitPrice'],
        message: `must be a price in ${v.unitCurrency} with at most ${digits} decimal${digits === 1 ? '' : 's'}`,
      });
    }
  })
  .transform(
    (v): SkuFields => ({
      ...v,
      unitPrice:
        v.unitPrice === '' || v.unitCurrency === null ? null : parsePriceToMinor(v.unitPrice, v.unitCurrency),
    }),
  );
export type SkuText = z.input<typeof skuTextSchema>;

/** An empty typed SKU (a new SKU's form). */
export const EMPTY_SKU_TEXT: SkuText = Object.fromEntries(SKU_FIELDS.map((f) => [f, ''])) as SkuText;

/** A SKU's fields as typed text (the edit form starts from them); the price as a decimal. */
export function skuTextOf(fields: SkuFields): SkuText {
  const out: Record<string, string> = {};
  for (const field of SKU_FIELDS) {
    const value = fields[field];
    if (field === 'unitPrice') {
      out[field] =
        fields.unitPrice !== null && fields.unitCurrency
          ? minorToDecimal(fields.unitPrice, fields.unitCurrency)
          : '';
    } else out[field] = value === null ? '' : String(value);
  }
  return out as SkuText;
}
