/** Invites, sign-up by link, the network and view-as (issue 17). Handlers only: each validates through its declaration, then calls a service. */
import { connectNetworkEndpoints as endpoints } from '@navia/domain/contracts/connect-network';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditClientOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import type { TokenRate } from '../../lib/token-bucket.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as invites from './invites.service.ts';
import { keyedLimiter } from './keyed-limiter.ts';
import * as network from './network.service.ts';
import * as viewAs from './view-as.service.ts';

/**
 * Rate limits (connect §9 gives none; designed): per signed-in user for invites, per client address
 * for the public hash calls, so guessing hashes or mass sign-ups stall quickly. Per process
 * (keyed-limiter.ts); the client address is the proxy's unless NAVIA_TRUST_PROXY is set.
 */
const NETWORK_RATES = {
  invite: { perSecond: 20 / 3600, burst: 20 },
  hash: { perSecond: 1 / 5, burst: 30 },
  signUp: { perSecond: 1 / 60, burst: 20 },
  notify: { perSecond: 1 / 10, burst: 10 },
} as const satisfies Record<string, TokenRate>;

function callerOf(req: FastifyRequest): invites.NetworkCaller {
  const auth = requireAuth(req);
  return { scope: auth.scope, user: auth.user.user, client: auditClientOf(req) };
}

/** Rate-limit key of the person acting: the admin under view-as. */
function actorKey(req: FastifyRequest) {
  const auth = requireAuth(req);
  return (auth.actor ?? auth.user).user.id;
}

export function connectNetworkRoutes(ctx: AppContext) {
  const clockMs = () => ctx.now().getTime();
  const limit = {
    invite: keyedLimiter(NETWORK_RATES.invite, clockMs),
    hash: keyedLimiter(NETWORK_RATES.hash, clockMs),
    signUp: keyedLimiter(NETWORK_RATES.signUp, clockMs),
    notify: keyedLimiter(NETWORK_RATES.notify, clockMs),
  };
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.invite, (req) => {
      limit.invite(actorKey(req));
      return invites.invite(ctx, callerOf(req), req.body);
    });
    registerEndpoint(app, endpoints.hash, (req) => {
      limit.hash(req.ip);
      return invites.checkHash(ctx, req.body.hash, auditClientOf(req));
    });
    registerEndpoint(app, endpoints.signUp, (req) => {
      limit.signUp(req.ip);
      return invites.signUp(ctx, req.body, auditClientOf(req));
    });
    registerEndpoint(app, endpoints.notify, (req) => {
      limit.notify(actorKey(req));
      const auth = requireAuth(req);
      return invites.notify(ctx, { ...callerOf(req), email: auth.user.user.email }, req.body);
    });
    registerEndpoint(app, endpoints.addNewUser, (req) => {
      const { hash, ...rest } = req.body;
      if (hash !== undefined) {
        limit.signUp(req.ip);
        return invites.joinByHash(ctx, { ...rest, hash }, auditClientOf(req));
      }
      // Without a hash the caller adds a user to their own trusted party, so must be signed in; a
      // logged-out caller without one holds no usable invite link.
      if (!req.auth) throw new AppError('INVITE_HASH_INVALID');
      return invites.addUser(ctx, callerOf(req), rest);
    });
    registerEndpoint(app, endpoints.getInvites, (req) => invites.listInvites(ctx, callerOf(req)));
    registerEndpoint(app, endpoints.respondInvite, (req) =>
      invites.respondInvite(ctx, callerOf(req), req.body),
    );
    registerEndpoint(app, endpoints.resendInvite, (req) =>
      invites.resendInvite(ctx, callerOf(req), req.params.id),
    );
    registerEndpoint(app, endpoints.cancelInvite, (req) =>
      invites.cancelInvite(ctx, callerOf(req), req.params.id),
    );
    registerEndpoint(app, endpoints.setEntiyNickname, (req) =>
      network.setEntityNickname(ctx, requireAuth(req).scope, req.body),
    );
    registerEndpoint(app, endpoints.getEntitiesInNetwork, (req) =>
      network.entitiesInNetwork(ctx, requireAuth(req).scope),
    );
    registerEndpoint(app, endpoints.getViewAsTP, (req) =>
      viewAs.startViewAs(
        ctx,
        requireAuth(req),
        { kind: 'TRUSTED_PARTY', trustedPartyId: req.body.tpId },
        req.body.returnPath,
        auditClientOf(req),
      ),
    );
    registerEndpoint(app, endpoints.getViewAsCA, (req) =>
      viewAs.startViewAs(
        ctx,
        requireAuth(req),
        { kind: 'ORG_GROUP', orgGroupId: req.body.orgGroupId },
        req.body.returnPath,
        auditClientOf(req),
      ),
    );
    registerEndpoint(app, endpoints.stopViewAs, (req) =>
      viewAs.stopViewAs(ctx, requireAuth(req), auditClientOf(req)),
    );
    registerEndpoint(app, endpoints.welcomePopups, (req) =>
      network.welcomePopups(ctx, requireAuth(req).user.user.id),
    );
    registerEndpoint(app, endpoints.disablePopup, (req) =>
      network.disablePopup(ctx, requireAuth(req).user.user.id, req.body.popup),
    );
  };
}
