import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// happy-dom has no document.fonts; Mantine's autosizing Textarea listens to it for font loads.
if (!('fonts' in document) || document.fonts === undefined) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}

afterEach(() => {
  cleanup();
  // A test that fakes the clock gets the real one back, whether it passed or failed.
  vi.useRealTimers();
  window.localStorage.clear();
});
