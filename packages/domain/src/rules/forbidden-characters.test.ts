import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors.ts';
import { forbiddenCharacterIssues, hasForbiddenCharacter } from './forbidden-characters.ts';

describe('forbidden characters', () => {
  it('refuses NUL and the C0 controls, but lets tab, line feed and carriage return through', () => {
    expect(hasForbiddenCharacter('AU-S1\u0000')).toBe(true);
    expect(hasForbiddenCharacter('\u0001')).toBe(true);
    expect(hasForbiddenCharacter('\u001b[31m')).toBe(true);
    expect(hasForbiddenCharacter('line one\r\nline two\tend')).toBe(false);
    expect(hasForbiddenCharacter('Zürich 東京 \u007f')).toBe(false);
  });

  it('refuses an unpaired surrogate, and keeps characters outside the basic plane', () => {
    expect(hasForbiddenCharacter('\uD800')).toBe(true);
    expect(hasForbiddenCharacter('x\uDFFFx')).toBe(true);
    expect(hasForbiddenCharacter('\uD83D')).toBe(true);
    expect(hasForbiddenCharacter('ship 🚢 and 😀😀')).toBe(false);
  });

  it('names the field of each refused string or key, however deep', () => {
    const issues = forbiddenCharacterIssues({
      value: 'ok',
      location: { label: 'A\u0000' },
      containers: [{ ContainerNumber: 'x' }, { ContainerNumber: '\u0007' }],
      settings: { 'bad\u0000key': [] },
    });
    expect(issues).toEqual([
      { path: ['location', 'label'], message: MESSAGES.forbiddenCharacter },
      { path: ['containers', 1, 'ContainerNumber'], message: MESSAGES.forbiddenCharacter },
      { path: ['settings', 'bad\u0000key'], message: MESSAGES.forbiddenCharacter },
    ]);
    expect(forbiddenCharacterIssues('\u0000')).toEqual([{ path: [], message: MESSAGES.forbiddenCharacter }]);
    expect(forbiddenCharacterIssues({ n: 1, b: true, z: null })).toEqual([]);
  });
});
