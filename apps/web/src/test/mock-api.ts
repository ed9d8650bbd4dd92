/**
 * A fake network boundary: `fetch` is replaced, everything above it (api client, queries, pages)
 * runs for real. Routes are keyed "METHOD /api/path"; unknown calls answer 404.
 */
import { vi } from 'vitest';

export type ApiCall = { method: string; path: string; body: unknown };
export type ApiAnswer = { status: number; body?: unknown };
export type ApiRoute = ApiAnswer | ((call: ApiCall) => ApiAnswer | Promise<ApiAnswer>);

const unauthorised: ApiAnswer = {
  status: 401,
  body: { statusCode: 401, code: 'UNAUTHORISED', message: 'Please sign in to continue.' },
};

export function apiError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): ApiAnswer {
  return { status, body: { statusCode: status, code, message, ...extra } };
}

const defaults: Record<string, ApiRoute> = {
  'GET /api/user/getUpdatedSelf': unauthorised,
  'GET /api/settings/website': { status: 200, body: { maintenance: { active: false, message: '' } } },
  'POST /api/services/reportErr': { status: 200, body: { ok: true } },
};

export function mockApi(routes: Record<string, ApiRoute> = {}) {
  const table = { ...defaults, ...routes };
  const calls: ApiCall[] = [];
  const answers = new Map<ApiCall, Response>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, path: url.pathname, body };
    calls.push(call);
    const route = table[`${method} ${url.pathname}`];
    const answer =
      typeof route === 'function' ? await route(call) : (route ?? apiError(404, 'NOT_FOUND', 'Not Found'));
    const response = new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
    answers.set(call, response);
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls made to one endpoint, e.g. callsTo('POST /api/user/signin'). */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
    /** Whether the page has taken delivery of the answer to a call (started reading its body). */
    answerRead: (call: ApiCall) => answers.get(call)?.bodyUsed === true,
  };
}
