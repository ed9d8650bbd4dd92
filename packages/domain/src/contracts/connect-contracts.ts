/**
 * Connect contracts (issue 16; connect §3, §4, §7): the calls under /api/connect/contracts and
 * DELETE /api/user/contractTemplate/{id}, with the spec's paths and payload names. The answers the
 * spec does not show are designed here (decision 018) and documented in the OpenAPI.
 *
 * Every action that changes a contract may carry `version` (the version the caller read): a stale
 * one answers 409 CONTRACT_CHANGED. Without it the server still serialises actions on the contract
 * and checks the workflow under the lock, so two concurrent actions cannot both win.
 */
import { z } from 'zod';
import { BATCH_SIZE, FIRST_BATCH } from '../constants.ts';
import {
  CONTAINER_MODES,
  CONTRACT_CURRENCIES,
  CONTRACT_SERVICE_TYPES,
  CONTRACT_SKUS_MAX,
  CONTRACT_TEXT_MAX,
  CONTRACT_TEXTS,
  CONTRACT_TRANSPORT_TYPES,
  CONTRACT_TYPES,
  INCOTERMS,
  UNITS_OF_MEASURE,
  UNITS_OF_WEIGHT,
} from '../rules/contracts/constants.ts';
import { CONTRACT_DATE_FIELDS, contractFilterSetSchema } from '../rules/contracts/filters.ts';
import {
  CONTRACT_ACTIONS,
  CONTRACT_PARTIES,
  CONTRACT_STAGES,
  CONTRACT_STATUSES,
} from '../rules/contracts/workflow.ts';
import { BATCH_SIZE_MAX } from '../rules/filters/constants.ts';
import { isCalendarDay } from '../rules/filters/dates.ts';
import { apiErrorSchema } from './common.ts';
import { defineEndpoint, fileResponse, type RecordRef } from './endpoint.ts';

const tags = ['connect contracts'] as const;
const access = 'connect' as const;

// Shared pieces

const text = (max = 200) => z.string().trim().max(max);
const optionalText = (max = 200) =>
  text(max)
    .nullish()
    .transform((v) => (v === '' ? null : (v ?? null)));
/** A calendar day, YYYY-MM-DD (connect §5 date pickers; shown DD MMM YYYY, en-GB). */
const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  // Date.parse takes 2026-02-30 (as 2 March); the calendar check does not.
  .refine(isCalendarDay, 'must be a real date');
const optionalDay = daySchema.nullish().transform((v) => v ?? null);
const versionSchema = z
  .number()
  .int()
  .min(1)
  .optional()
  .describe('The version the caller read; a stale one answers 409 CONTRACT_CHANGED.');
const idSchema = z.uuid();
const quantitySchema = z.number().int().min(0).max(1_000_000_000);
const positiveMeasure = z
  .number()
  .min(0)
  .max(1_000_000)
  .nullish()
  .transform((v) => v ?? null);

/** A money amount in minor units (cents) with its currency beside it. */
const unitPriceSchema = z
  .number()
  .int()
  .min(0)
  .max(100_000_000_000)
  .describe('The unit price in minor units of unitCurrency (cents).');

/** connect §3 SKU, as a contract line. */
export const contractSkuInputSchema = z.object({
  /** The line's id: present when editing an existing line. */
  _id: idSchema.optional(),
  productNumber: text(60).min(1, 'This field is required.'),
  productDescription: text(200).min(1, 'This field is required.'),
  fullProductDescription: optionalText(CONTRACT_TEXT_MAX),
  unitPrice: unitPriceSchema,
  unitCurrency: z.enum(CONTRACT_CURRENCIES),
  quantity: quantitySchema.min(1, 'The quantity must be at least 1'),
  unitOfMeasure: z.enum(UNITS_OF_MEASURE).default('EA'),
  weightPerUnit: positiveMeasure,
  unitOfWeight: z.enum(UNITS_OF_WEIGHT).default('KG'),
  unitPerInnerPack: z
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .nullish()
    .transform((v) => v ?? null),
  innerUnitPerOuterPack: z
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .nullish()
    .transform((v) => v ?? null),
  outerPackDepth: positiveMeasure,
  outerPackWidth: positiveMeasure,
  outerPackHeight: positiveMeasure,
  outerPackWeight: positiveMeasure,
  outerPackUnitOfWeight: z.enum(UNITS_OF_WEIGHT).default('KG'),
  /** Not in the SKU catalogue: typed on this contract only. */
  isAdhoc: z.boolean().default(false),
});
export type ContractSkuInput = z.input<typeof contractSkuInputSchema>;

/**
 * A line as answers carry it (a template's lines): the input's fields after parsing. Answers are
 * encoded with their schema (fastify-type-provider-zod), and zod cannot encode through the input
 * schema's one-way transforms, so answers use this transform-free mirror of its output.
 */
export const contractSkuLineSchema = z.object({
  _id: z.string().optional(),
  productNumber: z.string(),
  productDescription: z.string(),
  fullProductDescription: z.string().nullable(),
  unitPrice: z.number().int(),
  unitCurrency: z.enum(CONTRACT_CURRENCIES),
  quantity: z.number().int(),
  unitOfMeasure: z.enum(UNITS_OF_MEASURE),
  weightPerUnit: z.number().nullable(),
  unitOfWeight: z.enum(UNITS_OF_WEIGHT),
  unitPerInnerPack: z.number().int().nullable(),
  innerUnitPerOuterPack: z.number().int().nullable(),
  outerPackDepth: z.number().nullable(),
  outerPackWidth: z.number().nullable(),
  outerPackHeight: z.number().nullable(),
  outerPackWeight: z.number().nullable(),
  outerPackUnitOfWeight: z.enum(UNITS_OF_WEIGHT),
  isAdhoc: z.boolean(),
});

