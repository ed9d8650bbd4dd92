import { describe, expect, it } from 'vitest';
import { containsPattern, startsWithPattern } from './like-pattern.ts';

describe('LIKE patterns', () => {
  it('matches a typed % and _ literally', () => {
    expect(containsPattern('50%_off')).toBe('%50\\%\\_off%');
    expect(startsWithPattern('a\\b')).toBe('a\\\\b%');
  });
});
