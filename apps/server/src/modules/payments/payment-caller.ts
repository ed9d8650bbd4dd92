import type { AuditClient } from '../../lib/audit.ts';
import type { Scope } from '../../lib/scope.ts';

/** Who calls a payment endpoint: their scope, their home zone ("today"), and the audit's client. */
export type PaymentCaller = { scope: Scope; zone: string; client: AuditClient };
