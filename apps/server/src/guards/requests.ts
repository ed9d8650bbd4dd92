/**
 * Requests built from endpoint declarations (decision 010), and sent through app.inject with a time
 * limit, for the guard tests: the authorization matrix, the tenant-isolation probes and the fuzzer.
 */

import { apiErrorSchema } from '@navia/domain/contracts/common';
import type { AnyEndpoint } from '@navia/domain/contracts/endpoint';
import { fillPath, toQueryString } from '@navia/domain/contracts/endpoint';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** The parts of a request as a caller writes them (`fields`: a multipart form's text fields). */
export type RequestInput = {
  params?: unknown;
  query?: unknown;
  body?: unknown;
  fields?: Record<string, string>;
};

/** A request ready for app.inject. */
export type GuardRequest = {
  method: AnyEndpoint['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** The small text file a multipart example carries (a type the upload accepts). */
export const EXAMPLE_FILE = { name: 'delivery-note.txt', bytes: Buffer.from('DELIVERY NOTE\nGATE 3\n') };

/** A multipart/form-data body as a browser builds it, with the platform's FormData. */
export async function multipartPayload(
  fields: Record<string, string>,
  file: { name: string; bytes: Buffer; field?: string } | null = EXAMPLE_FILE,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field ?? 'file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

/** The request `input` makes for `endpoint`: path params filled, query string, JSON or multipart body. */
export async function buildRequest(endpoint: AnyEndpoint, input: RequestInput): Promise<GuardRequest> {
  const url = `${fillPath(endpoint.path, input.params as Record<string, unknown> | undefined)}${toQueryString(
    input.query as Record<string, unknown> | undefined,
  )}`;
  if (endpoint.multipart) {
    const { payload, contentType } = await multipartPayload(input.fields ?? {});
    return { method: endpoint.method, url, headers: { 'content-type': contentType }, payload };
  }
  if (endpoint.body) {
    return {
      method: endpoint.method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(input.body ?? {}),
    };
  }
  return { method: endpoint.method, url, headers: {} };
}

/** The declaration's example request. */
export const exampleRequest = (endpoint: AnyEndpoint) => buildRequest(endpoint, endpoint.example);

export type SendOptions = { cookie?: string | undefined; ip?: string; timeoutMs?: number };

/** Sends `request`, failing (rather than hanging) when no answer comes within the time limit. */
export async function send(
  app: FastifyInstance,
  request: GuardRequest,
  options: SendOptions = {},
): Promise<LightMyRequestResponse> {
  const headers = { ...request.headers, ...(options.cookie ? { cookie: options.cookie } : {}) };
  const timeoutMs = options.timeoutMs ?? 10_000;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${timeoutMs} ms: ${request.method} ${request.url}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([
      app.inject({
        method: request.method,
        url: request.url,
        headers,
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
        ...(options.ip ? { remoteAddress: options.ip } : {}),
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** The error body of an answer, when it is one in the platform's shape. */
export function errorBodyOf(res: LightMyRequestResponse) {
  if (res.statusCode < 400) return null;
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(res.body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Codes with which the access check refuses a caller (plugins/auth.ts). */
const ACCESS_REFUSALS = ['UNAUTHORISED', 'FORBIDDEN', 'NO_CONNECT_ACCESS'] as const;

/** Whether the answer is the access check's refusal (401/403 with an access code). */
export function isAccessRefusal(res: LightMyRequestResponse): boolean {
  const error = errorBodyOf(res);
  return (
    (res.statusCode === 401 || res.statusCode === 403) &&
    error !== null &&
    (ACCESS_REFUSALS as readonly string[]).includes(error.code)
  );
}

/**
 * What an answer looks like without its values: status, error code, and the JSON's structure
 * (keys, array lengths, value types); a file answer by its content type. Two answers with the same
 * signature cannot be told apart by their shape.
 */
export function answerSignature(res: LightMyRequestResponse): string {
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('json')) return JSON.stringify({ status: res.statusCode, type, empty: res.body === '' });
  const body = JSON.parse(res.body) as unknown;
  const code = errorBodyOf(res)?.code;
  return JSON.stringify({ status: res.statusCode, code, shape: skeleton(body) });
}

function skeleton(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(skeleton);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, skeleton((value as Record<string, unknown>)[k])]),
    );
  }
  return value === null ? 'null' : typeof value;
}

/** Sets a value at a dotted path; `*` stands for every item of an array (one new item when it is empty). */
export function setAtPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const [name = '', ...rest] = path.split('.');
  if (name === '*' && Array.isArray(target)) {
    if (target.length === 0) target.push(rest.length === 0 ? value : {});
    for (const [index, item] of target.entries()) {
      if (rest.length === 0) target[index] = value;
      else setAtPath(item as Record<string, unknown>, rest.join('.'), value);
    }
    return;
  }
  if (rest.length === 0) {
    target[name] = value;
    return;
  }
  const next = target[name];
  if (next === null || typeof next !== 'object') target[name] = rest[0] === '*' ? [] : {};
  setAtPath(target[name] as Record<string, unknown>, rest.join('.'), value);
}

/** A deep copy of a request's parts (JSON values only). */
export const cloneInput = (input: RequestInput): RequestInput => structuredClone(input);
