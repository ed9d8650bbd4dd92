/**
 * Contract templates (issue 16; connect §3 "saved through a contractTemplate object", §7
 * getTemplates, createTemplate, editTemplate, DELETE /api/user/contractTemplate/{id}). A template
 * holds a contract's terms and lines for the create form to pre-fill. Its owner is the caller's
 * group, or the caller's trusted party (contract-templates.repository.ts); names are unique per
 * owner in any case (409 naming contractTemplate.name). The counterparty it names must be linked to
 * the group (trusted_party_links), else it answers as an unknown one (404).
 */
import type { ContractTemplate, connectContractEndpoints } from '@navia/domain/contracts/connect-contracts';
import { contractSkuInputSchema } from '@navia/domain/contracts/connect-contracts';
import { CONTRACT_TYPES, type ContractType } from '@navia/domain/rules/contracts/constants';
import { counterpartySides, ownerSides } from '@navia/domain/rules/contracts/parties';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import * as repo from './contract-templates.repository.ts';

type TemplateInput = z.output<typeof connectContractEndpoints.createTemplate.body>['contractTemplate'];

const notFound = () => new AppError('NOT_FOUND');
const NAME_FIELD = 'contractTemplate.name';
const nameTaken = () =>
  new AppError('CONFLICT', {
    message: `${NAME_FIELD}: a contract template with this name already exists`,
    issues: [{ field: NAME_FIELD, message: 'A contract template with this name already exists' }],
  });
/** Staff own no templates: they save one while viewing as a customer or a trusted party. */
const noOwner = () =>
  new AppError('VALIDATION', {
    message:
      'Contract templates belong to an organisation group or a trusted party: view as one of them to save one.',
  });

/** The fields of the input that are not terms: they have columns of their own. */
const NOT_TERMS = new Set(['_id', 'name', 'skus', 'contractType', 'trustedPartyId']);

const isContractType = (value: unknown): value is ContractType =>
  (CONTRACT_TYPES as readonly unknown[]).includes(value);

/** The stored values of a validated input: its columns, its terms (the other fields given) and its lines. */
function valuesOf(input: TemplateInput): repo.TemplateValues {
  // The declaration builds the terms' shape from the contract's, so their keys are not in the type;
  // the route's schema has checked them all.
  const fields: Record<string, unknown> = input;
  const contractType = fields.contractType;
  if (!isContractType(contractType)) throw new AppError('VALIDATION');
  const trustedPartyId = typeof fields.trustedPartyId === 'string' ? fields.trustedPartyId : null;
  const entries = Object.entries(fields);
  return {
    name: input.name,
    contractType,
    trustedPartyId,
    terms: Object.fromEntries(entries.filter(([key, value]) => !NOT_TERMS.has(key) && value !== undefined)),
    // Template lines have no ids: a contract made from it gets new lines.
    skus: input.skus.map(({ _id, ...line }) => line),
  };
}

/**
 * The seller's name as the template shows it: the owning group when it sells, else the
 * counterparty; a trusted party's own template names itself when it is the seller.
 */
function sellerOf(view: repo.TemplateView): string | null {
  const { template } = view;
  if (template.ownerTrustedPartyId === null) {
    return ownerSides(template.contractType).includes('seller') ? view.ownerGroupName : view.trustedPartyName;
  }
  return counterpartySides(template.contractType).includes('seller') ? view.ownerTrustedPartyName : null;
}

function presentTemplate(view: repo.TemplateView): ContractTemplate {
  const { template } = view;
  return {
    _id: template.id,
    name: template.name,
    contractType: template.contractType,
    trustedPartyId: template.trustedPartyId,
    seller: sellerOf(view),
    terms: {
      ...template.terms,
      contractType: template.contractType,
      trustedPartyId: template.trustedPartyId,
    },
    skus: contractSkuInputSchema.array().parse(template.skus),
    createdAt: template.createdAt.toISOString(),
    updatedAt: template.updatedAt.toISOString(),
  };
}

function isNameUniqueViolation(error: unknown): boolean {
  const e = error as {
    code?: unknown;
    constraint?: unknown;
    cause?: { code?: unknown; constraint?: unknown };
  } | null;
  const code = e?.code ?? e?.cause?.code;
  return code === '23505';
}

/** The counterparty must be one the caller may name (404 as an unknown one otherwise). */
async function checkTrustedParty(ctx: AppContext, scope: Scope, trustedPartyId: string | null) {
  if (trustedPartyId === null) return;
  if (!(await repo.mayNameTrustedParty(ctx.database.db, scope, trustedPartyId))) throw notFound();
}

/** POST getTemplates {filter}: the caller's templates whose name contains the filter, by name. */
export async function getTemplates(ctx: AppContext, scope: Scope, filter: string) {
  const rows = await repo.findTemplates(ctx.database.db, scope, filter.trim());
  return { result: rows.map(presentTemplate) };
}

/** POST createTemplate {contractTemplate} */
export async function createTemplate(ctx: AppContext, scope: Scope, input: TemplateInput) {
  if (!repo.mayOwnTemplates(scope)) throw noOwner();
  const values = valuesOf(input);
  await checkTrustedParty(ctx, scope, values.trustedPartyId ?? null);
  const db = ctx.database.db;
  const id = await db
    .transaction(async (tx) => {
      if (await repo.templateNameTaken(tx, scope, values.name, null)) throw nameTaken();
      return repo.insertTemplate(tx, scope, values, ctx.now());
    })
    .catch((error: unknown) => {
      // Two saves under one name at once: the unique index decides, and the loser hears why.
      throw isNameUniqueViolation(error) ? nameTaken() : error;
    });
  const view = id ? await repo.findOwnTemplate(db, scope, id) : null;
  if (!view) throw new Error('contract template not stored');
  return { template: presentTemplate(view) };
}

/** POST editTemplate {contractTemplate} (named by contractTemplate._id). */
export async function editTemplate(ctx: AppContext, scope: Scope, id: string, input: TemplateInput) {
  const values = valuesOf(input);
  const db = ctx.database.db;
  if (!(await repo.findOwnTemplate(db, scope, id))) throw notFound();
  await checkTrustedParty(ctx, scope, values.trustedPartyId ?? null);
  await db
    .transaction(async (tx) => {
      if (await repo.templateNameTaken(tx, scope, values.name, id)) throw nameTaken();
      if (!(await repo.updateTemplate(tx, scope, id, values, ctx.now()))) throw notFound();
    })
    .catch((error: unknown) => {
      throw isNameUniqueViolation(error) ? nameTaken() : error;
    });
  const view = await repo.findOwnTemplate(db, scope, id);
  if (!view) throw notFound();
  return { template: presentTemplate(view) };
}

/** DELETE /api/user/contractTemplate/{id}: another owner's template answers as an unknown one. */
export async function deleteTemplate(ctx: AppContext, scope: Scope, id: string) {
  if (!(await repo.deleteTemplate(ctx.database.db, scope, id))) throw notFound();
  return { ok: true as const };
}