/**
 * Where a getSKUs row without contractId comes from: CATALOGUE the caller's own catalogue (its group's
 * or its trusted party's; staff: a group's), CONTRACT a line of a contract the caller (a trusted
 * party) is on, PARTNER the catalogue of a trusted party in the caller's network.
 */
const SKU_CHOICE_SOURCES = ['CATALOGUE', 'CONTRACT', 'PARTNER'] as const;
export type SkuChoiceSource = (typeof SKU_CHOICE_SOURCES)[number];

/** getSKUs: a catalogue SKU (no quantity) or, with contractId, one of the contract's lines. */
export const skuChoiceSchema = z
  .object({
    _id: z.string(),
    productNumber: z.string(),
    productDescription: z.string(),
    fullProductDescription: z.string().nullable(),
    unitPrice: z.number().int().nullable(),
    unitCurrency: z.string().nullable(),
    quantity: z.number().int().nullable().describe("The contract line's quantity; null for a catalogue SKU."),
    unitOfMeasure: z.string(),
    weightPerUnit: z.number().nullable(),
    unitOfWeight: z.string(),
    unitPerInnerPack: z.number().int().nullable(),
    innerUnitPerOuterPack: z.number().int().nullable(),
    outerPackDepth: z.number().nullable(),
    outerPackWidth: z.number().nullable(),
    outerPackHeight: z.number().nullable(),
    outerPackWeight: z.number().nullable(),
    outerPackUnitOfWeight: z.string(),
    isAdhoc: z.boolean(),
    skuQtyAvailable: z
      .number()
      .int()
      .nullable()
      .describe('What a child may still take from the line (contractId given); null for a catalogue SKU.'),
    source: z
      .enum(SKU_CHOICE_SOURCES)
      .optional()
      .describe(
        "Without contractId: CATALOGUE (the caller's own catalogue; staff: a group's), CONTRACT (a line of the trusted party's own contracts) or PARTNER (a partner trusted party's catalogue). Absent with contractId.",
      ),
    sourceName: z
      .string()
      .optional()
      .describe(
        "Without contractId: the catalogue owner's name (CATALOGUE, PARTNER) or the organisation of the contract the line is on (CONTRACT).",
      ),
  })
  .meta({ id: 'SkuChoice' });
export type SkuChoice = z.infer<typeof skuChoiceSchema>;

export const contractSkuSchema = z
  .object({
    _id: z.string(),
    productNumber: z.string(),
    productDescription: z.string(),
    fullProductDescription: z.string().nullable(),
    unitPrice: z.number().int(),
    unitCurrency: z.string(),
    quantity: z.number().int().describe('The quantity ordered on this contract.'),
    quantityTemp: z
      .number()
      .int()
      .nullable()
      .describe("The seller's confirmed quantity (skuQtyConfirm); null until confirmed."),
    skuQtyAvailable: z
      .number()
      .int()
      .describe(
        'What a child contract may still take: quantity less the confirmed quantity and the children.',
      ),
    status: z.enum(['PENDING', 'CONFIRMED', 'PARTIALLY CONFIRMED']),
    unitOfMeasure: z.string(),
    weightPerUnit: z.number().nullable(),
    unitOfWeight: z.string(),
    unitPerInnerPack: z.number().nullable(),
    innerUnitPerOuterPack: z.number().nullable(),
    outerPackDepth: z.number().nullable(),
    outerPackWidth: z.number().nullable(),
    outerPackHeight: z.number().nullable(),
    outerPackWeight: z.number().nullable(),
    outerPackUnitOfWeight: z.string(),
    isAdhoc: z.boolean(),
    isChildOrderSku: z.boolean(),
  })
  .meta({ id: 'ContractSku' });
export type ContractSku = z.infer<typeof contractSkuSchema>;

/** connect §3 Contract fields a party writes (create, edit, child, template). */
const contractTermsShape = {
  contractType: z.enum(CONTRACT_TYPES),
  referenceNumber: text(40).min(1, 'This field is required.'),
  /** The counterparty: the trusted party the organisation trades with (none for STOCK TRANSFER). */
  trustedPartyId: idSchema.nullish().transform((v) => v ?? null),
  /** The owning organisation group; needed only by staff (others create for their own group). */
  orgGroupId: idSchema.nullish().transform((v) => v ?? null),
  countryOfOrigin: optionalText(60),
  portOfLoading: optionalText(60),
  countryOfDestination: optionalText(60),
  portOfFinalDestination: optionalText(60),
  transportType: z
    .enum(CONTRACT_TRANSPORT_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  containerMode: z
    .enum(CONTAINER_MODES)
    .nullish()
    .transform((v) => v ?? null),
  serviceType: z
    .enum(CONTRACT_SERVICE_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  incoTerms: z
    .enum(INCOTERMS)
    .nullish()
    .transform((v) => v ?? null),
  additionalServiceRequired: z.boolean().default(false),
  additionalService: optionalText(500),
  goodsDescription: optionalText(CONTRACT_TEXT_MAX),
  productReadyDate: optionalDay,
  productDeliveryDate: optionalDay,
  reqExWorksDate: optionalDay,
  reqInStoreDate: optionalDay,
  shippingAddress: optionalText(500),
  pickUpAddress: optionalText(500),
  inspectionRequired: z.boolean().default(false),
};

const datesInOrder = <T extends { productReadyDate: string | null; productDeliveryDate: string | null }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.productReadyDate && v.productDeliveryDate && v.productDeliveryDate < v.productReadyDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['productDeliveryDate'],
      message: 'The delivery date cannot be before the ready date',
    });
  }
};

