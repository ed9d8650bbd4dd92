import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom has no document.fonts; Mantine's autosizing Textarea listens to it for font loads.
if (!('fonts' in document) || document.fonts === undefined) {
  Object.defineProperty(document, 'fonts', { configurable: true, value: new EventTarget() });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
