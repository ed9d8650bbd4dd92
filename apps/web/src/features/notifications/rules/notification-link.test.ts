import { describe, expect, it } from 'vitest';
import { notificationLink } from './notification-link.ts';

const id = '5f0c2a9e-3b1d-4c7a-9e2f-1a2b3c4d5e6f';

describe('where a notification leads (hub §4)', () => {
  it('adds notRead, the id and the return path / to the redirect URL', () => {
    expect(notificationLink({ _id: id, read: false, redirectUrl: '/shipment/AU-S01009240' })).toBe(
      `/shipment/AU-S01009240?notRead=true&notificationId=${id}&returnPath=/`,
    );
    expect(notificationLink({ _id: id, read: true, redirectUrl: '/shipment/AU-S01009240' })).toBe(
      `/shipment/AU-S01009240?notRead=false&notificationId=${id}&returnPath=/`,
    );
  });

  it('keeps a query and a fragment the redirect URL already has', () => {
    expect(notificationLink({ _id: id, read: false, redirectUrl: '/shipment/K1?tab=chat#messages' })).toBe(
      `/shipment/K1?tab=chat&notRead=true&notificationId=${id}&returnPath=/#messages`,
    );
  });

  it('leads nowhere without a redirect URL or with one outside this site', () => {
    expect(notificationLink({ _id: id, read: false, redirectUrl: null })).toBeNull();
    expect(notificationLink({ _id: id, read: false, redirectUrl: 'https://evil.example/x' })).toBeNull();
    expect(notificationLink({ _id: id, read: false, redirectUrl: '//evil.example/x' })).toBeNull();
  });
});
