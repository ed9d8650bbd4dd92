import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { CSP_NONCE_PLACEHOLDER } from '@navia/domain/constants';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ResolveModulePreloadDependenciesFn } from 'vite';

/** This folder, whichever directory the tool was started from. */
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;
/** Smaller files gain too little to be worth a second request path (the server's threshold too). */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each text asset of the
 * build, so the server sends them as they are (@fastify/static preCompressed, decision 013) instead
 * of compressing on every request. index.html is rendered per request (its CSP nonce) and is
 * compressed by the server.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  let outDir = '';
  return {
    name: 'navia:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter(
        (f) => COMPRESSIBLE.test(f) && !f.startsWith('.'),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file);
          if ((await stat(full)).size < COMPRESS_MIN_BYTES) return;
          const source = await readFile(full);
          const [br, gzipped] = await Promise.all([
            brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
            gz(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${full}.br`, br);
          if (gzipped.length < source.length) await writeFile(`${full}.gz`, gzipped);
        }),
      );
    },
  };
}

/**
 * Decision 013 (JS budget): a lazily loaded module's preload list names only the chunks its importer
 * has not loaded yet. Vite lists every chunk the module imports, transitively, so each route of the
 * entry listed React and the runtime again, and a page's lazy dialogs listed the page's own chunks;
 * a chunk runs only after its static imports have loaded, so those entries preloaded nothing and
 * cost bytes in the importer. What a lazy module needs beyond that still preloads in parallel with
 * it, as before.
 */
function preloadWhatIsMissing() {
  /** The bundle being written: each chunk's static imports (file names). */
  let bundle: Record<string, { imports?: readonly string[] }> = {};
  const plugin: Plugin = {
    name: 'navia:preload-graph',
    apply: 'build',
    // Runs before Vite's own generateBundle, which calls resolveDependencies.
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output as unknown as typeof bundle;
      },
    },
  };
  const loadedWith = (file: string, into = new Set<string>()) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of bundle[file]?.imports ?? []) loadedWith(imported, into);
    return into;
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (file, deps, { hostId, hostType }) => {
    // index.html's own preload tags (the entry's imports, before first paint) stay as they are.
    if (hostType !== 'js' || !bundle[hostId]) return deps;
    const loaded = loadedWith(hostId);
    const missing = deps.filter((dep) => !loaded.has(dep));
    // Only the module itself: import() fetches it (Vite preloads nothing then either).
    return missing.length === 1 && missing[0] === file ? [] : missing;
  };
  return { plugin, resolveDependencies };
}
const preload = preloadWhatIsMissing();

/** zod's JSON Schema generation, which the web never runs: the server writes the OpenAPI document. */
const ZOD_JSON_SCHEMA_MODULES = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;
/** In json-schema-processors.js, what parsing needs ends where the first JSON Schema table starts. */
const ZOD_PROCESSORS_KEEP_UNTIL = '\nconst formatMap = ';

/** The names a zod ES module exports (`export const|function|class x`, `export { a as b }`). */
function exportedNames(code: string, id: string): string[] {
  const names = [...code.matchAll(/^export (?:const|let|function|class) (\w+)/gm)].map((m) => m[1] as string);
  for (const [, list] of code.matchAll(/^export \{([^}]*)\}/gm)) {
    for (const part of (list as string).split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.push(name);
    }
  }
  if (/^export (?:default|\*)/m.test(code))
    throw new Error(`zodWithoutJsonSchema: ${id} has exports it cannot stub`);
  return names;
}

/**
 * Decision 022: leaves zod's JSON Schema generation out of the web build. Every zod classic schema
 * class refers to its JSON Schema processor (`toJSONSchema()`, `~standard.jsonSchema`), so the
 * bundler keeps all of them on every page (about 5 KB gzip of the login page) although the web
 * only parses. Each export of those two modules becomes a function that throws, except
 * `aggregateChecks` (the `minLength`, `maxValue`, `format`… getters of the schemas), which stays as
 * zod wrote it. If a zod update moves things, the build fails here rather than shipping a broken
 * zod; the test (src/app/zod-web-build.test.ts) builds a bundle with it and parses.
 */
export function zodWithoutJsonSchema(): Plugin {
  const stub = (names: readonly string[]) =>
    [
      "const notInTheWebBuild = () => { throw new Error('zod JSON Schema generation is left out of the web build (decision 022)'); };",
      ...names.map((name) => `export const ${name} = notInTheWebBuild;`),
    ].join('\n');
  return {
    name: 'navia:zod-without-json-schema',
    apply: 'build',
    transform: {
      filter: { id: ZOD_JSON_SCHEMA_MODULES },
      handler(code, id) {
        const names = exportedNames(code, id);
        if (id.endsWith('to-json-schema.js')) return { code: stub(names), map: null };
        const end = code.indexOf(ZOD_PROCESSORS_KEEP_UNTIL);
        const kept = end < 0 ? '' : code.slice(0, end);
        if (!/^export function aggregateChecks\(/m.test(kept))
          throw new Error(
            `zodWithoutJsonSchema: ${id} no longer has aggregateChecks before its JSON Schema tables`,
          );
        const keptNames = new Set(exportedNames(kept, id));
        return { code: `${kept}\n${stub(names.filter((n) => !keptNames.has(n)))}\n`, map: null };
      },
    },
  };
}

/** The chunk groups below (codeSplitting.groups): their files keep their names. */
const NAMED_GROUPS = new Set(['react', 'shell', 'inputs', 'forms']);

/** The web app: React 19 + Vite. In development /api goes to the API server (ARCHITECTURE "Stack"). */
export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress(), preload.plugin, zodWithoutJsonSchema()],
  // Puts the placeholder on the page's script and style tags and in <meta property="csp-nonce">; the
  // server swaps in each response's nonce (decision 013).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
      '/socket.io': { target: 'http://localhost:3000', ws: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/check-js-budget.mjs reads it to sum each route's initial JS.
    manifest: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      output: {
        // Decision 022: a lazily loaded screen or dialog keeps its name in its file name; the chunks
        // shared between them are named by their hash only. Their names were their first module's
        // (DirectionProvider, get-style-object…), which says little about what else they hold, and
        // the entry's preload map (__vite__mapDeps) carries every such name: about 1.2 KB gzip on
        // every first visit. The manifest (.vite/manifest.json) and the source maps still say what
        // each file holds.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry || NAMED_GROUPS.has(chunk.name)
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
        // Decision 013 (JS budget, npm run check:budget): React and its router change least and stay
        // cached across releases; everything the entry loads statically (the app shell: providers,
        // layout, guards, the API client and the zod contracts it parses with, Mantine's core) is one
        // chunk rather than a dozen small ones; the rest is split by rolldown along the lazily loaded
        // screens and dialogs, so a screen loads only the components it uses. A catch-all vendor or
        // Mantine group would put every route's libraries on every route.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            { name: 'shell', tags: ['$initial'], priority: 1 },
            // Decision 022: react-hook-form and its zod resolver go together to every form that uses
            // them; as two chunks they cost each form route about 0.3 KB gzip of per-file overhead.
            // The login form uses neither (decision 027): its first visit does not load them.
            {
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/,
            },
            // Mantine's input primitives (Input and its wrapper, InputBase, TextInput, CloseButton,
            // ActionIcon, CheckIcon and the hooks they share): the login form, every form and the
            // navigation bar use them, and as nine chunks of their own they cost every such route
            // about 2.5 KB of per-file overhead. Notice screens, which have no input, do not load it.
            {
              name: 'inputs',
              test: /node_modules[\\/]@mantine[\\/](core[\\/]esm[\\/]components[\\/]((Input|InputBase|TextInput|CloseButton|ActionIcon)[\\/]|Checkbox[\\/]CheckIcon\.)|hooks[\\/]esm[\\/](use-id|use-merged-ref|use-uncontrolled)[\\/])/,
            },
          ],
        },
      },
    },
  },
});
