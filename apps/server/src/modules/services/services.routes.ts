/** hub §7: POST /api/services/reportErr, and the login page's Get in touch message. */
import { apiErrorSchema, okSchema } from '@navia/domain/contracts/common';
import { contactMessageBodySchema, reportErrBodySchema } from '@navia/domain/contracts/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errorReports } from '../../db/schema/index.ts';

const tags = ['services'];

export function serviceRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/reportErr', {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'A render error caught by the web app.',
        body: reportErrBodySchema,
        response: { 200: okSchema, 400: apiErrorSchema },
      },
      handler: async (req) => {
        await ctx.database.db.insert(errorReports).values({
          userId: req.auth?.user.user.id ?? null,
          error: req.body.error,
          errorInfo: req.body.errorInfo ?? null,
          currentPath: req.body.currentPath,
          userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
        });
        req.log.warn(
          { currentPath: req.body.currentPath, error: req.body.error.slice(0, 300) },
          'web render error reported',
        );
        return { ok: true as const };
      },
    });

    r.post('/contact', {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'The ABOUT "Get in touch" popup: e-mails the provider team through the outbox.',
        body: contactMessageBodySchema,
        response: { 200: okSchema, 400: apiErrorSchema },
      },
      handler: async (req) => {
        const { name, email, message } = req.body;
        const id = await ctx.mailer.enqueue(ctx.database.db, {
          to: ctx.config.NAVIA_TEAM_EMAIL,
          subject: `Website enquiry from ${name || 'a visitor'}`,
          text: `Name: ${name || '-'}\nE-mail: ${email || '-'}\n\n${message}`,
        });
        await ctx.mailer.deliver([id]);
        return { ok: true as const };
      },
    });
  };
}
