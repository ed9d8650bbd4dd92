/**
 * Bad requests derived from each route's declaration (issue 10): its zod schemas (walked through
 * their input JSON Schema, record-fields.ts), its example request and its kind of body. Three sets:
 * - fixed cases every route gets: malformed JSON, a wrong content type, a body over the limit,
 *   non-object bodies, NUL in a string, path ids that are not ids, the multipart form's faults;
 * - targeted cases: each field of the schema set to each of a list of troublesome values
 *   (missing, null, wrong types, empty and over-long strings, unicode and control characters,
 *   huge, negative and NaN-like numbers, unknown enum values, arrays and objects swapped…);
 * - random cases: fast-check values (fixed seed) at random fields.
 * Whether a case must be refused is decided by the route's own schema (plus the control-character
 * rule), not written by hand. The fixed cases always run; the others are sampled, seeded, up to
 * `count`.
 */
import type { AnyEndpoint, RequestPart } from '@navia/domain/contracts/endpoint';
import { forbiddenCharacterIssues } from '@navia/domain/rules/forbidden-characters';
import fc from 'fast-check';
import type { z } from 'zod';
import { fieldsOf } from './record-fields.ts';
import {
  buildRequest,
  EXAMPLE_FILE,
  type GuardRequest,
  multipartPayload,
  type RequestInput,
} from './requests.ts';

export type BadInputCase = {
  name: string;
  request: GuardRequest;
  /** true: the route must refuse it (4xx). false: it may be answered, but never with a 5xx. */
  invalid: boolean;
  /** The field the case changed (part and dotted path). */
  field?: { part: RequestPart; path: string };
  /**
   * The fields a 400 may name, as the route's schema names them for this input (the same zod
   * schema, run here): a schema 400 must name at least one, and no other.
   */
  issueFields?: string[];
};

/** The app's body limit (app.ts): a body over it must be a 413, never read. */
const BODY_LIMIT_BYTES = 1024 * 1024;

const DELETE = Symbol('delete the field');
type Mutation = { label: string; value: unknown };

/** Values that have broken servers before, each at every field. */
const TROUBLESOME_VALUES: readonly Mutation[] = [
  { label: 'missing', value: DELETE },
  { label: 'null', value: null },
  { label: 'empty string', value: '' },
  { label: 'blank string', value: '   ' },
  { label: 'over-long string', value: 'x'.repeat(10_001) },
  { label: 'zero', value: 0 },
  { label: 'negative', value: -1 },
  { label: 'fraction', value: 1.5 },
  { label: 'huge number', value: 1e308 },
  { label: 'huge negative', value: -1e308 },
  { label: 'unsafe integer', value: 2 ** 53 + 2 },
  { label: 'true', value: true },
  { label: 'empty object', value: {} },
  { label: 'nested objects', value: { a: { b: { c: { d: {} } } } } },
  { label: 'operator object', value: { $gt: '' } },
  { label: 'empty array', value: [] },
  { label: 'array of objects', value: [{}] },
  { label: 'unknown enum value', value: 'ZZ_NOT_A_VALUE' },
  { label: 'NaN text', value: 'NaN' },
  { label: 'Infinity text', value: 'Infinity' },
  { label: 'exponent text', value: '1e999' },
  { label: 'NUL', value: '\u0000' },
  { label: 'NUL inside', value: 'AU-S01009240\u0000' },
  { label: 'bell', value: '\u0007' },
  { label: 'escape sequence', value: '\u001b[31mred' },
  { label: 'tab and newline', value: 'line one\n\tline two' },
  { label: 'unicode', value: 'Zürich 東京 🚢' },
  { label: 'right-to-left override', value: '\u202Etxt.exe' },
  { label: 'combining mark', value: 'e\u0301' },
  { label: 'lone high surrogate', value: '\uD800' },
  { label: 'lone low surrogate', value: 'x\uDFFFx' },
  { label: 'many emoji', value: '😀'.repeat(300) },
  { label: 'SQL text', value: "' OR 1=1 --" },
  { label: 'percent NUL text', value: '%00' },
  { label: 'path traversal', value: '../../../etc/passwd' },
  { label: 'markup', value: '<script>alert(1)</script>' },
  { label: 'impossible date', value: '30/02/2026' },
  { label: 'not a date', value: '99/99/9999' },
  { label: 'not a uuid', value: '3f1c2a9e-5b7d-4c8e-9a1f-ZZZZZZZZZZZZ' },
];

