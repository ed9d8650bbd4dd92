/** The e-mailed link tokens: password reset (check, then change) and e-mail validation. */
import { userEndpoints } from '@navia/domain/contracts/user';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '../../../lib/api-client.ts';

const accountTokenQueryKeys = {
  resetToken: (token: string) => ['resetToken', token] as const,
  validateEmail: (token: string) => ['validateEmail', token] as const,
};

/** An INVALID_TOKEN answer (or any 4xx) means the link cannot be used: the page sends the user on. */
export function isUnusableLink(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'INVALID_TOKEN' || (error.status >= 400 && error.status < 500))
  );
}

const noRetryOnUnusableLink = (failures: number, error: unknown) => !isUnusableLink(error) && failures < 1;

/** POST /api/user/token {token} -> {valid, email}: checks a reset token without spending it. */
function checkResetToken(token: string) {
  return callEndpoint(userEndpoints.token, { body: { token } });
}

function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: accountTokenQueryKeys.resetToken(token),
    queryFn: () => checkResetToken(token),
    enabled: token !== '',
    retry: noRetryOnUnusableLink,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useResetToken(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}

/** POST /api/user/changePassword {token, password} -> {ok} */
function changePassword(body: { token: string; password: string }) {
  return callEndpoint(userEndpoints.changePassword, { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** POST /api/user/validate {token} -> {ok}: spends the link token and activates the account. */
function validateEmail(token: string) {
  return callEndpoint(userEndpoints.validate, { body: { token } });
}

/** Kept as a query so the link is spent once per visit, even when React mounts the page twice in development. */
function validateEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: accountTokenQueryKeys.validateEmail(token),
    queryFn: () => validateEmail(token),
    enabled: token !== '',
    retry: noRetryOnUnusableLink,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useValidateEmail(token: string) {
  return useQuery(validateEmailQueryOptions(token));
}
