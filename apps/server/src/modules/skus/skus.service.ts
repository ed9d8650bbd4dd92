/**
 * SKU catalogue use cases (issue 17): search, type-ahead, CSV export, read, create, edit and the CSV
 * import. Each write runs in one transaction that also writes the SKU's history rows
 * (sku_changes), so a SKU never changes without a row saying what changed.
 */
import type { EndpointParsedInput } from '@navia/domain/contracts/endpoint';
import {
  type SkuImportResponse,
  type SkuSearchResponse,
  type skuEndpoints,
  skuSearchBodySchema,
} from '@navia/domain/contracts/skus';
import { isStaff } from '@navia/domain/rules/access';
import { TYPEAHEAD_LIMIT } from '@navia/domain/rules/filters/constants';
import { dayOf } from '@navia/domain/rules/filters/dates';
import { SKU_TEXTS } from '@navia/domain/rules/skus/constants';
import { diffSku } from '@navia/domain/rules/skus/diff';
import { normaliseSkuFilters } from '@navia/domain/rules/skus/filters';
import { readSkuImport } from '@navia/domain/rules/skus/import';
import { minorToDecimal } from '@navia/domain/rules/skus/money';
import { SKU_FIELDS, type SkuFields } from '@navia/domain/rules/skus/sku-fields';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { keptCountsOf } from '../../lib/kept-counts.ts';
import type { Scope } from '../../lib/scope.ts';
import { csvField } from '../shipments/csv.ts';
import { ownEntityOf } from '../trusted-parties/network-access.repository.ts';
import { fieldsOf, presentSkuDetail, presentSkuRow, shownFieldsOf } from './skus.presenter.ts';
import * as repo from './skus.repository.ts';

type Parsed<K extends keyof typeof skuEndpoints> = EndpointParsedInput<(typeof skuEndpoints)[K]>;

/** Who calls: the scope, the person (for the history) and their zone (for the date filters). */
export type SkuCaller = { scope: Scope; userId: string; name: string; zone: string };

const notFound = () => new AppError('NOT_FOUND');
const clockOf = (caller: SkuCaller, now: Date): repo.SkuClock => ({
  zone: caller.zone,
  today: dayOf(now, caller.zone),
});

type SearchInput = Parsed<'search'>['body'];
/** What a search body matches (bench/search/connect-explain.ts too). */
export const matchOf = (input: Pick<SearchInput, 'filters' | 'searchText'>): repo.SkuMatch => ({
  filters: normaliseSkuFilters(input.filters),
  searchText: input.searchText?.trim() || null,
});

/**
 * SKU counts are kept until a SKU of an owner the caller sees changes (migration 0043's triggers
 * tell the change feed which owners a statement touched).
 */
const keptSkuCounts = (ctx: AppContext) => keptCountsOf(ctx.database, 'skus');

export async function searchSkus(
  ctx: AppContext,
  caller: SkuCaller,
  input: SearchInput,
): Promise<SkuSearchResponse> {
  const db = ctx.database.db;
  const match = matchOf(input);
  const clock = clockOf(caller, new Date());
  const owners = await repo.visibleSkuOwners(db, caller.scope);
  const query = { scope: caller.scope, owners, match, clock };
  const page = {
    orderBy: input.orderBy,
    orderDir: input.orderDir,
    offset: (input.batchNo - 1) * input.batchSize,
    limit: input.batchSize,
  };
  if (owners === 'many' || repo.matchesRowText(match)) {
    // A text's matches are counted as its batch is sorted out of them (nothing to save); past the
    // merged owners, which owners are seen is not in the key, so nothing is kept.
    const { rows, total } = await repo.searchAndCountSkus(db, query, page);
    return { result: rows.map(presentSkuRow), currentCount: rows.length, totalCount: total };
  }
  // Counted once, then reused (the next batch, a repeated search, a colleague's) until one of the
  // owners' SKUs changes. The key names everything else the count reads: each owner with its name
  // and what the caller sees of it (OWNER, OWNER NAME and currency filters), the search and the
  // caller's day and zone (the date filters).
  const key = JSON.stringify([owners, match, clock]);
  const ownerIds = owners.map((owner) => owner.id);
  const [rows, total] = await Promise.all([
    repo.searchSkus(db, query, page),
    keptSkuCounts(ctx).count(ownerIds, key, () => repo.countSkus(db, query)),
  ]);
  return { result: rows.map(presentSkuRow), currentCount: rows.length, totalCount: total };
}

