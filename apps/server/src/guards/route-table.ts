/**
 * The /api route table as the running app registered it (lib/endpoint-route.ts records each route
 * with its config), and the access rules read from it. The guard tests start from here rather than
 * from the catalogue, so a route registered some other way is noticed too.
 */

import type { AnyEndpoint, RouteAccess } from '@navia/domain/contracts/endpoint';
import {
  type AccessSubject,
  AT_LEAST,
  hasAccess,
  hasConnectAccess,
  hasUsersTableAccess,
  PERMISSION_FLAGS,
} from '@navia/domain/rules/access';
import { ORG_GROUP_FEATURES } from '@navia/domain/rules/org-admin/settings';
import type { FastifyInstance } from 'fastify';

export type GuardRoute = {
  key: string;
  method: string;
  url: string;
  access: unknown;
  endpoint: AnyEndpoint | undefined;
};

/** Every /api route of the app, in registration order, keyed "METHOD /path". */
export function apiRoutesOf(app: FastifyInstance): GuardRoute[] {
  return app.apiRoutes.map((r) => ({
    key: `${r.method} ${r.url}`,
    method: r.method,
    url: r.url,
    access: r.config.access,
    endpoint: r.config.endpoint,
  }));
}

const REQUIRED_ROLES: readonly string[] = [...Object.keys(AT_LEAST), 'ALL'];

/** The access rule as the matrix reads it; throws for one it cannot evaluate. */
export function readAccess(access: unknown): RouteAccess {
  if (access === 'public' || access === 'connect' || access === 'users') return access;
  if (access !== null && typeof access === 'object') {
    const { role, permission, feature, ...rest } = access as Record<string, unknown>;
    const roleOk = typeof role === 'string' && REQUIRED_ROLES.includes(role);
    const permissionOk =
      permission === undefined || (PERMISSION_FLAGS as readonly unknown[]).includes(permission);
    const featureOk = feature === undefined || (ORG_GROUP_FEATURES as readonly unknown[]).includes(feature);
    if (roleOk && permissionOk && featureOk && Object.keys(rest).length === 0) return access as RouteAccess;
  }
  throw new Error(`an access rule the matrix cannot evaluate: ${JSON.stringify(access)}`);
}

/** Whether the route's rule admits `subject` (null: logged out), by the domain's own functions. */
export function admits(access: RouteAccess, subject: AccessSubject | null): boolean {
  if (access === 'public') return true;
  if (subject === null) return false;
  if (access === 'connect') return hasConnectAccess(subject);
  if (access === 'users') return hasUsersTableAccess(subject);
  return hasAccess(subject, access);
}

/** The rule in a table cell: public, connect, or the role with its permission flag. */
export function describeAccess(access: RouteAccess): string {
  if (typeof access === 'string') return access;
  return access.permission ? `${access.role} or ${access.permission}` : access.role;
}
