import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

/** This folder, whichever directory the tool was started from. */
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

/**
 * The 'web' Vitest project. The root is this folder, so the same config works when the root
 * vitest.config.ts runs it as a project (`npx vitest run --project web` from the repo root).
 */
export default defineProject({
  root: webRoot,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
