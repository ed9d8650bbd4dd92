/**
 * My network (issue 17; connect §7 setEntiyNickname, getEntitiesInNetwork) and the connect welcome
 * popups (connect §3 connectWelcomePopups). Partners are those of the caller's entity; staff act for
 * the provider and have none.
 */
import {
  CONNECT_WELCOME_POPUPS,
  type ConnectWelcomePopup,
  type NetworkEntity as NetworkEntityAnswer,
} from '@navia/domain/contracts/connect-network';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Scope } from '../../lib/scope.ts';
import { type NetworkEntity, ownEntityOf } from '../trusted-parties/network-access.repository.ts';
import { presentNetworkEntity } from './connect-network.presenter.ts';
import * as repo from './connect-network.repository.ts';

export async function entitiesInNetwork(
  ctx: AppContext,
  scope: Scope,
): Promise<{ entities: NetworkEntityAnswer[] }> {
  const me = ownEntityOf(scope);
  if (!me) return { entities: [] };
  const rows = await repo.networkOf(ctx.database.db, me);
  return { entities: rows.map(presentNetworkEntity) };
}

/** My private nickname for a partner; a non-partner answers 404 as an unknown id. */
export async function setEntityNickname(
  ctx: AppContext,
  scope: Scope,
  body: { entityId: string; isTrustedParty: boolean; nickname: string | null },
): Promise<{ entity: NetworkEntityAnswer }> {
  const me = ownEntityOf(scope);
  if (!me) throw new AppError('NOT_FOUND');
  const partner: NetworkEntity = body.isTrustedParty
    ? { kind: 'TRUSTED_PARTY', id: body.entityId }
    : { kind: 'ORG_GROUP', id: body.entityId };
  const nickname = body.nickname?.trim() ? body.nickname.trim() : null;
  const db = ctx.database.db;
  // A deleted trusted party has left the network: as unknown.
  if (partner.kind === 'TRUSTED_PARTY' && !(await repo.findLiveTrustedParty(db, partner.id))) {
    throw new AppError('NOT_FOUND');
  }
  if (!(await repo.setNickname(db, me, partner, nickname))) throw new AppError('NOT_FOUND');
  const row = (await repo.networkOf(db, me)).find((p) => p.id === partner.id && p.kind === partner.kind);
  if (!row) throw new AppError('NOT_FOUND');
  return { entity: presentNetworkEntity(row) };
}

/** Every popup with whether it still shows: shown until disabled. */
function withDefaults(stored: Record<string, boolean>): Record<ConnectWelcomePopup, boolean> {
  return Object.fromEntries(CONNECT_WELCOME_POPUPS.map((p) => [p, stored[p] !== false])) as Record<
    ConnectWelcomePopup,
    boolean
  >;
}

export async function welcomePopups(ctx: AppContext, userId: string) {
  return { connectWelcomePopups: withDefaults(await repo.findWelcomePopups(ctx.database.db, userId)) };
}

export async function disablePopup(ctx: AppContext, userId: string, popup: ConnectWelcomePopup) {
  const stored = await repo.setWelcomePopup(ctx.database.db, userId, popup, false);
  return { connectWelcomePopups: withDefaults(stored) };
}
