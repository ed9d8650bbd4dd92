/** The e-mailed link tokens: password reset (check, then change) and e-mail validation. */
import { okSchema } from '@navia/domain/contracts/common';
import { tokenResponseSchema } from '@navia/domain/contracts/user';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** An INVALID_TOKEN answer (or any 4xx) means the link cannot be used: the page sends the user on. */
export function isUnusableLink(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'INVALID_TOKEN' || (error.status >= 400 && error.status < 500))
  );
}

const noRetryOnUnusableLink = (failures: number, error: unknown) => !isUnusableLink(error) && failures < 1;

/** POST /api/user/token {token} -> {valid, email}: checks a reset token without spending it. */
export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['resetToken', token],
    queryFn: () =>
      apiRequest('/api/user/token', { method: 'POST', body: { token }, schema: tokenResponseSchema }),
    enabled: token !== '',
    retry: noRetryOnUnusableLink,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useResetToken(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}

/** POST /api/user/changePassword {token, password} -> {ok} */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest('/api/user/changePassword', { method: 'POST', body, schema: okSchema }),
  });
}

/**
 * POST /api/user/validate {token} -> {ok}. Kept as a query so the link is spent once per visit,
 * even when React mounts the page twice in development.
 */
export function useValidateEmail(token: string) {
  return useQuery({
    queryKey: ['validateEmail', token],
    queryFn: () => apiRequest('/api/user/validate', { method: 'POST', body: { token }, schema: okSchema }),
    enabled: token !== '',
    retry: noRetryOnUnusableLink,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