export async function typeahead(ctx: AppContext, caller: SkuCaller, text: string) {
  const db = ctx.database.db;
  const owners = await repo.visibleSkuOwners(db, caller.scope);
  const rows = await repo.typeaheadSkus(db, caller.scope, owners, text.trim(), TYPEAHEAD_LIMIT);
  return {
    result: rows.map((r) => ({
      _id: r.id,
      productNumber: r.productNumber,
      productDescription: r.productDescription,
      owner: r.owner,
    })),
  };
}

/** Rows read per batch while exporting. */
const EXPORT_BATCH = 500;
const exportSearchSchema = skuSearchBodySchema.omit({ batchNo: true, batchSize: true });

/** The CSV columns: the import's, then the owner (which the import ignores). Prices as decimals. */
function csvValues(fields: SkuFields, owner: string): (string | number | null)[] {
  return [
    ...SKU_FIELDS.map((f) =>
      f === 'unitPrice'
        ? fields.unitPrice !== null && fields.unitCurrency
          ? minorToDecimal(fields.unitPrice, fields.unitCurrency)
          : fields.unitPrice
        : fields[f],
    ),
    owner,
  ];
}
const csvRow = (values: readonly (string | number | null)[]) => `${values.map(csvField).join(',')}\r\n`;

/**
 * GET export.csv: validates the search first (a bad one is a 400, not a cut stream), then answers a
 * file name and the CSV as an async stream, reading every matching SKU in batches.
 */
