import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from './contracts/common.ts';
import { ERROR_CATALOGUE, ERROR_CODES } from './errors.ts';

describe('the error catalogue', () => {
  it.each(ERROR_CODES)('%s has an HTTP error status and a text', (code) => {
    const { status, message } = ERROR_CATALOGUE[code];
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(600);
    expect(message.trim()).not.toBe('');
  });

  it('lets every code through the error answer schema', () => {
    for (const code of ERROR_CODES) {
      const { status, message } = ERROR_CATALOGUE[code];
      expect(apiErrorSchema.safeParse({ statusCode: status, code, message }).success).toBe(true);
    }
  });
});
