import { MESSAGES } from '@navia/domain/errors';

/**
 * Parse options for zodResolver(sharedSchema, requiredWhenEmpty): hub §5 shows 'This field is
 * required.' for an empty field, whatever format rule the shared schema would otherwise report.
 * Messages written on the schema itself still win (zod's precedence).
 */
export const requiredWhenEmpty = {
  error: (issue: { input?: unknown }) =>
    issue.input === '' || issue.input === undefined || issue.input === null
      ? MESSAGES.fieldRequired
      : undefined,
};
