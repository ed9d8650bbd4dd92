/**
 * POST /api/services/reportErr (hub §7): a caught render error is reported to the server. Fire and
 * forget: a failed report must never raise a second error on the error screen.
 */
import { type ReportErrBody, supportEndpoints } from '@navia/domain/contracts/support';
import { callEndpoint } from '../../../lib/api-client.ts';

const ERROR_MAX = 4000;
const ERROR_INFO_MAX = 20000;

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, ERROR_MAX);
  return String(error).slice(0, ERROR_MAX);
}

export function reportRenderError(error: unknown, componentStack?: string | null): void {
  const body: ReportErrBody = {
    error: describeError(error),
    currentPath: `${window.location.pathname}${window.location.search}`.slice(0, 2000),
  };
  const info = componentStack ?? (error instanceof Error ? error.stack : undefined);
  if (info) body.errorInfo = info.slice(0, ERROR_INFO_MAX);
  void callEndpoint(supportEndpoints.reportErr, { body }).catch(() => undefined);
}