/** create {contract}: the terms and the lines. */
export const newContractSchema = z
  .object({
    ...contractTermsShape,
    skus: z.array(contractSkuInputSchema).min(1, 'Add at least one SKU').max(CONTRACT_SKUS_MAX),
    /** The template it was made from, if any. */
    templateId: idSchema.nullish().transform((v) => v ?? null),
  })
  .superRefine(datesInOrder);
export type NewContract = z.input<typeof newContractSchema>;

/** edit {updatedValues}: the contract's id and version, and the fields that change. */
export const contractUpdateSchema = z.object({
  _id: idSchema,
  version: versionSchema,
  ...Object.fromEntries(
    Object.entries(contractTermsShape)
      .filter(([k]) => !['contractType', 'trustedPartyId', 'orgGroupId'].includes(k))
      .map(([k, v]) => [k, v.optional()]),
  ),
  // Left out means unchanged: without their create-time defaults, a missing flag stays as it is.
  additionalServiceRequired: z.boolean().optional(),
  inspectionRequired: z.boolean().optional(),
});

/** One line a child contract takes from its parent. */
export const childSkuSchema = z.object({
  /** The parent's line. */
  _id: idSchema,
  quantity: quantitySchema.min(1, 'The quantity must be at least 1'),
});

/** childCreate {contract}: the parent, the lines and quantities taken, and the child's own terms. */
export const newChildContractSchema = z
  .object({
    parentContract: idSchema,
    parentVersion: versionSchema,
    referenceNumber: text(40).min(1, 'This field is required.'),
    productReadyDate: optionalDay,
    productDeliveryDate: optionalDay,
    reqExWorksDate: optionalDay,
    reqInStoreDate: optionalDay,
    skus: z.array(childSkuSchema).min(1, 'Add at least one SKU').max(CONTRACT_SKUS_MAX),
  })
  .superRefine(datesInOrder);

/** editChild {contract}: the child's id, version and new quantities or dates. */
export const childUpdateSchema = z.object({
  _id: idSchema,
  version: versionSchema,
  referenceNumber: text(40).min(1).optional(),
  productReadyDate: optionalDay.optional(),
  productDeliveryDate: optionalDay.optional(),
  reqExWorksDate: optionalDay.optional(),
  reqInStoreDate: optionalDay.optional(),
  skus: z.array(childSkuSchema).min(1).max(CONTRACT_SKUS_MAX).optional(),
});

/** approveExisting {contract}, deleteChild {contract}: the child named by id. */
export const childRefSchema = z.object({ _id: idSchema, version: versionSchema });

const contractPartySchema = z.object({
  name: z.string(),
  /** 'ORGANISATION' (an organisation group) or 'TRUSTED PARTY'. */
  kind: z.enum(['ORGANISATION', 'TRUSTED PARTY']),
  _id: z.string(),
});

export const contractHistoryRowSchema = z.object({
  changeDate: z.iso.datetime({ offset: true }),
  changedBy: z.string().describe('The name of who changed it, or SYSTEM.'),
  action: z.enum(CONTRACT_ACTIONS),
  fromStatus: z.enum(CONTRACT_STATUSES).nullable(),
  toStatus: z.enum(CONTRACT_STATUSES).nullable(),
  updatedFieldsText: z.string().describe('What changed, in words.'),
});

export const contractDocumentSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string(),
  uploadedAt: z.iso.datetime({ offset: true }),
});
export type ContractDocument = z.infer<typeof contractDocumentSchema>;

export const contractChildSummarySchema = z.object({
  _id: z.string(),
  referenceNumber: z.string(),
  status: z.enum(CONTRACT_STATUSES),
  createdAt: z.iso.datetime({ offset: true }),
  totalQuantity: z.number().int(),
});

/** The fields the workflow reads (rules/contracts/workflow.ts ContractContext). */
const workflowShape = {
  status: z.enum(CONTRACT_STATUSES),
  stage: z.enum(CONTRACT_STAGES),
  awaitingParty: z.enum(CONTRACT_PARTIES).nullable(),
  creatorSide: z.enum(['buyer', 'seller']),
  isChild: z.boolean(),
  approvalsRequired: z.boolean(),
  inspectionRequired: z.boolean(),
  myParties: z
    .array(z.enum(CONTRACT_PARTIES))
    .describe("The caller's parties on this contract: the web asks the workflow which actions are open."),
  isViewActionRequired: z.boolean().describe('The contract awaits one of my parties (connect §6).'),
};

