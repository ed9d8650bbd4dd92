/**
 * The contract form's values (react-hook-form holds them; STYLE 9) and their translation to the
 * shared schemas' inputs: newContractSchema (create), contractUpdateSchema (edit, only the fields
 * that changed) and contractTemplateInputSchema (templates). Prices are typed as decimals and
 * become minor units by reading their digits (rules/money.ts); a price that is not one is passed on
 * as typed, so the shared schema reports it on its line.
 */
import {
  type Contract,
  type ContractSku,
  type ContractSkuInput,
  type ContractTemplate,
  contractTemplateInputSchema,
  contractUpdateSchema,
  newContractSchema,
} from '@navia/domain/contracts/connect-contracts';
import type { ContractType } from '@navia/domain/rules/contracts/constants';
import { z } from 'zod';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { minorToDecimal, parsePriceToMinor } from './money.ts';

/** A price that is not one (rules/money.ts answers null) is reported on its line. */
export const PRICE_MESSAGE = 'Enter a price such as 12.50';

/** Parse options: the spec's 'This field is required.' for an empty field, and the price message. */
export const CONTRACT_FORM_ERRORS = {
  error: (issue: { input?: unknown; path?: readonly PropertyKey[] }) =>
    issue.path?.at(-1) === 'unitPrice' && issue.input !== undefined && issue.input !== null
      ? PRICE_MESSAGE
      : requiredWhenEmpty.error(issue),
};

/** Packaging figures of a line the editor does not show; kept as they came. */
type SkuPackaging = Partial<
  Record<
    | 'unitPerInnerPack'
    | 'innerUnitPerOuterPack'
    | 'outerPackDepth'
    | 'outerPackWidth'
    | 'outerPackHeight'
    | 'outerPackWeight',
    number | null
  > & { outerPackUnitOfWeight: string }
>;

export type SkuLineValues = {
  /** The line's id on the contract (edits); null for a new line. */
  lineId: string | null;
  productNumber: string;
  productDescription: string;
  fullProductDescription: string;
  /** As typed: '45.99'. */
  unitPrice: string;
  unitCurrency: string;
  /** NumberInput values: a number, or '' when empty. */
  quantity: number | string;
  unitOfMeasure: string;
  weightPerUnit: number | string;
  unitOfWeight: string;
  packaging: SkuPackaging;
  isAdhoc: boolean;
};

/** The contract's term fields, as the form holds them ('' for empty text). */
const TEXT_TERMS = [
  'countryOfOrigin',
  'portOfLoading',
  'countryOfDestination',
  'portOfFinalDestination',
  'additionalService',
  'goodsDescription',
  'shippingAddress',
  'pickUpAddress',
] as const;
const CHOICE_TERMS = ['transportType', 'containerMode', 'serviceType', 'incoTerms'] as const;
const DATE_TERMS = ['productReadyDate', 'productDeliveryDate', 'reqExWorksDate', 'reqInStoreDate'] as const;
const FLAG_TERMS = ['additionalServiceRequired', 'inspectionRequired'] as const;

type TextTerm = (typeof TEXT_TERMS)[number];
type ChoiceTerm = (typeof CHOICE_TERMS)[number];
type DateTerm = (typeof DATE_TERMS)[number];
type FlagTerm = (typeof FLAG_TERMS)[number];

export type ContractFormValues = Record<TextTerm, string> &
  Record<ChoiceTerm, string | null> &
  Record<DateTerm, string | null> &
  Record<FlagTerm, boolean> & {
    /** Template mode only: the template's name. */
    name: string;
    contractType: ContractType;
    referenceNumber: string;
    /** The counterparty trusted party. */
    trustedPartyId: string | null;
    /** The owning organisation group (staff, and trusted-party users, name it). */
    orgGroupId: string | null;
    skus: SkuLineValues[];
    templateId: string | null;
  };

const NO_PACKAGING: SkuPackaging = {};

export function emptySkuLine(currency = 'USD'): SkuLineValues {
  return {
    lineId: null,
    productNumber: '',
    productDescription: '',
    fullProductDescription: '',
    unitPrice: '',
    unitCurrency: currency,
    quantity: '',
    unitOfMeasure: 'EA',
    weightPerUnit: '',
    unitOfWeight: 'KG',
    packaging: NO_PACKAGING,
    isAdhoc: true,
  };
}

