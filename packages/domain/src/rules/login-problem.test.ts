import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors.ts';
import { loginProblemFor } from './login-problem.ts';

describe('hub §4 sign-in problems', () => {
  it('turns "Not active" into the inactive-account notice for the echoed e-mail', () => {
    expect(loginProblemFor({ message: 'Not active', email: 'jo@example.com' }, 'typed@example.com')).toEqual({
      kind: 'notActive',
      email: 'jo@example.com',
    });
  });
  it('falls back to the typed e-mail when the answer does not echo one', () => {
    expect(loginProblemFor({ message: 'Not active' }, 'typed@example.com')).toEqual({
      kind: 'notActive',
      email: 'typed@example.com',
    });
  });
  it('shows the connect-access refusal for any other error carrying an e-mail', () => {
    expect(loginProblemFor({ message: 'Forbidden', email: 'jo@example.com' }, 'jo@example.com')).toEqual({
      kind: 'message',
      text: MESSAGES.noConnectAccess,
    });
  });
  it('shows the provider contact text when the answer mentions REGION', () => {
    expect(loginProblemFor({ message: 'REGION mismatch' }, 'x@example.com')).toEqual({
      kind: 'message',
      text: MESSAGES.regionError,
    });
  });
  it('shows the server text, or Invalid Credentials when it is empty', () => {
    expect(loginProblemFor({ message: 'Invalid Credentials' }, 'x@example.com')).toEqual({
      kind: 'message',
      text: 'Invalid Credentials',
    });
    expect(loginProblemFor({ message: '  ' }, 'x@example.com')).toEqual({
      kind: 'message',
      text: MESSAGES.invalidCredentials,
    });
  });
  it('shows the generic text when no answer came at all', () => {
    expect(loginProblemFor(null, 'x@example.com')).toEqual({ kind: 'message', text: MESSAGES.genericSubmit });
  });
});
