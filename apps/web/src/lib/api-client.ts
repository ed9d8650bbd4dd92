/**
 * The typed client for /api (ARCHITECTURE "How a request flows"). The session is an HttpOnly
 * cookie set by the server, so the browser never holds a token: requests only send
 * `credentials: 'same-origin'`. Failures become ApiError values with the server's code.
 */
import { REQUEST_TIMEOUT_MS } from '@navia/domain/constants';
import { apiErrorSchema } from '@navia/domain/contracts/common';
import {
  type EndpointDefinition,
  type EndpointInput,
  type EndpointResult,
  endpointUrl,
} from '@navia/domain/contracts/endpoint';
import { type ErrorCode, type FieldIssue, MESSAGES } from '@navia/domain/errors';

/** NETWORK: no answer at all (offline, timeout, server down). */
export type ApiErrorCode = ErrorCode | 'NETWORK';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** hub §8 "Login, HTTP 403": the server echoes the e-mail the error is about. */
  readonly email: string | undefined;
  readonly issues: readonly FieldIssue[];

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    extra: { email?: string | undefined; issues?: readonly FieldIssue[] | undefined } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.email = extra.email;
    this.issues = extra.issues ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Anything with a zod-style parse, so a shared contract schema types and checks the answer. */
type ResponseSchema<T> = { parse: (data: unknown) => T };

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
};

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function errorFromAnswer(status: number, body: unknown): ApiError {
  const parsed = apiErrorSchema.safeParse(body);
  if (parsed.success) {
    const { code, message, email, issues } = parsed.data;
    return new ApiError(status, code, message, { email, issues });
  }
  return new ApiError(status, 'INTERNAL', MESSAGES.otherError);
}

type CallOptions = { signal?: AbortSignal | undefined; timeoutMs?: number | undefined };

/**
 * Calls an endpoint through its shared declaration: the path, method and payload types come from
 * the contract, and the answer is parsed with its 200 schema.
 */
export function callEndpoint<E extends EndpointDefinition>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointResult<E>> {
  // EndpointInput<E> is a conditional type TypeScript cannot narrow for an unresolved E; its parts
  // are the endpoint's parsed-schema inputs, i.e. plain objects.
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  return apiRequest(endpointUrl(endpoint, { params, query }), {
    method: endpoint.method,
    body: endpoint.body ? body : undefined,
    schema: endpoint.responses[200] as ResponseSchema<EndpointResult<E>>,
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
}

/** Calls /api and checks the answer against the endpoint's 200 schema. */
async function apiRequest<T>(
  path: string,
  options: RequestOptions & { schema: ResponseSchema<T> },
): Promise<T> {
  const { method = 'GET', body, schema, signal, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'NETWORK', MESSAGES.genericSubmit);
  }

  const data = await readJson(response);
  if (!response.ok) throw errorFromAnswer(response.status, data);
  return schema.parse(data);
}