export function emptyContractValues(contractType: ContractType = 'BUYING'): ContractFormValues {
  return {
    name: '',
    contractType,
    referenceNumber: '',
    trustedPartyId: null,
    orgGroupId: null,
    countryOfOrigin: '',
    portOfLoading: '',
    countryOfDestination: '',
    portOfFinalDestination: '',
    transportType: null,
    containerMode: null,
    serviceType: null,
    incoTerms: null,
    additionalServiceRequired: false,
    additionalService: '',
    goodsDescription: '',
    productReadyDate: null,
    productDeliveryDate: null,
    reqExWorksDate: null,
    reqInStoreDate: null,
    shippingAddress: '',
    pickUpAddress: '',
    inspectionRequired: false,
    skus: [emptySkuLine()],
    templateId: null,
  };
}

const packagingOf = (sku: ContractSkuInput | ContractSku): SkuPackaging => ({
  unitPerInnerPack: sku.unitPerInnerPack ?? null,
  innerUnitPerOuterPack: sku.innerUnitPerOuterPack ?? null,
  outerPackDepth: sku.outerPackDepth ?? null,
  outerPackWidth: sku.outerPackWidth ?? null,
  outerPackHeight: sku.outerPackHeight ?? null,
  outerPackWeight: sku.outerPackWeight ?? null,
  outerPackUnitOfWeight: sku.outerPackUnitOfWeight ?? 'KG',
});

/** A contract's (or a template's) line as the editor holds it. */
function skuLineOf(sku: ContractSkuInput | ContractSku): SkuLineValues {
  return {
    lineId: sku._id ?? null,
    productNumber: sku.productNumber,
    productDescription: sku.productDescription,
    fullProductDescription: sku.fullProductDescription ?? '',
    unitPrice: minorToDecimal(sku.unitPrice, sku.unitCurrency),
    unitCurrency: sku.unitCurrency,
    quantity: sku.quantity,
    unitOfMeasure: sku.unitOfMeasure ?? 'EA',
    weightPerUnit: sku.weightPerUnit ?? '',
    unitOfWeight: sku.unitOfWeight ?? 'KG',
    packaging: packagingOf(sku),
    isAdhoc: sku.isAdhoc ?? false,
  };
}

/** '' (an empty NumberInput) is no number; anything else is read as one. */
const numberOf = (value: number | string): number | undefined =>
  value === '' ? undefined : typeof value === 'number' ? value : Number(value);

/** A line as the shared SKU schema takes it (a price that is not one stays text: the schema reports it). */
export function skuInputOf(line: SkuLineValues): Record<string, unknown> {
  const price = parsePriceToMinor(line.unitPrice, line.unitCurrency);
  return {
    ...(line.lineId ? { _id: line.lineId } : {}),
    productNumber: line.productNumber,
    productDescription: line.productDescription,
    fullProductDescription: line.fullProductDescription,
    unitPrice: price ?? (line.unitPrice.trim() === '' ? undefined : line.unitPrice),
    unitCurrency: line.unitCurrency,
    quantity: numberOf(line.quantity),
    unitOfMeasure: line.unitOfMeasure,
    weightPerUnit: numberOf(line.weightPerUnit) ?? null,
    unitOfWeight: line.unitOfWeight,
    ...line.packaging,
    isAdhoc: line.isAdhoc,
  };
}

function termsOf(values: ContractFormValues): Record<string, unknown> {
  const terms: Record<string, unknown> = {};
  for (const k of TEXT_TERMS) terms[k] = values[k];
  for (const k of CHOICE_TERMS) terms[k] = values[k];
  for (const k of DATE_TERMS) terms[k] = values[k];
  for (const k of FLAG_TERMS) terms[k] = values[k];
  return terms;
}

/** create {contract}. */
export const newContractFormSchema = z.preprocess(
  (values: ContractFormValues) => ({
    ...termsOf(values),
    contractType: values.contractType,
    referenceNumber: values.referenceNumber,
    trustedPartyId: values.contractType === 'STOCK TRANSFER' ? null : values.trustedPartyId,
    orgGroupId: values.orgGroupId,
    skus: values.skus.map(skuInputOf),
    templateId: values.templateId,
  }),
  newContractSchema,
);