/** Path ids that are not ids (raw URL segments). */
const NOT_IDS: readonly Mutation[] = [
  { label: 'NUL', value: '%00' },
  { label: 'encoded slash and traversal', value: '..%2F..%2Fetc%2Fpasswd' },
  { label: 'over-long', value: 'x'.repeat(5000) },
  { label: 'broken percent encoding', value: '%E0%A4%A' },
  { label: 'invalid UTF-8', value: '%FF%FE' },
  { label: 'right-to-left override', value: '%E2%80%AE' },
  { label: 'space', value: '%20' },
  { label: 'negative number', value: '-1' },
  { label: 'huge exponent', value: '1e309' },
];

type Json = unknown;
const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** Sets (or deletes) the value at a schema path in a copy of `root`; `*` takes an existing item or adds one. */
function mutate(root: Json, segments: string[], value: unknown): { next: Json; concrete: string[] } {
  const concrete: string[] = [];
  const apply = (node: Json, rest: string[]): Json => {
    const [head, ...tail] = rest;
    if (head === undefined) return value;
    if (head === '*') {
      if (Array.isArray(node)) {
        concrete.push('0');
        const copy = [...node];
        const result = apply(copy[0] ?? (tail[0] === '*' ? [] : {}), tail);
        if (result === DELETE) copy.splice(0, 1);
        else copy[0] = result;
        return copy;
      }
      const obj = isObject(node) ? node : {};
      const key = Object.keys(obj)[0] ?? 'x';
      concrete.push(key);
      return setKey(obj, key, apply(obj[key] ?? (tail[0] === '*' ? [] : {}), tail));
    }
    concrete.push(head);
    const obj = isObject(node) ? node : {};
    return setKey(obj, head, apply(obj[head] ?? (tail[0] === '*' ? [] : {}), tail));
  };
  return { next: apply(root, segments), concrete };
}

function setKey(obj: Record<string, unknown>, key: string, value: unknown) {
  const copy = { ...obj };
  if (value === DELETE) delete copy[key];
  else copy[key] = value;
  return copy;
}

/** Whether JSON holds what secure-json-parse refuses: a __proto__ key, or constructor.prototype. */
function poisoned(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(poisoned);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, child]) =>
      key === '__proto__' ||
      (key === 'constructor' && child !== null && typeof child === 'object' && 'prototype' in child) ||
      poisoned(child),
  );
}

/** A value as text: a string as it is, anything else as String() would write it (JSON when it cannot). */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return String(value);
  } catch {
    return JSON.stringify(value) ?? '';
  }
}

/** What the server sees of a query object once sent: strings, or arrays of them. */
function asSentQuery(query: Record<string, unknown>): Record<string, string | string[]> {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    // As toQueryString sends them: each value (or array item) through String().
    if (Array.isArray(value)) for (const item of value) search.append(name, String(item));
    else search.append(name, String(value));
  }
  const seen: Record<string, string | string[]> = {};
  // Through the wire form and back: a lone surrogate, for one, arrives as U+FFFD.
  for (const [name, value] of new URLSearchParams(search.toString())) {
    const before = seen[name];
    seen[name] = before === undefined ? value : [before, value].flat();
  }
  return seen;
}

/**
 * A path segment as UTF-8 percent-encoding; a lone surrogate (which encodeURIComponent refuses) is
 * written as the three bytes UTF-8 would give its code unit, which no decoder accepts.
 */
function encodeSegment(value: string): string {
  let out = '';
  for (const char of value) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const c = char.charCodeAt(0);
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    }
  }
  return out;
}

/** The params as the server decodes them, or null when a segment cannot be decoded (a lone surrogate). */
function decodesTo(params: Record<string, string>): Record<string, string> | null {
  try {
    return Object.fromEntries(
      Object.entries(params).map(([k, v]) => [k, decodeURIComponent(encodeSegment(v))]),
    );
  } catch {
    return null;
  }
}

/** A params expectation, allowing the refusal before routing. */
const withPathRefusal = (e: { invalid: boolean; issueFields?: string[] }) =>
  e.issueFields ? { ...e, issueFields: [...e.issueFields, 'params'] } : e;

