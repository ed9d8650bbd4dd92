/**
 * The dashboard layout (issue 13; hub §7 customLayout GET/PUT, customLayoutSettings POST). The
 * rules (default, what a user is offered, validation) are the domain's rules/dashboard/layout.ts;
 * this service reads and writes the caller's own layout with them.
 */
import type { LayoutItem, LayoutItemConfig } from '@navia/domain/contracts/dashboard';
import {
  configureWidget,
  effectiveLayout,
  isWidgetAvailable,
  type LayoutProblem,
  type LayoutUser,
  validateLayout,
} from '@navia/domain/rules/dashboard/layout';
import { type WidgetName, widgetDefinition } from '@navia/domain/rules/dashboard/widgets';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import * as repo from './dashboard.repository.ts';

/** Who the layout belongs to and what they may have. */
export type DashboardCaller = { userId: string; layoutUser: LayoutUser };

function refuse(problem: LayoutProblem): never {
  throw new AppError('VALIDATION', { message: `${problem.field}: ${problem.message}`, issues: [problem] });
}

/** GET: the caller's effective layout. */
export async function getLayout(ctx: AppContext, caller: DashboardCaller): Promise<LayoutItem[]> {
  const saved = await repo.findCustomLayout(ctx.database.db, caller.userId);
  return effectiveLayout(saved, caller.layoutUser);
}

/** PUT: validates and stores the layout (catalogue fields refreshed), answers the effective layout. */
export async function saveLayout(
  ctx: AppContext,
  caller: DashboardCaller,
  items: readonly LayoutItem[],
): Promise<LayoutItem[]> {
  const [problem] = validateLayout(items);
  if (problem) refuse(problem);
  items.forEach((item, index) => {
    const w = widgetDefinition(item.componentName);
    if (!isWidgetAvailable(w, caller.layoutUser)) {
      refuse({ field: `customLayout.${index}.componentName`, message: `${w.title} is not available to you` });
    }
  });
  // effectiveLayout refreshes the catalogue fields and keeps the positions of a valid layout.
  const stored = effectiveLayout(items, caller.layoutUser);
  await repo.saveCustomLayout(ctx.database.db, caller.userId, stored);
  return stored;
}

/** POST customLayoutSettings: sets one configurable widget's options on the caller's layout. */
export async function saveWidgetSettings(
  ctx: AppContext,
  caller: DashboardCaller,
  componentName: WidgetName,
  config: LayoutItemConfig,
): Promise<LayoutItem[]> {
  const current = await getLayout(ctx, caller);
  const index = current.findIndex((i) => i.componentName === componentName);
  const w = widgetDefinition(componentName);
  if (index < 0) refuse({ field: 'componentName', message: `${w.title} is not on your layout` });
  const next = configureWidget(current, componentName, config);
  const [problem] = validateLayout([{ ...current[index], config } as LayoutItem], 'item').map((p) => ({
    ...p,
    field: p.field.replace(/^item\.0\./, ''),
  }));
  if (problem) refuse(problem);
  await repo.saveCustomLayout(ctx.database.db, caller.userId, next);
  return next;
}