/** A row of the contracts list (connect §2 table). */
export const contractRowSchema = z
  .object({
    _id: z.string(),
    contractType: z.enum(CONTRACT_TYPES),
    referenceNumber: z.string(),
    organisation: z.string(),
    buyer: z.string(),
    seller: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    transportType: z.string().nullable(),
    incoTerms: z.string().nullable(),
    portOfLoading: z.string().nullable(),
    portOfFinalDestination: z.string().nullable(),
    productReadyDate: z.string().nullable(),
    productDeliveryDate: z.string().nullable(),
    totalQuantity: z.number().int(),
    skuCount: z.number().int(),
    parentContract: z.string().nullable(),
    userAssigned: z.string().nullable().describe('The assigned user’s name.'),
    isFavourite: z.boolean(),
    version: z.number().int(),
    ...workflowShape,
  })
  .meta({ id: 'ContractRow' });
export type ContractRow = z.infer<typeof contractRowSchema>;

/** connect §3 Contract, as GET /{id} answers it. */
export const contractSchema = z
  .object({
    _id: z.string(),
    version: z.number().int(),
    contractType: z.enum(CONTRACT_TYPES),
    referenceNumber: z.string(),
    organisation: z.string(),
    orgGroupId: z.string(),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    buyer: contractPartySchema,
    seller: contractPartySchema,
    trustedPartyId: z.string().nullable(),
    countryOfOrigin: z.string().nullable(),
    portOfLoading: z.string().nullable(),
    countryOfDestination: z.string().nullable(),
    portOfFinalDestination: z.string().nullable(),
    transportType: z.string().nullable(),
    containerMode: z.string().nullable(),
    serviceType: z.string().nullable(),
    incoTerms: z.string().nullable(),
    additionalServiceRequired: z.boolean(),
    additionalService: z.string().nullable(),
    goodsDescription: z.string().nullable(),
    productReadyDate: z.string().nullable(),
    productDeliveryDate: z.string().nullable(),
    reqExWorksDate: z.string().nullable(),
    reqInStoreDate: z.string().nullable(),
    shippingAddress: z.string().nullable(),
    pickUpAddress: z.string().nullable(),
    parentContract: z.object({ _id: z.string(), referenceNumber: z.string() }).nullable(),
    children: z.array(contractChildSummarySchema),
    skus: z.array(contractSkuSchema),
    orderNumberOverwritten: z.boolean(),
    oldRefNumber: z.string().nullable(),
    userAssigned: z.object({ _id: z.string(), fullname: z.string() }).nullable(),
    notifications: z.boolean().describe('The caller is subscribed to this contract (contractsToNotify).'),
    isFavourite: z.boolean().describe("In the caller's favourites tab."),
    order: z
      .object({ ordKey: z.string(), ordNumber: z.string(), ordStatus: z.string() })
      .nullable()
      .describe('The hub order made at ORDER CREATION (opens /order/:key in the hub).'),
    chatChannelId: z.string().nullable(),
    documents: z.array(contractDocumentSchema),
    history: z.array(contractHistoryRowSchema),
    ...workflowShape,
  })
  .meta({ id: 'Contract' });
export type Contract = z.infer<typeof contractSchema>;

const statusCountsSchema = z
  .record(z.string(), z.number().int())
  .describe('Contracts per status over the whole match (includeStatusTotals).');

// get: the search body (connect §3 "Contract search state" config) plus the three flags

export const CONTRACT_SORT_COLUMNS = [
  'createdAt',
  'referenceNumber',
  'status',
  'buyer',
  'seller',
  'organisation',
  'productReadyDate',
  'productDeliveryDate',
  'totalQuantity',
] as const;

export const contractSearchBodySchema = z.object({
  filters: contractFilterSetSchema.default([]),
  key: z.enum(['All', 'favourites']).default('All').describe('The tab: all or favourites.'),
  orderBy: z.enum(CONTRACT_SORT_COLUMNS).default('createdAt'),
  orderDir: z
    .enum(['ASC', 'DESC', 'asc', 'desc'])
    .default('DESC')
    .transform((d) => d.toUpperCase() as 'ASC' | 'DESC'),
  batchNo: z.number().int().min(FIRST_BATCH).default(FIRST_BATCH),
  batchSize: z.number().int().min(1).max(BATCH_SIZE_MAX).default(BATCH_SIZE),
  orgGroupCode: text(40).nullish().describe('Staff: only this organisation group’s contracts.'),
  /** The general search bar: reference, buyer, seller, organisation or product number contains it. */
  searchText: text(200).nullish(),
  includeStatusTotals: z.boolean().default(false),
  getFavourites: z.boolean().default(false),
  isOnlyActionRequired: z
    .boolean()
    .default(false)
    .describe("Only contracts awaiting one of the caller's parties; remembered as isViewActionRequired."),
});
export type ContractSearchBody = z.input<typeof contractSearchBodySchema>;

export const contractSearchResponseSchema = z.object({
  result: z.array(contractRowSchema),
  statusCounts: statusCountsSchema.nullable(),
  currentCount: z.number().int(),
  totalCount: z.number().int(),
  timestamp: z.iso.datetime({ offset: true }),
});
export type ContractSearchResponse = z.infer<typeof contractSearchResponseSchema>;

export const dateGroupCountBodySchema = z.object({
  filters: contractFilterSetSchema.default([]),
  dateFormat: z.enum(['day', 'week', 'month', 'year']).default('month'),
  field: z.enum(CONTRACT_DATE_FIELDS),
});
export const dateGroupCountResponseSchema = z.object({
  result: z.array(
    z.object({ date: z.string().describe('The period start, YYYY-MM-DD.'), count: z.number().int() }),
  ),
});

