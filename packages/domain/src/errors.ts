/**
 * The error catalogue (hub §8, connect §8): one place for every text that the server sends and the
 * web shows. Server errors carry a code; the web maps codes and statuses to these texts.
 */
import { PROVIDER_NAME } from './constants.ts';

export const MESSAGES = {
  invalidCredentials: 'Invalid Credentials',
  regionError: `AN ERROR OCCURRED, PLEASE CONTACT ${PROVIDER_NAME}.`,
  noConnectAccess: 'You do not have access to the connect area.',
  notActive: 'Not active',
  activationSent: 'EMAIL SUCCESSFULLY SENT',
  activationFailed: 'AN ERROR OCCURRED PLEASE CONTACT YOUR ADMINISTRATOR OR TRY AGAIN LATER',
  emailNotAvailable: 'This email is not available.',
  userCreationFailed: 'Something went wrong. Please try again later.',
  fieldRequired: 'This field is required.',
  genericSubmit: 'An error occured. Please try again later.',
  otherError: 'Error Occurred',
  contactSendFailed: 'SOMETHING WENT WRONG. PLEASE TRY AGAIN LATER.',
  contactSent: 'WE HAVE RECEIVED YOUR MESSAGE AND WILL GET BACK TO YOU.',
  somethingWentWrong: 'SOMETHING WENT WRONG',
  somethingWentWrongBody:
    "I'm afraid that request missed its mark, please return to the previous page and try again.",
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  resetRequested: 'If an account exists for that email, we have sent a link to reset the password.',
  invalidToken: 'This link is invalid or has expired.',
  pageNoRequired: 'pageNo is required',
  notFound: 'Not Found',
  unauthorised: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
  shuttingDown: 'The server is restarting. Please try again in a moment.',
} as const;

export const ERROR_CODES = [
  'VALIDATION',
  'INVALID_CREDENTIALS',
  'NOT_ACTIVE',
  'NO_CONNECT_ACCESS',
  'TOO_MANY_ATTEMPTS',
  'EMAIL_TAKEN',
  'INVALID_TOKEN',
  'UNAUTHORISED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'SHUTTING_DOWN',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One field problem in a 400 answer: the path names the field, e.g. "filters.0.value". */
export type FieldIssue = { field: string; message: string };

/** The body of every error answer from /api. */
export type ApiErrorBody = {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** hub §8 "Login, HTTP 403" shows it as an email-related error, so the email is echoed back. */
  email?: string;
  issues?: FieldIssue[];
};
