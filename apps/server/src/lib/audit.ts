/**
 * Security events (issue 10 "A security event log"): what happened, who acted, in whose view, from
 * where, and the outcome. Each use case records its event with `audit(tx, …)` inside the transaction
 * of the action it records, so the log and the action commit or roll back together.
 */
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.ts';
import { insertAuditEvents } from '../modules/audit/audit.repository.ts';
import type { Scope } from './scope.ts';

const AUDIT_EVENT_TYPES = [
  'SIGNIN',
  'SIGNIN_LOCKED_OUT',
  'LOGOUT',
  'SESSION_EXPIRED',
  'SIGNUP',
  'EMAIL_VALIDATED',
  'PASSWORD_RESET_REQUESTED',
  'PASSWORD_RESET_DONE',
  'PERMISSION_CHANGED',
  'ROLE_CHANGED',
  'DOCUMENT_UPLOADED',
  'DOCUMENT_DOWNLOADED',
  // issue 12: chat attachments are files too.
  'CHAT_ATTACHMENT_UPLOADED',
  'CHAT_ATTACHMENT_DOWNLOADED',
  // issue 11: carrier feeds are credentials (a shared secret); a refused signature is an attack or a misconfiguration.
  'CARRIER_FEED_REGISTERED',
  'CARRIER_FEED_DEACTIVATED',
  'CARRIER_SIGNATURE_REFUSED',
  // issue 16: a group's contract approvals and auto-assign routes decide who approves and who is assigned.
  'CONTRACT_SETTINGS_CHANGED',
  // issue 17 trusted parties and connect users:
  'TRUSTED_PARTY_CREATED',
  'TRUSTED_PARTY_DELETED',
  'TRUSTED_PARTY_REMOVED_FROM_NETWORK',
  'TRUSTED_PARTY_ORG_LINKED',
  'CONNECT_USER_INVITED',
  'CONNECT_USER_CHANGED',
  'CONNECT_USER_DEACTIVATED',
  // issue 17 invites, sign-up and view-as:
  'INVITE_SENT',
  'INVITE_RESENT',
  'INVITE_CANCELLED',
  'INVITE_ACCEPTED',
  'INVITE_DECLINED',
  'INVITE_HASH_REFUSED',
  'TRUSTED_PARTY_SIGNED_UP',
  'NETWORK_USER_ADDED',
  'VIEW_AS_STARTED',
  'VIEW_AS_STOPPED',
  // issue 15: every call that may write under view-as (decision 026).
  'VIEW_AS_ACTION',
  // issue 15 two-factor sign-in: enrolment, disabling, recovery codes spent, refused codes.
  'TWO_FACTOR_ENROLLED',
  'TWO_FACTOR_DISABLED',
  'TWO_FACTOR_RECOVERY_CODES_REGENERATED',
  'RECOVERY_CODE_USED',
  'TWO_FACTOR_FAILED',
  // issue 15 organisations: an org group's settings, soft delete and restore, code renames.
  'ORG_SETTINGS_CHANGED',
  'ORG_DELETED',
  'ORG_RESTORED',
  'ORG_CODE_CHANGED',
  // issue 17 SKUs:
  // issue 14 money movements: every payment attempt, its outcome and its refunds.
  'PAYMENT_ATTEMPTED',
  'PAYMENT_SUCCEEDED',
  'PAYMENT_FAILED',
  'PAYMENT_REFUNDED',
  'PAYMENT_REFUND_REQUESTED',
  'PAYMENT_REFUND_FAILED',
  'SAVED_CARD_ADDED',
  'SAVED_CARD_DELETED',
  'PAYMENT_WEBHOOK_REFUSED',
  'MERCHANT_FEE_CHANGED',
  'RECONCILIATION_RESOLVED',
  // issue 18: prices are money — a staff price on a manual quote and every rate card change.
  'QUOTE_PRICED',
  'RATE_CARD_CREATED',
  'RATE_CARD_CHANGED',
  'RATE_CARD_DELETED',
  'RATE_CARDS_IMPORTED',
  // issue 15 user administration:
  'USER_INVITED',
  'USER_DEACTIVATED',
  'SESSIONS_ENDED',
  // issue 15 news updates, newsletters and maintenance mode:
  'NEWS_UPDATE_CREATED',
  'NEWS_UPDATE_CHANGED',
  'NEWS_UPDATE_DELETED',
  'NEWSLETTER_CREATED',
  'NEWSLETTER_CHANGED',
  'NEWSLETTER_DELETED',
  'MAINTENANCE_CHANGED',
  // issue 15 API credentials: rotations, access tokens asked for, and every call an API client makes.
  'API_CREDENTIALS_ROTATED',
  'API_TOKEN_ISSUED',
  'API_TOKEN_REFUSED',
  'API_CALL',
] as const;
type AuditEventType = (typeof AUDIT_EVENT_TYPES)[number];
type AuditOutcome = 'SUCCESS' | 'FAILURE' | 'REFUSED';

/** Where a request came from. */
export type AuditClient = { ip: string | null; userAgent: string | null };

/** Who acted: the actor (the admin under view-as), the effective user and their organisation group. */
export type AuditWho = {
  actorUserId: string | null;
  effectiveUserId: string | null;
  orgGroupId: string | null;
};

export type AuditEvent = {
  type: AuditEventType;
  outcome: AuditOutcome;
  who: AuditWho;
  client: AuditClient;
  at: Date;
  target?: string | null;
  /** Why, where the type alone does not say (IDLE_TIMEOUT, NOT_ACTIVE, …). */
  detail?: string | null;
};

/** The request's client address and user agent (the user agent cut to a sane length). */
export function auditClientOf(req: FastifyRequest): AuditClient {
  const agent = req.headers['user-agent'];
  return { ip: req.ip ?? null, userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null };
}

/** Who acts under a scope: under view-as the actor is the admin, the effective user the one viewed as. */
export function auditWhoOf(scope: Scope): AuditWho {
  return {
    actorUserId: scope.actor?.userId ?? scope.userId,
    effectiveUserId: scope.userId,
    orgGroupId: scope.orgGroupId,
  };
}

/** A user acting as themself (sign-in, account e-mails), or nobody known. */
export function auditWhoOfUser(user: { id: string; orgGroupId: string | null } | null): AuditWho {
  return {
    actorUserId: user?.id ?? null,
    effectiveUserId: user?.id ?? null,
    orgGroupId: user?.orgGroupId ?? null,
  };
}

/** Records security events inside the caller's transaction. */
export async function audit(tx: Executor, ...events: AuditEvent[]): Promise<void> {
  await insertAuditEvents(
    tx,
    events.map((e) => ({
      occurredAt: e.at,
      actorUserId: e.who.actorUserId,
      effectiveUserId: e.who.effectiveUserId,
      orgGroupId: e.who.orgGroupId,
      ip: e.client.ip,
      userAgent: e.client.userAgent,
      eventType: e.type,
      target: e.target ?? null,
      detail: e.detail ?? null,
      outcome: e.outcome,
    })),
  );
}