// Templates (connect §3: saved through a contractTemplate object; its fields designed here)

export const contractTemplateInputSchema = z.object({
  _id: idSchema.optional(),
  name: text(75).min(1, 'This field is required.'),
  ...Object.fromEntries(
    Object.entries(contractTermsShape)
      .filter(([k]) => !['referenceNumber', 'orgGroupId'].includes(k))
      .map(([k, v]) => [k, k === 'contractType' ? v : v.optional()]),
  ),
  skus: z.array(contractSkuInputSchema).max(CONTRACT_SKUS_MAX).default([]),
});

export const contractTemplateSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    contractType: z.enum(CONTRACT_TYPES),
    trustedPartyId: z.string().nullable(),
    seller: z.string().nullable(),
    terms: z
      .record(z.string(), z.unknown())
      .describe('The saved contract fields, as newContract takes them.'),
    skus: z.array(contractSkuLineSchema),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ContractTemplate' });
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;

// Contract settings of an organisation group (issue 16; paths designed: the spec shows none)

export const autoAssignRouteSchema = z.object({
  _id: idSchema.optional(),
  /** The user assigned: one of the group's users. */
  userId: idSchema,
  portOfLoading: optionalText(60),
  portOfFinalDestination: optionalText(60),
  trustedPartyId: idSchema.nullish().transform((v) => v ?? null),
});
export const contractSettingsSchema = z
  .object({
    orgGroupId: z.string(),
    approvalsRequired: z.boolean(),
    stockTransferDisabled: z.boolean(),
    autoAssignContractRoutes: z.array(
      // Transform-free (answers are encoded): autoAssignRouteSchema's fields after parsing.
      z.object({
        _id: z.string(),
        userId: z.string(),
        portOfLoading: z.string().nullable(),
        portOfFinalDestination: z.string().nullable(),
        trustedPartyId: z.string().nullable(),
        userName: z.string(),
        trustedPartyName: z.string().nullable(),
      }),
    ),
    /** Who may be assigned or routed to: the group's users. */
    users: z.array(z.object({ _id: z.string(), fullname: z.string() })),
    /** The trusted parties the group trades with (the counterparty choices). */
    trustedParties: z.array(z.object({ _id: z.string(), name: z.string() })),
  })
  .meta({ id: 'ContractSettings' });
export type ContractSettings = z.infer<typeof contractSettingsSchema>;

// Answers

const contractAnswer = z.object({ contract: contractSchema });
const orderNumberTaken = {
  401: apiErrorSchema.describe(
    `'${CONTRACT_TEXTS.orderNumberTaken}': the reference number is used by another contract of the group (connect §5 keeps 401 for clients that depend on it).`,
  ),
};
const conflict = {
  409: apiErrorSchema.describe(
    'CONTRACT_CHANGED: a stale version or a concurrent action; CONTRACT_ACTION_REFUSED: the workflow does not open this action to the caller now.',
  ),
};
const contractIdRecord = (part: RecordRef['in'], name: string): RecordRef => ({
  in: part,
  name,
  kind: 'contractId',
});
const exampleId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const exampleSku = {
  productNumber: 'ACM-BLND-500',
  productDescription: 'Countertop blender 500 W',
  unitPrice: 4599,
  unitCurrency: 'USD' as const,
  quantity: 1200,
};
const exampleContract = {
  contractType: 'BUYING' as const,
  referenceNumber: 'PO-2026-0412',
  trustedPartyId: exampleId,
  transportType: 'SEA' as const,
  incoTerms: 'FOB' as const,
  portOfLoading: 'MYPKG',
  portOfFinalDestination: 'AUMEL',
  productReadyDate: '2026-12-14',
  skus: [exampleSku],
};

const actionBody = z.object({ id: idSchema, referenceNumber: text(40), version: versionSchema });