/** How the server's error handler names a part when an issue has no path. */
const CONTEXT: Record<RequestPart, string> = {
  params: 'params',
  query: 'querystring',
  body: 'body',
  fields: 'body',
};

/**
 * What the server must make of this value of a part, found by running the same checks it runs:
 * the forbidden-character rule first, then the part's zod schema. Refused: the fields it names.
 */
function expectation(
  schema: z.ZodType | undefined,
  value: unknown,
  part: RequestPart,
): { invalid: boolean; issueFields?: string[] } {
  const fieldOf = (path: readonly PropertyKey[]) => path.map(String).join('.') || CONTEXT[part];
  const characters = forbiddenCharacterIssues(value);
  if (characters.length > 0) return { invalid: true, issueFields: characters.map((i) => fieldOf(i.path)) };
  const parsed = schema?.safeParse(value);
  if (!parsed || parsed.success) return { invalid: false };
  return { invalid: true, issueFields: parsed.error.issues.map((i) => fieldOf(i.path)) };
}

type Part = 'params' | 'query' | 'body';

/** A case that changes one field of one part. */
async function fieldCase(
  endpoint: AnyEndpoint,
  part: Part,
  segments: string[],
  mutation: Mutation,
): Promise<BadInputCase> {
  const example = structuredClone(endpoint.example) as RequestInput;
  const mutated = mutate(example[part] ?? {}, segments, mutation.value);
  const next = mutated.next === DELETE ? undefined : mutated.next;
  const input: RequestInput = { ...example, [part]: next };
  const path = mutated.concrete.join('.');
  const name = `${part}.${path || '(whole)'}: ${mutation.label}`;
  if (part === 'body' && next === undefined) {
    const request = await buildRequest(endpoint, input);
    return {
      name,
      request: { method: request.method, url: request.url, headers: {} },
      ...expectation(endpoint.body, undefined, part),
      field: { part, path },
    };
  }
  if (part === 'params') {
    const value = isObject(next) ? next : {};
    // A path param is always a string; a missing one leaves the segment empty.
    const strings = Object.fromEntries(
      Object.entries(example.params as Record<string, unknown>).map(([k]) => [
        k,
        value[k] === undefined ? '' : value[k],
      ]),
    );
    const sent = Object.fromEntries(
      Object.entries(strings).map(([k, v]) => [
        k,
        isObject(v) || Array.isArray(v) ? JSON.stringify(v) : String(v),
      ]),
    );
    const request = await buildRequest(endpoint, { ...input, params: example.params });
    const url = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, p: string) =>
      encodeSegment(sent[p] ?? ''),
    );
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const decoded = decodesTo(sent);
    return {
      name,
      request: { ...request, url: `${url}${query}` },
      // A segment that cannot be decoded, or is longer than the router takes, is refused before
      // routing, naming the path ('params') rather than the param.
      ...(decoded === null
        ? { invalid: true, issueFields: ['params'] }
        : withPathRefusal(expectation(endpoint.params, decoded, part))),
      field: { part, path },
    };
  }
  if (part === 'query' && !isObject(next)) {
    // The whole query string replaced by a non-object: sent as the raw text after '?'.
    const base = await buildRequest(endpoint, { ...input, query: {} });
    const raw = next === undefined ? '' : encodeSegment(textOf(next));
    const sent = Object.fromEntries(new URLSearchParams(raw));
    const request = {
      ...base,
      url: raw ? `${base.url.split('?')[0]}?${raw}` : (base.url.split('?')[0] ?? ''),
    };
    return { name, request, ...expectation(endpoint.query, sent, part), field: { part, path } };
  }
  if (part === 'query' && isObject(next)) {
    // Each value as the text (or texts) a query string carries.
    const texts = Object.fromEntries(
      Object.entries(next).map(([k, v]) => [
        k,
        Array.isArray(v) ? v.map(textOf) : v === null || v === undefined ? v : textOf(v),
      ]),
    );
    input.query = texts;
  }
  const request = await buildRequest(endpoint, input);
  if (part === 'query') {
    const sent = asSentQuery(isObject(input.query) ? input.query : {});
    return { name, request, ...expectation(endpoint.query, sent, part), field: { part, path } };
  }
  // The body as the server parses it back from JSON.
  const sent = request.payload === undefined ? undefined : (JSON.parse(String(request.payload)) as unknown);
  // Fastify's JSON parser refuses prototype poisoning (a __proto__ key) itself, naming no field.
  if (poisoned(sent)) return { name, request, invalid: true, field: { part, path } };
  return { name, request, ...expectation(endpoint.body, sent, part), field: { part, path } };
}

