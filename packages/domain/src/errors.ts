/**
 * The error catalogue (hub §8, connect §8): one place for every text that the server sends and the
 * web shows. Server errors carry a code; the web maps codes and statuses to these texts.
 */
import { PROVIDER_NAME } from './constants.ts';
import { SEARCH_MESSAGES } from './rules/filters/constants.ts';

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
  /** hub §8 "Notification settings save or remove fails" (shown in upper case, spelling as the spec gives it). */
  notificationSettingsFailed: 'AN ERROR OCCURED, PLEASE TRY AGAIN LATER',
  invalidSignature: 'The Notification-Signature header is missing or does not match the body.',
  forbidden: 'You do not have permission to do this.',
  /** Decision 026: payments and bookings are the customer's own acts, never an admin's under view-as. */
  viewAsRefused: 'Not available while viewing as a customer. Stop viewing as to do this.',
  shuttingDown: 'The server is restarting. Please try again in a moment.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  invalidRequest: 'Invalid request',
  invalidPath: 'This address is not valid: a part of its path is not an id.',
  forbiddenCharacter:
    'This field holds a character that is not allowed (a control character or a broken one).',
  requestTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This content type is not accepted.',
  tooManyLookups: 'Too many lookups from this address. Please wait a minute and try again.',
  savedSearchNameTaken: 'name: a saved search with this name already exists',
  requestIdReused: 'THIS REQUEST ID WAS ALREADY USED FOR ANOTHER SHIPMENT',
  deliveryAlreadyConfirmed: 'THIS DELIVERY REQUEST IS ALREADY CONFIRMED',
  documentMissing: 'No document form data or no source was provided',
  documentTooLarge: 'The document is larger than 10 MB.',
  chatAttachmentTooLarge: 'The attachment is larger than 10 MB.',
  chatAttachmentTypeRefused:
    'This type of file is not accepted. Attach a JPEG, PNG, TIFF, PDF, CSV, DOCX or DOC file.',
  documentTypeRefused:
    'This type of document is not accepted. Upload a PDF, PNG, JPEG, TIFF, DOCX, XLSX, CSV or text file.',
  /** hub §8 "API credentials failure". */
  apiCredentialsFailed: 'An error occurred. Please try again later',
} as const;

/**
 * Every error code with its HTTP status and its default text. `AppError(code)` on the server takes
 * both from here; a few codes carry a more specific text (a field problem, a refusal the delivery
 * rules worded, the quick lookup's own limit text), given where they are raised.
 */
