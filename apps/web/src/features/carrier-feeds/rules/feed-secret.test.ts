import { registerFeedBodySchema } from '@navia/domain/contracts/carrier-events';
import { describe, expect, it } from 'vitest';
import { GENERATED_SECRET_LENGTH, generateFeedSecret } from './feed-secret.ts';

describe('generateFeedSecret', () => {
  it('makes 48 url-safe characters the shared schema accepts', () => {
    const secret = generateFeedSecret();
    expect(secret).toHaveLength(GENERATED_SECRET_LENGTH);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{48}$/);
    expect(registerFeedBodySchema.safeParse({ name: 'Maersk', secret }).success).toBe(true);
  });

  it('makes a different secret each time', () => {
    const secrets = new Set(Array.from({ length: 20 }, () => generateFeedSecret()));
    expect(secrets.size).toBe(20);
  });
});
