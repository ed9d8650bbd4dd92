/** The hub's user administration (issue 15). Handlers only: each validates through its declaration, then calls a service. */
import { userAdminEndpoints as endpoints } from '@navia/domain/contracts/user-admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { auditClientOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as admin from './user-admin.service.ts';

const requestOf = (req: FastifyRequest): admin.UserAdminRequest => {
  const auth = requireAuth(req);
  return { scope: auth.scope, client: auditClientOf(req), sessionId: auth.sessionId };
};

export function userAdminRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, endpoints.invite, (req) => admin.inviteUser(ctx, requestOf(req), req.body));
    registerEndpoint(app, endpoints.deactivate, (req) =>
      admin.deactivateUser(ctx, requestOf(req), req.params.id),
    );
    registerEndpoint(app, endpoints.single, (req) => admin.setUserField(ctx, requestOf(req), req.body));
    registerEndpoint(app, endpoints.account, (req) => admin.updateAccount(ctx, requestOf(req), req.body));
    registerEndpoint(app, endpoints.getContact, (req) =>
      admin.getContact(ctx, requestOf(req), req.params.id),
    );
    registerEndpoint(app, endpoints.contact, (req) => admin.updateContact(ctx, requestOf(req), req.body));
    registerEndpoint(app, endpoints.sessions, (req) =>
      admin.listSessions(ctx, requestOf(req), req.params.id),
    );
    registerEndpoint(app, endpoints.endSessions, (req) =>
      admin.endAllSessions(ctx, requestOf(req), req.params.id),
    );
    registerEndpoint(app, endpoints.securityEvents, (req) =>
      admin.securityEvents(ctx, requestOf(req), req.params.id),
    );
    registerEndpoint(app, endpoints.inactiveUsers, (req) => admin.inactiveUsers(ctx, req.body));
    registerEndpoint(app, endpoints.inactiveUsersCsv, async (req, reply) => {
      const csv = await admin.inactiveUsersCsvFile(ctx, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv.text);
    });
  };
}
