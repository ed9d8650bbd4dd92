/**
 * Which request fields look like record ids (issue 10 "a route that takes an id"), found by walking
 * each part's input JSON Schema (z.toJSONSchema, io 'input'), and how they match the declaration's
 * `records`. The rule: a field is id-like when its name is id, _id or key, ends in Id, ID or Key,
 * ends in Code (an organisation code, such as buyerCode), or its schema is a uuid.
 */
import type { AnyEndpoint, RecordRef, RequestPart } from '@navia/domain/contracts/endpoint';
import { z } from 'zod';

const ID_LIKE_NAME = /^(id|_id|key)$|[a-z0-9](Id|ID|Key|Code)$/;

type JsonSchema = {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
};

export type RequestField = { in: RequestPart; name: string; uuid: boolean };

/** The input JSON Schema of a request part (what a caller may send). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Every field path of a part's schema (dotted; `*` for array items and record values). */
export function fieldsOf(schema: z.ZodType, part: RequestPart): RequestField[] {
  const root = inputJsonSchema(schema);
  const found = new Map<string, RequestField>();
  const resolve = (node: JsonSchema): JsonSchema => {
    if (!node.$ref) return node;
    const name = node.$ref.split('/').pop() ?? '';
    return root.$defs?.[name] ?? {};
  };
  const isUuid = (node: JsonSchema): boolean => {
    const n = resolve(node);
    return n.format === 'uuid' || [...(n.anyOf ?? []), ...(n.oneOf ?? [])].some(isUuid);
  };
  const walk = (raw: JsonSchema, path: string[], depth: number) => {
    const node = resolve(raw);
    if (depth > 12) return;
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
      walk(branch, path, depth + 1);
    }
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const childPath = [...path, name];
      const key = childPath.join('.');
      const previous = found.get(key);
      found.set(key, { in: part, name: key, uuid: (previous?.uuid ?? false) || isUuid(child) });
      walk(child, childPath, depth + 1);
    }
    const items = [node.items ?? [], node.prefixItems ?? []].flat();
    for (const item of items) {
      // An array of plain values (ids, codes) is a field itself: `name.*`.
      const itemPath = [...path, '*'];
      const resolved = resolve(item);
      if (!resolved.properties && path.length > 0) {
        const key = itemPath.join('.');
        found.set(key, { in: part, name: key, uuid: (found.get(key)?.uuid ?? false) || isUuid(item) });
      }
      walk(item, itemPath, depth + 1);
    }
    if (node.additionalProperties && typeof node.additionalProperties === 'object') {
      walk(node.additionalProperties, [...path, '*'], depth + 1);
    }
  };
  walk(root, [], 0);
  return [...found.values()];
}

/** Every field of every part of `endpoint`, multipart form fields included. */
function requestFieldsOf(endpoint: AnyEndpoint): RequestField[] {
  const fields: RequestField[] = [];
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = endpoint[part];
    if (schema) fields.push(...fieldsOf(schema, part));
  }
  for (const name of endpoint.multipart?.fields ?? []) fields.push({ in: 'fields', name, uuid: false });
  return fields;
}

/** Whether a field looks like a record id by the rule above. */
function isIdLike(field: RequestField): boolean {
  const last = field.name.split('.').pop() ?? '';
  return field.uuid || ID_LIKE_NAME.test(last);
}

const sameField = (a: { in: RequestPart; name: string }, b: { in: RequestPart; name: string }) =>
  a.in === b.in && a.name === b.name;

/** The id-like fields of `endpoint` that its `records` do not list (as a record or an exemption). */
export function undeclaredIdFields(endpoint: AnyEndpoint): string[] {
  const declared: readonly RecordRef[] = endpoint.records ?? [];
  return requestFieldsOf(endpoint)
    .filter(isIdLike)
    .filter((f) => !declared.some((r) => sameField(r, f)))
    .map((f) => `${f.in}.${f.name}`);
}

/** The entries of `records` that name no field the endpoint takes (a typo, or a field since removed). */
export function unknownRecordFields(endpoint: AnyEndpoint): string[] {
  const fields = requestFieldsOf(endpoint);
  return (endpoint.records ?? [])
    .filter((r) => !fields.some((f) => sameField(r, f)))
    .map((r) => `${r.in}.${r.name}`);
}
