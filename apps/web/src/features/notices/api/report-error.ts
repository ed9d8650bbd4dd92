/**
 * POST /api/services/reportErr (hub §7): a caught render error is reported to the server. Fire and
 * forget: a failed report must never raise a second error on the error screen.
 */
import type { reportErrBodySchema } from '@navia/domain/contracts/user';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

type ReportErrBody = z.input<typeof reportErrBodySchema>;

const ERROR_MAX = 4000;
const ERROR_INFO_MAX = 20000;

export function describeError(error: unknown): string {
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
  void apiRequest('/api/services/reportErr', { method: 'POST', body }).catch(() => undefined);
}