export const connectContractEndpoints = {
  create: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/create',
    access,
    tags,
    description:
      "Creates a contract AWAITING ACCEPTANCE by the other side. The caller's group owns it (staff name orgGroupId). An order or reference number the group already uses answers 401 'Order number already taken'.",
    body: z.object({ contract: newContractSchema }),
    records: [
      { in: 'body', name: 'contract.trustedPartyId', kind: 'trustedPartyId' },
      { in: 'body', name: 'contract.orgGroupId', kind: 'orgGroupId' },
      { in: 'body', name: 'contract.templateId', kind: 'contractTemplateId' },
      { in: 'body', name: 'contract.skus.*._id', exempt: 'a new line has no id yet; one given is ignored' },
    ],
    responses: { 200: contractAnswer, ...orderNumberTaken },
    // orgGroupId: staff name the group (others' own group is the same id or answers 404).
    example: { body: { contract: { ...exampleContract, orgGroupId: exampleId } } },
  }),
  childCreate: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/childCreate',
    access,
    tags,
    description:
      "Creates a child contract from a parent's unconfirmed quantities (never more than the parent has left); it awaits the other side's approval (approveExisting).",
    body: z.object({ contract: newChildContractSchema }),
    records: [
      contractIdRecord('body', 'contract.parentContract'),
      {
        in: 'body',
        name: 'contract.skus.*._id',
        exempt: 'a line of the parent named in contract.parentContract',
      },
    ],
    responses: { 200: contractAnswer, ...orderNumberTaken, ...conflict },
    example: {
      body: {
        contract: {
          parentContract: exampleId,
          referenceNumber: 'PO-2026-0412-1',
          skus: [{ _id: exampleId, quantity: 200 }],
        },
      },
    },
  }),
  editChild: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/editChild',
    access,
    tags,
    description: "The child's creator changes its quantities or dates while it awaits approval.",
    body: z.object({ contract: childUpdateSchema }),
    records: [
      contractIdRecord('body', 'contract._id'),
      { in: 'body', name: 'contract.skus.*._id', exempt: "a line of the child's parent" },
    ],
    responses: { 200: contractAnswer, ...orderNumberTaken, ...conflict },
    example: {
      body: { contract: { _id: exampleId, version: 1, skus: [{ _id: exampleId, quantity: 150 }] } },
    },
  }),
  approveExisting: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/approveExisting',
    access,
    tags,
    description: 'The other side approves a child contract: it becomes ACCEPTED.',
    body: z.object({ contract: childRefSchema }),
    records: [contractIdRecord('body', 'contract._id')],
    responses: { 200: contractAnswer, ...conflict },
    example: { body: { contract: { _id: exampleId, version: 1 } } },
  }),
  edit: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/edit',
    access,
    tags,
    description:
      "Changes a contract's terms. By the awaited side it is an amendment (AMENDED, the turn goes back); by its author the status stays.",
    body: z.object({ updatedValues: contractUpdateSchema }),
    records: [contractIdRecord('body', 'updatedValues._id')],
    responses: { 200: contractAnswer, ...orderNumberTaken, ...conflict },
    example: {
      body: { updatedValues: { _id: exampleId, version: 1, goodsDescription: 'Kitchen appliances' } },
    },
  }),
  get: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/get',
    access,
    tags,
    description:
      'The contracts search (connect §3, §4): filters, sort (default createdAt DESC), batches of 30; with status counts when includeStatusTotals; favourites only when getFavourites (or key favourites); only those awaiting the caller when isOnlyActionRequired.',
    body: contractSearchBodySchema,
    records: [
      { in: 'body', name: 'orgGroupCode', exempt: 'staff narrow by code; others see their own group only' },
      { in: 'body', name: 'key', exempt: 'the tab (All or favourites), not a record' },
    ],
    responses: { 200: contractSearchResponseSchema },
    example: { body: { filters: [], batchNo: 1, includeStatusTotals: true } },
  }),
  getAll: defineEndpoint({
    method: 'GET',
    path: '/api/connect/contracts/getAll',
    access,
    tags,
    description:
      'Every contract the caller may see (id, reference, status, parties), newest first: for pickers.',
    query: z.object({
      filters: z.string().max(2000).optional().describe('A reference or party name contains it.'),
    }),
    responses: {
      200: z.object({
        result: z.array(
          z.object({
            _id: z.string(),
            referenceNumber: z.string(),
            status: z.enum(CONTRACT_STATUSES),
            buyer: z.string(),
            seller: z.string(),
          }),
        ),
      }),
    },
    example: { query: {} },
  }),
  getSKUs: defineEndpoint({
    method: 'GET',
    path: '/api/connect/contracts/getSKUs',
    access,
    tags,
    description:
      "The SKUs the caller may pick, matched by product number or description, one per product number (first source wins). A customer: its group's catalogue, then the catalogues of the trusted parties linked to it. A trusted party: its own catalogue, then the products of its own contracts' lines, then its partner trusted parties' catalogues (never a group's catalogue). Staff: the groups' catalogues. With contractId, that contract's lines, and only those with quantity left when availableOnly (connect §5 child SKUs).",
    query: z.object({
      filters: z.string().max(200).optional(),
      contractId: idSchema.optional(),
      availableOnly: z.stringbool().optional(),
    }),
    records: [contractIdRecord('query', 'contractId')],
    responses: {
      200: z.object({ result: z.array(skuChoiceSchema) }),
    },
    example: { query: { filters: 'ACM' } },
  }),
  getOne: defineEndpoint({
    method: 'GET',
    path: '/api/connect/contracts/:id',
    access,
    tags,
    description: 'A contract with its lines, children, documents, history and the workflow fields.',
    params: z.object({ id: idSchema }),
    records: [contractIdRecord('params', 'id')],
    responses: { 200: contractAnswer },
    example: { params: { id: exampleId } },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/cancel',
    access,
    tags,
    description:
      "The creator's side (or an admin) withdraws the contract before its order exists: CANCELLED.",
    body: z.object({ contractId: idSchema, version: versionSchema }),
    records: [contractIdRecord('body', 'contractId')],
    responses: { 200: contractAnswer, ...conflict },
    example: { body: { contractId: exampleId } },
  }),
  assignUser: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/assignUser',
    access,
    tags,
    description: 'Assigns a user of either side (or staff) to the contract; null unassigns.',
    body: z.object({
      userAssigned: idSchema.nullable(),
      contractId: idSchema,
      referenceNumber: text(40),
      version: versionSchema,
    }),
    records: [contractIdRecord('body', 'contractId'), { in: 'body', name: 'userAssigned', kind: 'userId' }],
    responses: { 200: contractAnswer, ...conflict },
    example: { body: { userAssigned: exampleId, contractId: exampleId, referenceNumber: 'PO-2026-0412' } },
  }),
  submitSkus: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/submitSkus',
    access,
    tags,
    description:
      "Adds or changes the contract's lines (lines left out are removed). By the awaited side it is an amendment.",
    body: z.object({
      id: idSchema,
      referenceNumber: text(40),
      skus: z.array(contractSkuInputSchema).min(1, 'Add at least one SKU').max(CONTRACT_SKUS_MAX),
      version: versionSchema,
    }),
    records: [
      contractIdRecord('body', 'id'),
      { in: 'body', name: 'skus.*._id', exempt: 'a line of the contract named in id' },
    ],
    responses: { 200: contractAnswer, ...conflict },
    example: { body: { id: exampleId, referenceNumber: 'PO-2026-0412', skus: [exampleSku] } },
  }),
  accept: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/accept',
    access,
    tags,
    description:
      'The awaited party accepts: the other side (or an amendment), the approver, the admin, an inspection, or the buyer the confirmed quantities (ORDER CREATION makes the hub order).',
    body: actionBody,
    records: [contractIdRecord('body', 'id')],
    responses: { 200: contractAnswer, ...conflict },
    example: { body: { id: exampleId, referenceNumber: 'PO-2026-0412' } },
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/reject',
    access,
    tags,
    description: 'The awaited party rejects (a failed inspection asks the seller to confirm again).',
    body: actionBody,
    records: [contractIdRecord('body', 'id')],
    responses: { 200: contractAnswer, ...conflict },
    example: { body: { id: exampleId, referenceNumber: 'PO-2026-0412' } },
  }),
  deleteChild: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/deleteChild',
    access,
    tags,
    description:
      "A child's creator deletes it while it awaits approval (DELETED; its quantities return to the parent).",
    body: z.object({ contract: childRefSchema }),
    records: [contractIdRecord('body', 'contract._id')],
    responses: { 200: contractAnswer, ...conflict },
    example: { body: { contract: { _id: exampleId } } },
  }),
  rejectChild: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/rejectChild',
    access,
    tags,
    description: 'The other side rejects a child contract, with a reason (value).',
    body: z.object({ contract: childRefSchema, value: text(500).default('') }),
    records: [contractIdRecord('body', 'contract._id')],
    responses: { 200: contractAnswer, ...conflict },
    example: { body: { contract: { _id: exampleId }, value: 'Quantities do not match the forecast' } },
  }),
  getDateGroupCount: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/getDateGroupCount',
    access,
    tags,
    description:
      'How many matching contracts fall in each period of a date field (for the date-group filters).',
    body: dateGroupCountBodySchema,
    responses: { 200: dateGroupCountResponseSchema },
    example: { body: { filters: [], dateFormat: 'month', field: 'createdAt' } },
  }),
  getTemplates: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/getTemplates',
    access,
    tags,
    description:
      "The caller's group's (or trusted party's) contract templates, by name; filter narrows by name.",
    body: z.object({ filter: text(75).default('') }),
    responses: { 200: z.object({ result: z.array(contractTemplateSchema) }) },
    example: { body: { filter: '' } },
  }),
  createTemplate: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/createTemplate',
    access,
    tags,
    description: 'Saves a contract template (names are unique per owner).',
    body: z.object({ contractTemplate: contractTemplateInputSchema }),
    records: [
      { in: 'body', name: 'contractTemplate._id', exempt: 'ignored on create' },
      { in: 'body', name: 'contractTemplate.trustedPartyId', kind: 'trustedPartyId' },
      { in: 'body', name: 'contractTemplate.skus.*._id', exempt: 'template lines have no ids' },
    ],
    responses: { 200: z.object({ template: contractTemplateSchema }), 409: apiErrorSchema },
    example: {
      body: {
        contractTemplate: { name: 'Blenders from Penang', contractType: 'BUYING', skus: [exampleSku] },
      },
    },
  }),
  editTemplate: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/editTemplate',
    access,
    tags,
    description: 'Changes a saved template (named by contractTemplate._id).',
    body: z.object({ contractTemplate: contractTemplateInputSchema.extend({ _id: idSchema }) }),
    records: [
      { in: 'body', name: 'contractTemplate._id', kind: 'contractTemplateId' },
      { in: 'body', name: 'contractTemplate.trustedPartyId', kind: 'trustedPartyId' },
      { in: 'body', name: 'contractTemplate.skus.*._id', exempt: 'template lines have no ids' },
    ],
    responses: { 200: z.object({ template: contractTemplateSchema }), 409: apiErrorSchema },
    example: {
      body: {
        contractTemplate: { _id: exampleId, name: 'Blenders from Penang', contractType: 'BUYING', skus: [] },
      },
    },
  }),
  deleteTemplate: defineEndpoint({
    method: 'DELETE',
    path: '/api/user/contractTemplate/:id',
    access,
    tags,
    description: 'Deletes a saved contract template.',
    params: z.object({ id: idSchema }),
    records: [{ in: 'params', name: 'id', kind: 'contractTemplateId' }],
    responses: { 200: z.object({ ok: z.literal(true) }) },
    example: { params: { id: exampleId } },
  }),
  toggleContractSubscription: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/toggleContractSubscription',
    access,
    tags,
    description:
      "Subscribes (notifications true) or unsubscribes the caller from the contract's CONTRACT notifications (contractsToNotify).",
    body: z.object({ contractId: idSchema, notifications: z.boolean() }),
    records: [contractIdRecord('body', 'contractId')],
    responses: { 200: z.object({ contractsToNotify: z.array(z.string()) }) },
    example: { body: { contractId: exampleId, notifications: true } },
  }),
  addToChat: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/addToChat',
    access,
    tags,
    description:
      "Adds the provider's admin to the contract's chat: the channel waits in the staff inbox (as talk to a representative).",
    body: z.object({ id: idSchema }),
    records: [contractIdRecord('body', 'id')],
    responses: { 200: z.object({ chatChannelId: z.string() }) },
    example: { body: { id: exampleId } },
  }),
  skuQtyConfirm: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/skuQtyConfirm',
    access,
    tags,
    description:
      'The seller confirms a quantity per line (quantityTemp, at most the quantity): all in full gives CONFIRMED, otherwise PARTIALLY CONFIRMED (AWAITING INSPECTION forms when inspection is on).',
    body: z.object({
      contractId: idSchema,
      skus: z
        .array(z.object({ _id: idSchema, quantityTemp: quantitySchema }))
        .min(1, 'Confirm at least one SKU')
        .max(CONTRACT_SKUS_MAX),
      version: versionSchema,
    }),
    records: [
      contractIdRecord('body', 'contractId'),
      { in: 'body', name: 'skus.*._id', exempt: 'a line of the contract named in contractId' },
    ],
    responses: { 200: contractAnswer, ...conflict },
    example: { body: { contractId: exampleId, skus: [{ _id: exampleId, quantityTemp: 1000 }] } },
  }),
  uploadDocuments: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/uploadDocuments',
    access,
    tags,
    description:
      'Uploads documents to a contract (multipart: contractId, then one or more files; each checked by its bytes and at most 10 MB). Contract parties only.',
    multipart: { multipart: true, fields: ['contractId'] },
    records: [contractIdRecord('fields', 'contractId')],
    responses: {
      200: z.object({ documents: z.array(contractDocumentSchema) }),
      413: apiErrorSchema,
      415: apiErrorSchema,
    },
    example: { fields: { contractId: exampleId } },
  }),
  counterparties: defineEndpoint({
    method: 'GET',
    path: '/api/connect/contracts/counterparties',
    access,
    tags,
    description:
      "Who the caller may make a contract with (connect §6: connect users pick organisation groups, others pick trusted parties; designed): a trusted-party user, the organisation groups its trusted party is linked to; a customer, the trusted parties linked to its group; staff, none (they pick a group's through contractSettings).",
    responses: {
      200: z.object({
        orgGroups: z.array(z.object({ _id: z.string(), name: z.string() })),
        trustedParties: z.array(z.object({ _id: z.string(), name: z.string() })),
      }),
    },
    example: {},
  }),
  toggleFavourite: defineEndpoint({
    method: 'POST',
    path: '/api/connect/contracts/toggleFavourite',
    access,
    tags,
    description:
      "Adds the contract to the caller's favourites tab (favourite true) or takes it out (designed).",
    body: z.object({ contractId: idSchema, favourite: z.boolean() }),
    records: [contractIdRecord('body', 'contractId')],
    responses: { 200: z.object({ isFavourite: z.boolean() }) },
    example: { body: { contractId: exampleId, favourite: true } },
  }),
  getSettings: defineEndpoint({
    method: 'GET',
    path: '/api/connect/contractSettings',
    access,
    tags,
    description:
      "The caller's group's contract settings: approvals, stock transfer, auto-assign routes, and the users and trusted parties to pick from (staff name orgGroupId).",
    query: z.object({ orgGroupId: idSchema.optional() }),
    records: [{ in: 'query', name: 'orgGroupId', kind: 'orgGroupId' }],
    responses: { 200: contractSettingsSchema },
    example: { query: {} },
  }),
  saveSettings: defineEndpoint({
    method: 'PUT',
    path: '/api/connect/contractSettings',
    access: { role: 'CA' },
    tags,
    description:
      "A client admin (or staff, naming orgGroupId) sets the group's approvals, stock transfer and auto-assign routes (autoAssignContractRoutes, first match wins).",
    body: z.object({
      orgGroupId: idSchema.nullish().transform((v) => v ?? null),
      approvalsRequired: z.boolean(),
      stockTransferDisabled: z.boolean(),
      autoAssignContractRoutes: z.array(autoAssignRouteSchema).max(50),
    }),
    records: [
      { in: 'body', name: 'orgGroupId', kind: 'orgGroupId' },
      { in: 'body', name: 'autoAssignContractRoutes.*._id', exempt: 'routes are replaced as a whole' },
      { in: 'body', name: 'autoAssignContractRoutes.*.userId', kind: 'userId' },
      { in: 'body', name: 'autoAssignContractRoutes.*.trustedPartyId', kind: 'trustedPartyId' },
    ],
    responses: { 200: contractSettingsSchema },
    example: {
      body: { approvalsRequired: false, stockTransferDisabled: false, autoAssignContractRoutes: [] },
    },
  }),
  document: defineEndpoint({
    method: 'GET',
    path: '/api/connect/contracts/:id/documents/:docId',
    access,
    tags,
    description: "Downloads a contract's document (contract parties only).",
    params: z.object({ id: idSchema, docId: idSchema }),
    records: [contractIdRecord('params', 'id'), { in: 'params', name: 'docId', kind: 'contractDocumentId' }],
    responses: { 200: fileResponse },
    example: { params: { id: exampleId, docId: exampleId } },
  }),
} as const;