/** Cases every route with a JSON body gets. */
async function jsonBodyCases(endpoint: AnyEndpoint): Promise<BadInputCase[]> {
  const example = await buildRequest(endpoint, endpoint.example);
  const withPayload = (
    name: string,
    payload: string | Buffer,
    contentType = 'application/json',
    expected: { invalid: boolean; issueFields?: string[] } = { invalid: true },
  ): BadInputCase => ({
    name,
    request: { ...example, headers: { 'content-type': contentType }, payload },
    ...expected,
  });
  const parsedRefused = (text: string) => expectation(endpoint.body, JSON.parse(text), 'body');
  return [
    withPayload('malformed JSON', '{"a": '),
    withPayload('not JSON at all', 'not json'),
    withPayload('empty JSON body', ''),
    withPayload('wrong content type (text/plain)', String(example.payload), 'text/plain'),
    withPayload('wrong content type (form)', 'a=1&b=2', 'application/x-www-form-urlencoded'),
    withPayload('wrong content type (XML)', '<a>1</a>', 'application/xml'),
    withPayload('body over the limit', JSON.stringify({ pad: 'x'.repeat(BODY_LIMIT_BYTES + 100) })),
    withPayload('array body', '[]', 'application/json', parsedRefused('[]')),
    withPayload('null body', 'null', 'application/json', parsedRefused('null')),
    withPayload('number body', '42', 'application/json', parsedRefused('42')),
    withPayload('deeply nested body', `${'['.repeat(5000)}${']'.repeat(5000)}`),
  ];
}

/** Cases of the multipart upload: the form's own faults. */
async function multipartCases(endpoint: AnyEndpoint): Promise<BadInputCase[]> {
  const fields = endpoint.example.fields ?? {};
  const names = Object.keys(fields);
  const url = (await buildRequest(endpoint, endpoint.example)).url;
  const form = async (
    name: string,
    formFields: Record<string, string>,
    file: Parameters<typeof multipartPayload>[1],
    field?: string,
  ): Promise<BadInputCase> => {
    const { payload, contentType } = await multipartPayload(formFields, file);
    // As readUpload checks the form: forbidden characters in its fields, then the file and the record key.
    const refusedFields = Object.keys(formFields).filter(
      (k) => forbiddenCharacterIssues(formFields[k]).length > 0,
    );
    const missing = [file ? null : 'file', formFields[names[0] ?? '']?.trim() ? null : names[0]].filter(
      (f): f is string => typeof f === 'string',
    );
    const issueFields = refusedFields.length > 0 ? refusedFields : missing;
    return {
      name,
      request: { method: endpoint.method, url, headers: { 'content-type': contentType }, payload },
      invalid: issueFields.length > 0,
      ...(issueFields.length > 0 ? { issueFields } : {}),
      ...(field ? { field: { part: 'fields' as const, path: field } } : {}),
    };
  };
  const raw = (name: string, contentType: string, payload: string): BadInputCase => ({
    name,
    request: { method: endpoint.method, url, headers: { 'content-type': contentType }, payload },
    invalid: true,
  });
  const cases: BadInputCase[] = [
    await form('no file', fields, null),
    await form('no fields', {}, EXAMPLE_FILE),
    await form('empty file', fields, { name: 'empty.txt', bytes: Buffer.alloc(0) }),
    await form('file under another field name', fields, { ...EXAMPLE_FILE, field: 'attachment' }),
    await form('file name with controls and traversal', fields, {
      name: '..\\..\u0000/\u0007evil.txt',
      bytes: EXAMPLE_FILE.bytes,
    }),
    await form('executable bytes', fields, {
      name: 'invoice.pdf',
      bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64)]),
    }),
    raw('JSON instead of a form', 'application/json', JSON.stringify(fields)),
    raw('text instead of a form', 'text/plain', 'hello'),
    raw('multipart without a boundary', 'multipart/form-data', '--x\r\n\r\n'),
    raw(
      'truncated multipart',
      'multipart/form-data; boundary=zz',
      '--zz\r\nContent-Disposition: form-data; name="recordKey"\r\n\r\nAU',
    ),
  ];
  for (const name of names) {
    for (const mutation of TROUBLESOME_VALUES.filter((m) => typeof m.value === 'string')) {
      cases.push(
        await form(
          `fields.${name}: ${mutation.label}`,
          { ...fields, [name]: String(mutation.value) },
          EXAMPLE_FILE,
          name,
        ),
      );
    }
  }
  return cases;
}

