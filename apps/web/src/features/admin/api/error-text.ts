import { MESSAGES } from '@navia/domain/errors';
import { isApiError } from '../../../lib/api-client.ts';

/**
 * What a failed admin action shows: the server's words for a field (its issue's message), else
 * the generic text (hub §8 'An error occured. Please try again later.').
 */
export function fieldErrorOf(error: unknown, field: string): string | null {
  if (!isApiError(error)) return null;
  return error.issues.find((i) => i.field === field || i.field.startsWith(`${field}.`))?.message ?? null;
}

export function actionErrorText(error: unknown): string {
  if (isApiError(error) && error.issues[0]) return error.issues[0].message;
  return MESSAGES.genericSubmit;
}