export const ERROR_CATALOGUE = {
  VALIDATION: { status: 400, message: MESSAGES.invalidRequest },
  INVALID_TOKEN: { status: 400, message: MESSAGES.invalidToken },
  INVALID_CREDENTIALS: { status: 401, message: MESSAGES.invalidCredentials },
  UNAUTHORISED: { status: 401, message: MESSAGES.unauthorised },
  /** A carrier feed's callback whose HMAC signature is missing or wrong (DCSA T&T 2.2, issue 11). */
  INVALID_SIGNATURE: { status: 401, message: MESSAGES.invalidSignature },
  NOT_ACTIVE: { status: 403, message: MESSAGES.notActive },
  NO_CONNECT_ACCESS: { status: 403, message: MESSAGES.noConnectAccess },
  FORBIDDEN: { status: 403, message: MESSAGES.forbidden },
  VIEW_AS_REFUSED: { status: 403, message: MESSAGES.viewAsRefused },
  NOT_FOUND: { status: 404, message: MESSAGES.notFound },
  EMAIL_TAKEN: { status: 406, message: MESSAGES.emailNotAvailable },
  CONFLICT: { status: 409, message: MESSAGES.otherError },
  /** connect §5: an order or reference number already used; 401 kept because clients depend on it. */
  ORDER_NUMBER_TAKEN: { status: 401, message: 'Order number already taken' },
  /** A stale contract version, or another action won the race (issue 16). */
  CONTRACT_CHANGED: {
    status: 409,
    message: 'This contract was changed by someone else meanwhile. Reload it and try again.',
  },
  /** The contract workflow does not open the action to the caller in the current status. */
  CONTRACT_ACTION_REFUSED: {
    status: 409,
    message: 'This action is not open to you while the contract is in its current status.',
  },
  // issue 17 (connect network): each area adds its codes under its own line.
  // issue 17 trusted parties and connect users:
  /** A client admin removes a trusted party from the network while the group still has open contracts with it. */
  TRUSTED_PARTY_HAS_OPEN_CONTRACTS: {
    status: 409,
    message: 'This trusted party still has open contracts with you. Close or cancel them before removing it.',
  },
  /**
   * Connect access admits the call, but the caller's role does not allow this action (staff only,
   * a TPADMIN only, managing users without the right, a role above one's own). Not an access-check
   * refusal: the route's rule admitted the caller.
   */
  CONNECT_ROLE_NOT_ALLOWED: {
    status: 403,
    message: 'Your role does not allow this action. Ask your administrator.',
  },
  /**
   * Issue 15 user administration: the route admitted the caller (CA or staff), but the rule refuses
   * this change (NU reads only, a role above one's own, one's own row, a staff-only setting).
   */
  USER_CHANGE_NOT_ALLOWED: {
    status: 403,
    message: 'Your role does not allow this change to this user.',
  },
  // issue 17 invites, sign-up and view-as:
  /** connect §5/§8: an invite hash that is unknown, used, expired or cancelled (one answer for all). */
  INVITE_HASH_INVALID: { status: 400, message: MESSAGES.genericSubmit },
  /** Too many invites, resends or sign-up attempts in a short time (connect §9 limits: designed). */
  TOO_MANY_INVITES: {
    status: 429,
    message: 'Too many invites in a short time. Please wait a few minutes and try again.',
  },
  /**
   * The caller's connect access admits the call, but not this action: inviting or answering invites
   * without the connect §6 "invite trusted parties" right, or adding users to a partner's trusted party.
   */
  NETWORK_ACTION_NOT_ALLOWED: {
    status: 403,
    message: 'You do not have permission to do this for this business.',
  },
  // issue 15 organisations:
  /** POST /api/org/editOrgCode: the new code is already an organisation's (any group, deleted or not). */
  ORG_CODE_TAKEN: {
    status: 409,
    message: 'newOrgCode: this organisation code is already in use',
  },
  // issue 17 SKUs:
  /** A stale SKU version (another edit or an import won). */
  SKU_CHANGED: {
    status: 409,
    message: 'This SKU was changed by someone else meanwhile. Reload it and try again.',
  },
  /** The owner already has a SKU with this product number. */
  SKU_PRODUCT_NUMBER_TAKEN: {
    status: 409,
    message: 'productNumber: another SKU of this owner already has this product number',
  },
  /** A payment's idempotency key was used before for other invoices or amounts. */
  PAYMENT_KEY_REUSED: {
    status: 409,
    message:
      'This payment was already submitted with other invoices or amounts. Reload the page and try again.',
  },
  /** An invoice of the payment is paid, or being paid, meanwhile (another tab, another user). */
  INVOICE_NOT_PAYABLE: {
    status: 409,
    message: 'An invoice of this payment was paid meanwhile. Reload the invoices and try again.',
  },
  /** A refund of a payment that is not SUCCEEDED or PARTIALLY_REFUNDED (pending, failed, refunded). */
  PAYMENT_NOT_REFUNDABLE: {
    status: 409,
    message: 'Only a succeeded or partly refunded payment can be refunded.',
  },
  /** A refund of more than what remains of the payment (refunds asked before included). */
  REFUND_ABOVE_REMAINING: {
    status: 409,
    message: 'The refund is more than what remains of this payment.',
  },
  /** The payment gateway refused or could not be reached; nothing was changed. */
  PAYMENT_GATEWAY_ERROR: {
    status: 502,
    message: 'The payment gateway could not complete this. Please try again later.',
  },
  /** A signed request (a payment gateway's webhook) whose signature is wrong or stale. */
  SIGNATURE_INVALID: { status: 401, message: 'The signature of this request is not valid.' },
  SAVED_SEARCH_LIMIT: { status: 409, message: SEARCH_MESSAGES.savedSearchLimit },
  SAVED_SEARCH_NAME_TAKEN: { status: 409, message: MESSAGES.savedSearchNameTaken },
  REQUEST_ID_REUSED: { status: 409, message: MESSAGES.requestIdReused },
  DELIVERY_ALREADY_CONFIRMED: { status: 409, message: MESSAGES.deliveryAlreadyConfirmed },
  PAYLOAD_TOO_LARGE: { status: 413, message: MESSAGES.requestTooLarge },
  DOCUMENT_TOO_LARGE: { status: 413, message: MESSAGES.documentTooLarge },
  DOCUMENT_TYPE_REFUSED: { status: 415, message: MESSAGES.documentTypeRefused },
  CHAT_ATTACHMENT_TOO_LARGE: { status: 413, message: MESSAGES.chatAttachmentTooLarge },
  CHAT_ATTACHMENT_TYPE_REFUSED: { status: 415, message: MESSAGES.chatAttachmentTypeRefused },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType },
  // issue 15 news updates: the image is checked by its bytes.
  NEWS_IMAGE_TOO_LARGE: { status: 413, message: 'file: the image is larger than 2 MB.' },
  NEWS_IMAGE_TYPE_REFUSED: { status: 415, message: 'file: upload a PNG, JPEG or WebP image.' },
  TOO_MANY_ATTEMPTS: { status: 429, message: MESSAGES.tooManyAttempts },
  // issue 15 two-factor sign-in:
  /** The second sign-in step: a wrong, reused or spent authentication or recovery code. */
  TWO_FACTOR_CODE_INVALID: { status: 401, message: 'Invalid authentication code' },
  /** The second sign-in step's challenge is unknown, used, expired (5 minutes) or out of attempts. */
  TWO_FACTOR_CHALLENGE_EXPIRED: {
    status: 401,
    message: 'This sign-in has expired. Please log in again.',
  },
  /** A logged-in two-factor call (confirm, disable, new recovery codes) with a wrong code. */
  TWO_FACTOR_CODE_REFUSED: { status: 400, message: 'code: this authentication code is not valid' },
  /** The caller's role may not use two-factor sign-in (only NA, NSU, NU and CA may). */
  TWO_FACTOR_NOT_AVAILABLE: {
    status: 403,
    message: 'Two-factor sign-in is not available for this account.',
  },
  /** Staff (NA, NSU, NU) keep two-factor sign-in once enrolled. */
  TWO_FACTOR_REQUIRED: { status: 403, message: 'Staff accounts must keep two-factor sign-in.' },
  /** Start while two-factor sign-in is on, or confirm / disable / new codes in the wrong state. */
  TWO_FACTOR_STATE_CONFLICT: {
    status: 409,
    message: 'Two-factor sign-in changed meanwhile. Reload the page and try again.',
  },
  // issue 15 API credentials:
  /** Only an administrator (NA), or the group's own client admin, reads or rotates API credentials. */
  API_CREDENTIALS_NOT_ALLOWED: {
    status: 403,
    message: "Only an administrator or the group's client admin manages its API credentials.",
  },
  /** An API client (bearer token from API credentials) only reads: GET calls and the listed searches. */
  API_CLIENT_READ_ONLY: {
    status: 403,
    message: 'API credentials only read: this call is not open to them.',
  },
  /** An API user's calls past its rate (sent with Retry-After). */
  API_RATE_LIMITED: {
    status: 429,
    message: 'Too many calls with these API credentials. Wait as Retry-After says and try again.',
  },
  INTERNAL: { status: 500, message: MESSAGES.otherError },
  SHUTTING_DOWN: { status: 503, message: MESSAGES.shuttingDown },
  /** The database cannot be reached right now (restarting, connection dropped); sent with Retry-After. */
  SERVICE_UNAVAILABLE: { status: 503, message: MESSAGES.serviceUnavailable },
  /** hub §8 "Exchange rate missing" (issue 13): the ECB does not publish a rate for this currency. */
  EXCHANGE_RATE_NOT_RETURNED: { status: 404, message: 'exchange rate not returned' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];

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
