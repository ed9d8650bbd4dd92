import type { ErrorCode } from '@navia/domain/errors';

/** An error that is a value with a code and an HTTP status (STYLE "Errors are values with codes"). */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** Echoed back on sign-in errors that the web shows next to the e-mail field (hub §8 "Login, HTTP 403"). */
  readonly email: string | undefined;

  constructor(code: ErrorCode, statusCode: number, message: string, options: { email?: string } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusCode;
    this.email = options.email;
  }
}
