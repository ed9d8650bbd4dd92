/**
 * Saved searches (hub §3, §4, §5, §9): at most 7 per user; a name is required and at most 75
 * characters; saving under a name the user already has replaces that search. Table settings
 * (hub §2 "columns are configurable per user") are stored on the user.
 */
import type { saveSearchBodySchema } from '@navia/domain/contracts/shipments';
import { SAVED_SEARCH_MAX } from '@navia/domain/rules/filters/constants';
import { filterSetSchema } from '@navia/domain/rules/filters/filter-set';
import { invoiceFilters } from '@navia/domain/rules/invoices/filters';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import { presentSavedSearch } from './saved-searches.presenter.ts';
import * as repo from './saved-searches.repository.ts';

export async function getSearches(ctx: AppContext, scope: Scope) {
  const rows = await repo.listSavedSearches(ctx.database.db, scope);
  return { searches: rows.map(presentSavedSearch) };
}

type SaveSearch = z.output<typeof saveSearchBodySchema>;

/**
 * Tracking, delivery and invoice searches are stored in the normalised list form ('timestamp'
 * dropped); the body schema has already checked them against their catalogue.
 */
function storedFilters(body: SaveSearch): unknown {
  if (body.isContractsSearch) return body.filters;
  if (body.isInvoicesSearch) return invoiceFilters.setSchema.parse(body.filters);
  return filterSetSchema.parse(body.filters);
}

export async function saveSearch(ctx: AppContext, scope: Scope, body: SaveSearch) {
  const values: repo.SavedSearchValues = {
    name: body.name,
    filters: storedFilters(body),
    advancedSearch: body.advancedSearch,
    deliveriesCustomSearch: body.deliveriesCustomSearch,
    isContractsSearch: body.isContractsSearch,
    isInvoicesSearch: body.isInvoicesSearch,
  };
  await ctx.database.db.transaction(async (tx) => {
    await repo.lockUser(tx, scope);
    const target = body._id
      ? await repo.findOwnSavedSearch(tx, scope, { id: body._id })
      : await repo.findOwnSavedSearch(tx, scope, { name: body.name });
    if (body._id && !target) throw new AppError('NOT_FOUND');
    if (target) {
      const clash = await repo.findOwnSavedSearch(tx, scope, { name: body.name, exceptId: target.id });
      if (clash) throw new AppError('SAVED_SEARCH_NAME_TAKEN');
      return repo.updateSavedSearch(tx, scope, target.id, values, ctx.now());
    }
    if ((await repo.countSavedSearches(tx, scope)) >= SAVED_SEARCH_MAX) {
      throw new AppError('SAVED_SEARCH_LIMIT');
    }
    return repo.insertSavedSearch(tx, scope, values);
  });
  return getSearches(ctx, scope);
}

export async function deleteSearch(ctx: AppContext, scope: Scope, id: string) {
  const removed = await repo.deleteSavedSearch(ctx.database.db, scope, id);
  if (!removed) throw new AppError('NOT_FOUND');
  return getSearches(ctx, scope);
}

export async function editCustomTableSettings(
  ctx: AppContext,
  scope: Scope,
  tables: Record<string, unknown>,
) {
  return {
    customTableSettings: await repo.mergeCustomTableSettings(ctx.database.db, scope, tables, ctx.now()),
  };
}