/** Path ids that are not ids, as raw URL segments. */
function notIdCases(endpoint: AnyEndpoint, example: GuardRequest): BadInputCase[] {
  const params = endpoint.example.params as Record<string, unknown> | undefined;
  if (!params) return [];
  return Object.keys(params).flatMap((name) =>
    NOT_IDS.map((notId) => {
      const others = Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, encodeURIComponent(String(v))]),
      );
      const url = endpoint.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, p: string) =>
        p === name ? String(notId.value) : (others[p] ?? ''),
      );
      const query = example.url.includes('?') ? example.url.slice(example.url.indexOf('?')) : '';
      let decoded: string | null;
      try {
        decoded = decodeURIComponent(String(notId.value));
      } catch {
        decoded = null;
      }
      const sent = { ...params, [name]: decoded };
      // Refused by the schema, or before routing (undecodable, or longer than the router takes): 'params'.
      const expected = decoded === null ? { invalid: true } : expectation(endpoint.params, sent, 'params');
      return {
        name: `params.${name}: ${notId.label}`,
        request: { ...example, url: `${url}${query}` },
        invalid: expected.invalid,
        issueFields: [...(expected.issueFields ?? []), 'params'],
        field: { part: 'params' as const, path: name },
      };
    }),
  );
}

/** Values fast-check makes for the random cases: JSON of every shape, any code point, numbers at the edges. */
const randomValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(...TROUBLESOME_VALUES.map((m) => m.value)),
);

/**
 * The bad requests of `endpoint`: every fixed case, then `count` of the targeted and random ones,
 * chosen with `seed` (the same seed always gives the same cases).
 */
export async function badInputCases(
  endpoint: AnyEndpoint,
  options: { seed: number; count: number },
): Promise<BadInputCase[]> {
  const example = await buildRequest(endpoint, endpoint.example);
  const fixed: BadInputCase[] = [...notIdCases(endpoint, example)];
  if (endpoint.multipart) fixed.push(...(await multipartCases(endpoint)));
  else if (endpoint.body) fixed.push(...(await jsonBodyCases(endpoint)));

  const targets: { part: Part; segments: string[] }[] = [];
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = endpoint[part];
    if (!schema) continue;
    targets.push({ part, segments: [] });
    for (const field of fieldsOf(schema, part)) targets.push({ part, segments: field.name.split('.') });
  }
  if (targets.length === 0) return fixed;

  // Targeted: every field × every troublesome value, sampled. Random: fast-check values at random fields.
  const targeted = targets.flatMap((target) => TROUBLESOME_VALUES.map((mutation) => ({ target, mutation })));
  const pick = Math.ceil(options.count / 2);
  const chosen =
    fc.sample(
      fc.shuffledSubarray(targeted, {
        minLength: Math.min(pick, targeted.length),
        maxLength: Math.min(pick, targeted.length),
      }),
      {
        seed: options.seed,
        numRuns: 1,
      },
    )[0] ?? [];
  const random = fc.sample(fc.record({ target: fc.constantFrom(...targets), value: randomValue }), {
    seed: options.seed + 1,
    numRuns: Math.max(0, options.count - chosen.length),
  });
  const cases = [...fixed];
  for (const { target, mutation } of chosen)
    cases.push(await fieldCase(endpoint, target.part, target.segments, mutation));
  for (const { target, value } of random) {
    cases.push(
      await fieldCase(endpoint, target.part, target.segments, {
        label: `random ${JSON.stringify(value)?.slice(0, 60)}`,
        value,
      }),
    );
  }
  return cases;
}