/** The form's values of a contract (edit). */
export function contractValuesOf(contract: Contract): ContractFormValues {
  const values = emptyContractValues(contract.contractType);
  for (const k of TEXT_TERMS) values[k] = contract[k] ?? '';
  for (const k of CHOICE_TERMS) values[k] = contract[k];
  for (const k of DATE_TERMS) values[k] = contract[k];
  values.additionalServiceRequired = contract.additionalServiceRequired;
  values.inspectionRequired = contract.inspectionRequired;
  return {
    ...values,
    referenceNumber: contract.referenceNumber,
    trustedPartyId: contract.trustedPartyId,
    orgGroupId: contract.orgGroupId,
    skus: contract.skus.map(skuLineOf),
  };
}

/**
 * edit {updatedValues}: the contract's id and version and the terms that differ from the contract
 * (an untouched field is not sent, so an amendment names only what the user changed).
 */
export function changedTerms(contract: Contract, values: ContractFormValues): Record<string, unknown> {
  const before = termsOf(contractValuesOf(contract));
  const changed = Object.fromEntries(Object.entries(termsOf(values)).filter(([k, v]) => v !== before[k]));
  if (values.referenceNumber !== contract.referenceNumber) changed.referenceNumber = values.referenceNumber;
  return changed;
}

export function contractUpdateFormSchema(contract: Contract) {
  return z.preprocess(
    (values: ContractFormValues) => ({
      _id: contract._id,
      version: contract.version,
      // The shared schema gives an absent flag its default (false): the flags always go as they are.
      additionalServiceRequired: values.additionalServiceRequired,
      inspectionRequired: values.inspectionRequired,
      ...changedTerms(contract, values),
    }),
    contractUpdateSchema,
  );
}

/** createTemplate / editTemplate {contractTemplate}. */
export function templateFormSchema(templateId: string | null) {
  return z.preprocess(
    (values: ContractFormValues) => ({
      ...(templateId ? { _id: templateId } : {}),
      name: values.name,
      contractType: values.contractType,
      trustedPartyId: values.contractType === 'STOCK TRANSFER' ? null : values.trustedPartyId,
      ...termsOf(values),
      // A template may hold no lines; a line left blank is not one.
      skus: values.skus.filter((line) => line.productNumber.trim() !== '').map(skuInputOf),
    }),
    contractTemplateInputSchema,
  );
}

const isTermKey = (k: string): k is TextTerm | ChoiceTerm | DateTerm | FlagTerm =>
  (TEXT_TERMS as readonly string[]).includes(k) ||
  (CHOICE_TERMS as readonly string[]).includes(k) ||
  (DATE_TERMS as readonly string[]).includes(k) ||
  (FLAG_TERMS as readonly string[]).includes(k);

/**
 * The form filled from a template (connect §2 "contract templates"): its type, counterparty, terms
 * and lines; the reference number stays the user's (each contract has its own).
 */
export function valuesFromTemplate(
  template: ContractTemplate,
  current: ContractFormValues,
): ContractFormValues {
  const values: ContractFormValues = {
    ...emptyContractValues(template.contractType),
    name: current.name,
    referenceNumber: current.referenceNumber,
    orgGroupId: current.orgGroupId,
    trustedPartyId: template.trustedPartyId,
    templateId: template._id,
  };
  const target: Record<string, unknown> = values;
  for (const [k, v] of Object.entries(template.terms)) {
    if (!isTermKey(k)) continue;
    if ((FLAG_TERMS as readonly string[]).includes(k)) target[k] = v === true;
    else if ((TEXT_TERMS as readonly string[]).includes(k)) target[k] = typeof v === 'string' ? v : '';
    else target[k] = typeof v === 'string' && v !== '' ? v : null;
  }
  values.skus = template.skus.length > 0 ? template.skus.map(skuLineOf) : [emptySkuLine()];
  return values;
}

/** The template's own values in the form (editing a template). */
export function templateValuesOf(template: ContractTemplate): ContractFormValues {
  return {
    ...valuesFromTemplate(template, emptyContractValues(template.contractType)),
    name: template.name,
    templateId: null,
  };
}
