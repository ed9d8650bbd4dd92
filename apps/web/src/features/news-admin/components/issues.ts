/** Field errors from a failed save: the server's issues by field; the rest as one line. */
import { isApiError } from '../../../lib/api-client.ts';
import { failureText } from '../../../lib/failure-text.ts';

export type FieldErrors = Record<string, string>;

export function errorsOf(
  error: unknown,
  fields: readonly string[],
): { fields: FieldErrors; general: string | null } {
  const found: FieldErrors = {};
  if (isApiError(error)) {
    for (const issue of error.issues) if (fields.includes(issue.field)) found[issue.field] ??= issue.message;
    // A refused image (413, 415) is about the file field.
    if (
      (error.code === 'NEWS_IMAGE_TOO_LARGE' || error.code === 'NEWS_IMAGE_TYPE_REFUSED') &&
      fields.includes('file')
    )
      found.file = error.message.replace(/^file: /, '');
    if (Object.keys(found).length > 0) return { fields: found, general: null };
  }
  return { fields: found, general: failureText(error) };
}
