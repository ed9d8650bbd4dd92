/** Support use cases: render-error reports from the web app and the Get in touch message. */
import type { contactMessageBodySchema, reportErrBodySchema } from '@navia/domain/contracts/support';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import * as repo from './support.repository.ts';

type RenderErrorReport = z.output<typeof reportErrBodySchema> & {
  /** The logged-in reporter, or null on logged-out pages. */
  userId: string | null;
  userAgent: string | undefined;
};

/** hub §7 reportErr: stores the report and logs it (on the request's logger, to keep its request id). */
export async function reportRenderError(
  ctx: AppContext,
  report: RenderErrorReport,
  log: FastifyBaseLogger = ctx.log,
): Promise<void> {
  await repo.insertErrorReport(ctx.database.db, {
    userId: report.userId,
    error: report.error,
    errorInfo: report.errorInfo ?? null,
    currentPath: report.currentPath,
    userAgent: report.userAgent?.slice(0, 300) ?? null,
  });
  log.warn(
    { currentPath: report.currentPath, error: report.error.slice(0, 300) },
    'web render error reported',
  );
}

/** The ABOUT "Get in touch" popup: e-mails the provider team through the outbox. */
export async function sendContactMessage(
  ctx: AppContext,
  { name, email, message }: z.output<typeof contactMessageBodySchema>,
): Promise<void> {
  // The outbox row and its delivery job are written together or not at all.
  await ctx.database.db.transaction((tx) =>
    ctx.mailer.enqueue(tx, {
      to: ctx.config.NAVIA_TEAM_EMAIL,
      subject: `Website enquiry from ${name || 'a visitor'}`,
      text: `Name: ${name || '-'}\nE-mail: ${email || '-'}\n\n${message}`,
    }),
  );
}
