/**
 * The e-mail of a finished report run (issue 15). The outbox carries plain text only (no
 * attachments), so the e-mail holds a link to the run's file, which downloads for a signed-in user
 * of the group (GET /api/reports/runs/:runId/file). Nothing secret is in it: the link needs a session.
 */
import type { OutboxMessage } from '../outbox/outbox.repository.ts';

export function reportReadyEmail(input: {
  to: string;
  fullname: string;
  reportName: string;
  orgGroupName: string;
  period: string;
  rowCount: number;
  format: string;
  link: string;
}): OutboxMessage {
  return {
    to: input.to,
    subject: `${input.reportName}: ${input.orgGroupName}`,
    text: [
      `Hello ${input.fullname},`,
      '',
      `The ${input.reportName} report for ${input.orgGroupName} is ready (${input.period}): ${input.rowCount} row(s), ${input.format}.`,
      'Download it (sign in to NAVIA first):',
      input.link,
      '',
      'You receive this e-mail because your organisation is subscribed to a report plan. Ask your NAVIA contact to change it.',
    ].join('\n'),
  };
}
