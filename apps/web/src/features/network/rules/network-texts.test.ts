import { MESSAGES } from '@navia/domain/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { addUserErrorText, formatNetworkDate, inviteErrorText, NETWORK_TEXTS } from './network-texts.ts';

describe('connect network error texts', () => {
  it("shows the server's text for an invite refused with 401 or 403, else the fallback", () => {
    expect(inviteErrorText(new ApiError(403, 'FORBIDDEN', 'You may not invite partners.'))).toBe(
      'You may not invite partners.',
    );
    expect(inviteErrorText(new ApiError(401, 'UNAUTHORISED', 'Please sign in to continue.'))).toBe(
      'Please sign in to continue.',
    );
    expect(inviteErrorText(new ApiError(500, 'INTERNAL', 'Error Occurred'))).toBe(
      'AN ERROR OCURRED. PLEASE TRY AGAIN LATER.',
    );
    expect(inviteErrorText(new Error('boom'))).toBe(NETWORK_TEXTS.tryAgainLater);
  });

  it('says the e-mail is not available on 406 when adding a user', () => {
    expect(addUserErrorText(new ApiError(406, 'EMAIL_TAKEN', 'taken'))).toBe(MESSAGES.emailNotAvailable);
    expect(addUserErrorText(new ApiError(400, 'VALIDATION', 'Invalid request'))).toBe(
      'Something went wrong. Please try again later.',
    );
    expect(addUserErrorText(new ApiError(0, 'NETWORK', 'offline'))).toBe(
      'AN ERROR OCURRED. PLEASE TRY AGAIN LATER.',
    );
  });

  it('formats dates as DD MMM YYYY', () => {
    expect(formatNetworkDate('2026-11-03T10:00:00.000Z', 'en-GB')).toBe('03 Nov 2026');
    expect(formatNetworkDate(null, 'en-GB')).toBe('');
  });

  it.each([
    ['en-GB', '05 Sep 2026'],
    ['en-US', '05 Sep 2026'],
    ['ms-MY', '05 Sep 2026'],
    ['hu-HU', '05 Szept 2026'],
  ])('writes the month in %s', (locale, text) => {
    expect(formatNetworkDate(new Date(2026, 8, 5, 12).toISOString(), locale)).toBe(text);
  });
});
