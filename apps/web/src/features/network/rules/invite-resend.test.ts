import { describe, expect, it } from 'vitest';
import { resendBlockOf } from './invite-resend.ts';
import { NETWORK_TEXTS } from './network-texts.ts';

const SENT = '2026-11-10T10:00:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('resendBlockOf', () => {
  it('waits until 5 minutes after the last send', () => {
    expect(resendBlockOf({ sendCount: 1, lastSentAt: SENT }, at('2026-11-10T10:04:59.999Z'))).toEqual({
      reason: NETWORK_TEXTS.resendWait,
      until: at('2026-11-10T10:05:00.000Z'),
    });
    expect(resendBlockOf({ sendCount: 1, lastSentAt: SENT }, at('2026-11-10T10:05:00.000Z'))).toBeNull();
  });

  it('stops for good once 5 sends are spent', () => {
    expect(resendBlockOf({ sendCount: 5, lastSentAt: SENT }, at('2026-11-11T10:00:00.000Z'))).toEqual({
      reason: NETWORK_TEXTS.resendSpent,
      until: null,
    });
    expect(resendBlockOf({ sendCount: 4, lastSentAt: SENT }, at('2026-11-11T10:00:00.000Z'))).toBeNull();
  });
});
