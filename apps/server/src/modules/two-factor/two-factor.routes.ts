/** Issue 15: the calls of /settings/security (two-factor sign-in). The second sign-in step is in users.routes.ts. */
import { twoFactorEndpoints } from '@navia/domain/contracts/two-factor';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { auditClientOf, auditWhoOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as twoFactor from './two-factor.service.ts';

/** The caller's own account (the declarations refuse view-as, so the effective user is the caller). */
function callerOf(req: FastifyRequest) {
  const auth = requireAuth(req);
  const { user } = auth.user;
  return {
    account: { id: user.id, email: user.email, role: auth.subject.type, orgGroupId: user.orgGroupId },
    who: auditWhoOf(auth.scope),
    client: auditClientOf(req),
  };
}

export function twoFactorRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, twoFactorEndpoints.getTwoFactor, async (req) => ({
      status: await twoFactor.getStatus(ctx, callerOf(req).account),
    }));
    registerEndpoint(app, twoFactorEndpoints.startTwoFactor, (req) => twoFactor.start(ctx, callerOf(req)));
    registerEndpoint(app, twoFactorEndpoints.confirmTwoFactor, (req) =>
      twoFactor.confirm(ctx, callerOf(req), req.body.code),
    );
    registerEndpoint(app, twoFactorEndpoints.disableTwoFactor, async (req) => ({
      status: await twoFactor.disable(ctx, callerOf(req), req.body.code),
    }));
    registerEndpoint(app, twoFactorEndpoints.regenerateRecoveryCodes, (req) =>
      twoFactor.regenerateRecoveryCodes(ctx, callerOf(req), req.body.code),
    );
  };
}
