/** Report plans and reports (issue 15). Handlers only: each validates through its declaration, then calls a service. */
import { reportEndpoints, reportPlanEndpoints } from '@navia/domain/contracts/reports';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as reports from './reports.service.ts';

const callerOf = (req: FastifyRequest): reports.ReportCaller => ({ scope: requireAuth(req).scope });

const attachment = (reply: FastifyReply, file: { fileName: string; contentType: string }) =>
  reply
    .type(file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store');

export function reportRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const plans = reportPlanEndpoints;
    registerEndpoint(app, plans.list, () => reports.listPlans(ctx));
    registerEndpoint(app, plans.create, (req) => reports.createPlan(ctx, req.body));
    registerEndpoint(app, plans.update, (req) => reports.updatePlan(ctx, req.params.planId, req.body));
    registerEndpoint(app, plans.remove, (req) => reports.deletePlan(ctx, req.params.planId));
    registerEndpoint(app, plans.subscribe, (req) =>
      reports.subscribeGroup(ctx, callerOf(req), req.params.planId, req.params.orgGroupId),
    );
    registerEndpoint(app, plans.unsubscribe, (req) =>
      reports.unsubscribeGroup(ctx, req.params.planId, req.params.orgGroupId),
    );

    const defs = reportEndpoints;
    registerEndpoint(app, defs.list, (req) => reports.listReports(ctx, callerOf(req), req.query.orgGroupId));
    registerEndpoint(app, defs.runs, (req) => reports.listRuns(ctx, req.query));
    registerEndpoint(app, defs.update, (req) =>
      reports.updateReport(ctx, callerOf(req), req.params.code, req.body),
    );
    registerEndpoint(app, defs.runNow, (req) =>
      reports.runNow(ctx, callerOf(req), req.params.code, req.body.orgGroupId),
    );
    registerEndpoint(app, defs.download, async (req, reply) => {
      const file = await reports.downloadReport(ctx, callerOf(req), req.params.code, req.query.orgGroupId);
      return attachment(reply, file).send(file.bytes);
    });
    registerEndpoint(app, defs.runFile, async (req, reply) => {
      const file = await reports.runFile(ctx, callerOf(req), req.params.runId);
      return attachment(reply, file).send(file.stream);
    });
  };
}
