/** The API client's HTTP Basic header and its rate limiter (pure parts of api-client-auth.ts). */
import { describe, expect, it } from 'vitest';
import { parseBasicAuthorization, retryAfterLimiter } from './api-client-auth.ts';

const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('parseBasicAuthorization', () => {
  it.each([
    ['a name and a secret', `Basic ${b64('acme-api:nsk_abc')}`, { name: 'acme-api', secret: 'nsk_abc' }],
    [
      'a secret holding a colon (split at the first)',
      `Basic ${b64('acme-api:a:b')}`,
      { name: 'acme-api', secret: 'a:b' },
    ],
    ['the scheme in any case', `basic ${b64('n:s')}`, { name: 'n', secret: 's' }],
    ['no header', undefined, null],
    ['a bearer token', 'Bearer napi_x', null],
    ['no colon', `Basic ${b64('acme-api')}`, null],
    ['an empty name', `Basic ${b64(':secret')}`, null],
    ['an empty secret', `Basic ${b64('acme-api:')}`, null],
    ['a secret past 200 characters (never hashed)', `Basic ${b64(`n:${'x'.repeat(201)}`)}`, null],
    ['a name past 200 characters', `Basic ${b64(`${'n'.repeat(201)}:s`)}`, null],
  ])('%s', (_, header, expected) => {
    expect(parseBasicAuthorization(header)).toEqual(expected);
  });
});

describe('retryAfterLimiter', () => {
  it('admits the burst, then answers the seconds until the next call may go, per key', () => {
    let now = 0;
    const take = retryAfterLimiter({ perSecond: 0.5, burst: 2 }, () => now);
    expect([take('a'), take('a')]).toEqual([null, null]);
    expect(take('a')).toBe(2);
    expect(take('b')).toBeNull();
    now = 1000;
    expect(take('a')).toBe(1);
    now = 2000;
    expect(take('a')).toBeNull();
  });
});
