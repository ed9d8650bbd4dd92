/**
 * Sign-up by invite link (connect §5, issue 17): POST /api/trustedParties/hash checks the e-mailed
 * hash and answers the form's prefill; POST /api/trustedParties/signUp creates the trusted party and
 * its first user and uses the hash up; POST /api/trustedParties/addNewUser with the hash lets a new
 * person join a trusted party that is already on connect (the invite's existingEntity) as its user.
 */
import {
  connectNetworkEndpoints,
  type NewTrustedPartyUserInput,
  type SignUpTrustedPartyInput,
  type signUpTrustedPartySchema,
} from '@navia/domain/contracts/connect-network';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client.ts';

export type SignUpValues = z.output<typeof signUpTrustedPartySchema>;
export type SignUpFormValues = SignUpTrustedPartyInput;

const invitePrefillQueryOptions = (hash: string) =>
  queryOptions({
    queryKey: ['connect-signup', 'hash', hash] as const,
    queryFn: ({ signal }) => callEndpoint(connectNetworkEndpoints.hash, { body: { hash } }, { signal }),
    // A hash is single-use: checked once per visit, never retried or refetched behind the form.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export function useInvitePrefill(hash: string | null) {
  return useQuery({ ...invitePrefillQueryOptions(hash ?? ''), enabled: hash !== null && hash !== '' });
}

export function useTrustedPartySignUp(hash: string) {
  return useMutation({
    mutationFn: (trustedParty: SignUpValues) =>
      callEndpoint(connectNetworkEndpoints.signUp, { body: { trustedParty, hash } }),
  });
}

/** The new user of an existing trusted party: the server makes them TPOP whatever is sent. */
export type JoinValues = Pick<NewTrustedPartyUserInput, 'fullname' | 'email'> & { password: string };

export function useJoinTrustedParty(hash: string, trustedPartyId: string) {
  return useMutation({
    mutationFn: (user: JoinValues) =>
      callEndpoint(connectNetworkEndpoints.addNewUser, { body: { user, trustedPartyId, hash } }),
  });
}
