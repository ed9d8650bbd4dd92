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

/** The web app: React 19 + Vite. In development /api goes to the API server (ARCHITECTURE "Stack"). */
export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress(), preload.plugin],
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
