import { beforeAll } from 'vitest';
import { testDatabase } from './test-app.ts';

// Each worker opens its database (starts PGlite, runs the migrations) here, before its first test
// file, so no test or ordinary hook pays for it; later files share the promise and wait for nothing.
// The one slow hook of the suite, so the only one above the 10 s default: 10 to 13 s measured inside
// Vitest at load 10 to 12 on 2 cores, 20 s once standalone at load 10.
beforeAll(() => testDatabase().then(() => undefined), 60_000);
