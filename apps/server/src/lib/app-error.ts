import { ERROR_CATALOGUE, type ErrorCode, type FieldIssue } from '@navia/domain/errors';

type AppErrorOptions = {
  /** A more specific text than the catalogue's (a field problem, a refusal worded by a domain rule). */
  message?: string;
  /** Echoed back on sign-in errors that the web shows next to the e-mail field (hub §8 "Login, HTTP 403"). */
  email?: string;
  /** The fields at fault, for a 400 raised outside the schemas (a multipart form's fields). */
  issues?: FieldIssue[];
};

/**
 * An error that is a value with a code (STYLE "Errors are values with codes"). Its HTTP status and
 * default text come from the catalogue in packages/domain errors.ts, so a code always answers the
 * same status.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly email: string | undefined;
  readonly issues: FieldIssue[] | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? ERROR_CATALOGUE[code].message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_CATALOGUE[code].status;
    this.email = options.email;
    this.issues = options.issues;
  }
}
