import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// happy-dom has no document.fonts; Mantine's autosizing Textarea listens to it for font loads.
if (!('fonts' in document) || document.fonts === undefined) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}

// findBy… and waitFor wait up to 5 s (the library's default is 1 s): a lazy route's first import is
// transformed on demand, which on a loaded CI machine took longer than a second. A passing wait
// returns as soon as it holds, so this only lengthens a failure.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // A test that fakes the clock gets the real one back, whether it passed or failed.
  vi.useRealTimers();
  window.localStorage.clear();
});

// No test opens a real socket: a signed-in shell would otherwise try the page's origin (issue 11).
// Tests of the channel drive the fake (test/fake-socket.ts).
vi.mock('socket.io-client', async () => (await import('./fake-socket.ts')).fakeSocketModule);

// Tooltips, popovers and menus load after the first paint in the app (decision 031); tests render
// with them loaded, except deferred-floating.test.tsx, which imports a fresh copy to test the wait.
await (await import('../components/floating/deferred-floating.tsx')).loadFloatingKit();
