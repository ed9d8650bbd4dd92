/**
 * View-as (connect §4, §6; hub §6): an admin views the portal as a trusted party (getViewAsTP
 * {tpId}) or an organisation group's client admin (getViewAsCA {orgGroupId}). STOP returns to
 * /connect/admin, on the tab the view-as started from (returnPath). The session changes under every cached answer, so the app is loaded again on the
 * connect dashboard rather than patched.
 */
import { connectNetworkEndpoints } from '@navia/domain/contracts/connect-network';
import type { ViewAsReturnPath } from '@navia/domain/contracts/current-user';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { VIEW_AS_LANDING_PATH, VIEW_AS_RETURN_PATH } from '../rules/network-paths.ts';

export type ViewAsTarget = { kind: 'trustedParty' | 'orgGroup'; id: string };
type ViewAsStart = ViewAsTarget & { returnPath?: ViewAsReturnPath };

/** One view-as load at a time (connect §4): every view-as button watches this key. */
export const VIEW_AS_MUTATION_KEY = ['view-as'] as const;

export function useViewAs() {
  return useMutation({
    mutationKey: VIEW_AS_MUTATION_KEY,
    mutationFn: ({ returnPath = VIEW_AS_RETURN_PATH, ...target }: ViewAsStart) =>
      target.kind === 'trustedParty'
        ? callEndpoint(connectNetworkEndpoints.getViewAsTP, { body: { tpId: target.id, returnPath } })
        : callEndpoint(connectNetworkEndpoints.getViewAsCA, { body: { orgGroupId: target.id, returnPath } }),
    onSuccess: () => window.location.assign(VIEW_AS_LANDING_PATH),
  });
}
