import { describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from './endpoints.ts';

describe('the endpoint catalogue', () => {
  it('declares each method and path once', () => {
    const keys = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each(ALL_ENDPOINTS.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s: its example request passes its own schemas',
    (_, endpoint) => {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = endpoint[part];
        const example = endpoint.example[part];
        if (schema) expect(schema.safeParse(example).error, part).toBeUndefined();
        else expect(example, `${part} given without a schema`).toBeUndefined();
      }
    },
  );

  it('names every path parameter in its params schema', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
      if (names.length === 0) continue;
      const example = endpoint.example.params as Record<string, unknown> | undefined;
      for (const name of names) expect(example?.[name], `${endpoint.path} :${name}`).toBeDefined();
    }
  });
});
