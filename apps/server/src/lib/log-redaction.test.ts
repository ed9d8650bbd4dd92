import { describe, expect, it } from 'vitest';
import { redactUrl, requestLogSerializer } from './log-redaction.ts';

describe('log redaction', () => {
  it.each([
    ['/connect/signUp?hash=abc123', '/connect/signUp?hash=[REDACTED]'],
    ['/login?x=1&hash=abc&y=2', '/login?x=1&hash=[REDACTED]&y=2'],
    ['/changePassword?token=t0k3n#top', '/changePassword?token=[REDACTED]#top'],
    ['/api/trustedParties/hash', '/api/trustedParties/hash'],
    ['/tracking/All?filters=%5B%5D', '/tracking/All?filters=%5B%5D'],
    ['/x?TOKEN=abc', '/x?TOKEN=[REDACTED]'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('serializes a request without the secret', () => {
    const line = requestLogSerializer({
      method: 'GET',
      url: '/connect/login?hash=s3cret',
      host: 'portal',
      ip: '10.0.0.1',
    });
    expect(JSON.stringify(line)).not.toContain('s3cret');
    expect(line).toMatchObject({ method: 'GET', host: 'portal', remoteAddress: '10.0.0.1' });
  });
});