export function exportCsv(ctx: AppContext, caller: SkuCaller, searchJson: string) {
  let raw: unknown;
  try {
    raw = JSON.parse(searchJson);
  } catch {
    throw new AppError('VALIDATION', { message: 'search: must be JSON' });
  }
  const parsed = exportSearchSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('VALIDATION', {
      message: `search.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    });
  }
  const input = parsed.data;
  const now = new Date();
  const clock = clockOf(caller, now);
  const match = matchOf(input);
  async function* chunks(): AsyncGenerator<string> {
    yield `\uFEFF${csvRow([...SKU_FIELDS, 'owner'])}`; // BOM: spreadsheets then read UTF-8
    const owners = await repo.visibleSkuOwners(ctx.database.db, caller.scope);
    const query = { scope: caller.scope, owners, match, clock };
    const order = { orderBy: input.orderBy, orderDir: input.orderDir, limit: EXPORT_BATCH };
    // Each batch goes on after the last row of the one before (keyset), in the search's order.
    for (let after: repo.SkuPosition | null = null; ; ) {
      const batch = await repo.searchSkusAfter(ctx.database.db, query, order, after);
      // A price the caller does not see is exported empty, as the screen shows it (decision 020).
      const { rows } = batch;
      if (rows.length > 0) yield rows.map((r) => csvRow(csvValues(shownFieldsOf(r), r.ownerName))).join('');
      if (rows.length < EXPORT_BATCH || !batch.last) return;
      after = batch.last;
    }
  }
  return { fileName: `skus-${clock.today}.csv`, chunks: chunks() };
}

async function readDetail(db: Executor, scope: Scope, id: string) {
  const row = await repo.findVisibleSku(db, scope, id);
  if (!row) throw notFound();
  const [contracts, history] = await Promise.all([
    repo.contractsUsing(db, scope, id),
    repo.historyOf(db, id),
  ]);
  return presentSkuDetail(row, contracts, history);
}

export async function getSku(ctx: AppContext, caller: SkuCaller, id: string) {
  return { sku: await readDetail(ctx.database.db, caller.scope, id) };
}

/**
 * The owner of what the caller creates: its own group or trusted party; staff name one. Naming a
 * partner answers 403 (it is seen, not written); naming anyone else 404, as an unknown id.
 */
async function ownerFor(
  db: Executor,
  scope: Scope,
  named: { orgGroupId?: string | null | undefined; ownerTrustedPartyId?: string | null | undefined },
): Promise<repo.SkuOwner> {
  const namedOwner: repo.SkuOwner | null = named.orgGroupId
    ? { kind: 'ORG_GROUP', id: named.orgGroupId }
    : named.ownerTrustedPartyId
      ? { kind: 'TRUSTED_PARTY', id: named.ownerTrustedPartyId }
      : null;
  if (named.orgGroupId && named.ownerTrustedPartyId) {
    throw new AppError('VALIDATION', { message: 'ownerTrustedPartyId: name one owner, not two' });
  }
  if (isStaff(scope.role)) {
    if (!namedOwner) {
      throw new AppError('VALIDATION', {
        message: 'orgGroupId: staff name the owner (orgGroupId or ownerTrustedPartyId)',
      });
    }
    if (!(await repo.ownerExists(db, namedOwner))) throw notFound();
    return namedOwner;
  }
  const own = ownEntityOf(scope);
  if (!own) throw new AppError('FORBIDDEN');
  if (namedOwner && (namedOwner.kind !== own.kind || namedOwner.id !== own.id)) {
    // A partner's catalogue is seen but not written (403, as an edit of its SKU); anyone else's is unknown.
    throw (await repo.ownerInNetwork(db, scope, namedOwner)) ? new AppError('FORBIDDEN') : notFound();
  }
  return own;
}

const UNIQUE_VIOLATION = '23505';
/** The owner's product-number index refused a concurrent twin: the same answer as the check gives. */
function isProductNumberRace(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (
      code === UNIQUE_VIOLATION &&
      (constraint === 'skus_group_product_uq' || constraint === 'skus_tp_product_uq')
    ) {
      return true;
    }
  }
  return false;
}

async function withProductNumberCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isProductNumberRace(error)) throw new AppError('SKU_PRODUCT_NUMBER_TAKEN');
    throw error;
  }
}

const changeRow = (
  caller: SkuCaller,
  skuId: string,
  now: Date,
  updatedFieldsText: string,
  changes: repo.NewSkuChange['changes'] = {},
): repo.NewSkuChange => ({
  skuId,
  changedAt: now,
  changedByUserId: caller.userId,
  changedByName: caller.name,
  updatedFieldsText,
  changes,
});

export async function createSku(ctx: AppContext, caller: SkuCaller, body: Parsed<'create'>['body']) {
  const id = await withProductNumberCheck(() =>
    ctx.database.db.transaction(async (tx) => {
      const owner = await ownerFor(tx, caller.scope, body);
      if (await repo.productNumberTaken(tx, owner, body.sku.productNumber, null)) {
        throw new AppError('SKU_PRODUCT_NUMBER_TAKEN');
      }
      const now = new Date();
      const row = await repo.insertSku(tx, owner, body.sku, caller.userId, now);
      await repo.insertSkuChanges(tx, [changeRow(caller, row.id, now, SKU_TEXTS.createdManually)]);
      return row.id;
    }),
  );
  return getSku(ctx, caller, id);
}

export async function editSku(ctx: AppContext, caller: SkuCaller, body: Parsed<'edit'>['body']) {
  await withProductNumberCheck(() =>
    ctx.database.db.transaction(async (tx) => {
      const row = await repo.lockSkuForWrite(tx, caller.scope, body._id);
      if (row === 'unseen') throw notFound();
      if (row === 'notOwner') throw new AppError('FORBIDDEN');
      if (row.version !== body.version) throw new AppError('SKU_CHANGED');
      const diff = diffSku(fieldsOf(row), body.sku);
      if (diff.text === '') return; // nothing changed: no new version, no history row
      const owner: repo.SkuOwner = row.orgGroupId
        ? { kind: 'ORG_GROUP', id: row.orgGroupId }
        : { kind: 'TRUSTED_PARTY', id: row.ownerTrustedPartyId as string };
      if (
        diff.changes.productNumber &&
        (await repo.productNumberTaken(tx, owner, body.sku.productNumber, row.id))
      ) {
        throw new AppError('SKU_PRODUCT_NUMBER_TAKEN');
      }
      const now = new Date();
      await repo.updateSku(tx, row.id, body.sku, now);
      await repo.insertSkuChanges(tx, [changeRow(caller, row.id, now, diff.text, diff.changes)]);
    }),
  );
  return getSku(ctx, caller, body._id);
}

/** The fields of an import row the file has (an existing SKU changes only in those). */
const pick = (fields: SkuFields, columns: readonly (keyof SkuFields)[]): Partial<SkuFields> =>
  Object.fromEntries(columns.map((c) => [c, fields[c]])) as Partial<SkuFields>;

/** Thrown inside the import's transaction to roll it back after a dry run. */
class DryRunDone extends Error {}

/**
 * POST import: reads and checks every row (readSkuImport), then, in one transaction, matches the
 * rows to the owner's SKUs by product number and plans a create, an update or nothing for each.
 * A dry run, or any row in error, writes nothing; otherwise every row and its history row is
 * written before the transaction commits.
 */
export async function importSkus(
  ctx: AppContext,
  caller: SkuCaller,
  body: Parsed<'import'>['body'],
): Promise<SkuImportResponse> {
  const read = readSkuImport(body.csv);
  let answer: SkuImportResponse | null = null;
  try {
    await ctx.database.db.transaction(async (tx) => {
      const owner = await ownerFor(tx, caller.scope, body);
      const existing = await repo.lockOwnerSkus(
        tx,
        owner,
        read.rows.map((r) => r.fields.productNumber),
      );
      const byNumber = new Map(existing.map((s) => [s.productNumber, s]));
      const now = new Date();
      const plan = read.rows.map((row) => {
        const current = byNumber.get(row.fields.productNumber);
        if (!current) return { row, current: null, diff: null, action: 'create' as const };
        const diff = diffSku(fieldsOf(current), pick(row.fields, row.columns));
        return {
          row,
          current,
          diff,
          action: diff.text === '' ? ('unchanged' as const) : ('update' as const),
        };
      });
      const write = !body.dryRun && read.errors.length === 0;
      if (write) {
        const history: repo.NewSkuChange[] = [];
        for (const p of plan) {
          if (p.action === 'create') {
            const created = await repo.insertSku(tx, owner, p.row.fields, caller.userId, now);
            history.push(changeRow(caller, created.id, now, SKU_TEXTS.createdByImport));
          } else if (p.action === 'update' && p.current && p.diff) {
            await repo.updateSku(tx, p.current.id, pick(p.row.fields, p.row.columns), now);
            history.push(changeRow(caller, p.current.id, now, `${p.diff.text} (CSV import)`, p.diff.changes));
          }
        }
        await repo.insertSkuChanges(tx, history);
      }
      answer = {
        dryRun: body.dryRun,
        written: write,
        errors: read.errors,
        rows: plan.map((p) => ({
          row: p.row.row,
          productNumber: p.row.fields.productNumber,
          action: p.action,
          updatedFieldsText: p.diff?.text ?? '',
        })),
        created: plan.filter((p) => p.action === 'create').length,
        updated: plan.filter((p) => p.action === 'update').length,
        unchanged: plan.filter((p) => p.action === 'unchanged').length,
      };
      // Nothing was written, but the row locks are released at once.
      if (!write) throw new DryRunDone();
    });
  } catch (error) {
    if (!(error instanceof DryRunDone)) throw error;
  }
  if (!answer) throw new Error('import answered nothing');
  return answer;
}
