import { MESSAGES } from '@navia/domain/errors';

/**
 * Parse options for a shared schema on a form (zodResolver(schema, requiredWhenEmpty), or
 * schema.safeParse(values, requiredWhenEmpty)): hub §5 shows 'This field is required.' for an empty
 * field, whatever format rule the shared schema would otherwise report. Messages written on the
 * schema itself still win (zod's precedence). Not in the forms chunk (vite.config.ts): the login
 * form, which has no react-hook-form, uses it too (decision 027).
 */
export const requiredWhenEmpty = {
  error: (issue: { input?: unknown }) =>
    issue.input === '' || issue.input === undefined || issue.input === null
      ? MESSAGES.fieldRequired
      : undefined,
};
