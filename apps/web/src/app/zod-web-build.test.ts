import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { zodWithoutJsonSchema } from '../../vite.config.ts';

const webRoot = decodeURIComponent(new URL('../..', import.meta.url).pathname);
const ENTRY = '\0zod-check';

/**
 * Bundles a module that uses zod the way the web does, with the web build's zod plugin (decision
 * 022), and runs it: parsing and the schemas' check getters still work, JSON Schema generation is
 * gone from the bundle and says why when called.
 */
async function bundleAndRun(withPlugin: boolean) {
  const output = await build({
    configFile: false,
    root: webRoot,
    logLevel: 'silent',
    plugins: [
      {
        name: 'zod-check-entry',
        resolveId: (id) => (id === 'zod-check' ? ENTRY : null),
        load: (id) =>
          id === ENTRY
            ? `import { z } from 'zod';
               z.config({ jitless: true });
               const email = z.string().trim().max(254).pipe(z.email()).transform((e) => e.toLowerCase());
               const body = z.object({ email, password: z.string().min(1, 'This field is required.') });
               export const good = body.parse({ email: ' Jane@Acme.demo ', password: 'x' });
               export const bad = body.safeParse({ email: 'nope', password: '' }).error.issues.map((i) => i.message);
               export const minLength = z.string().min(10).max(128).minLength;
               export function jsonSchema() { return z.object({ name: z.string().min(1) }).toJSONSchema(); }`
            : null,
      },
      ...(withPlugin ? [zodWithoutJsonSchema()] : []),
    ],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: 'zod-check', preserveEntrySignatures: 'strict' },
    },
  });
  const { output: files } = (Array.isArray(output) ? output[0] : output) as Rolldown.RolldownOutput;
  const chunk = files.find((f): f is Rolldown.OutputChunk => f.type === 'chunk' && f.isEntry);
  if (!chunk) throw new Error('no entry chunk');
  const module = await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(chunk.code)}`);
  return { code: chunk.code, module };
}

describe('the web build without zod JSON Schema generation (decision 022)', () => {
  it('still parses, reports issues and reads checks, and leaves the JSON Schema code out', async () => {
    const { code, module } = await bundleAndRun(true);
    expect(module.good).toEqual({ email: 'jane@acme.demo', password: 'x' });
    expect(module.bad).toEqual(['Invalid email address', 'This field is required.']);
    expect(module.minLength).toBe(10);
    expect(() => module.jsonSchema()).toThrow('zod JSON Schema generation is left out of the web build');
    expect(code).not.toContain('json-schema.org');
  }, 60_000);

  it('is what takes it out: without the plugin the same bundle carries it', async () => {
    const { code, module } = await bundleAndRun(false);
    expect(code).toContain('json-schema.org');
    expect(module.jsonSchema()).toMatchObject({ type: 'object' });
  }, 60_000);
});
