/**
 * The connect dashboard's network calls (issue 17): invites waiting (GET/PUT /api/user/invites), my
 * network (GET /api/user/getEntitiesInNetwork), the connect notifications (GET /api/user/notifications,
 * those of the connect site) and the welcome popups (GET welcomePopups, PUT disablePopup).
 */
import { type ConnectWelcomePopup, connectNetworkEndpoints } from '@navia/domain/contracts/connect-network';
import { notificationEndpoints } from '@navia/domain/contracts/notifications';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

const invitesKey = ['connect', 'invites'] as const;
const networkKey = ['connect', 'network'] as const;
const popupsKey = ['connect', 'welcomePopups'] as const;

/** How many connect notifications the dashboard lists. */
const DASHBOARD_NOTIFICATIONS = 5;

export function useInvites() {
  return useQuery(
    queryOptions({
      queryKey: invitesKey,
      queryFn: ({ signal }) => callEndpoint(connectNetworkEndpoints.getInvites, {}, { signal }),
    }),
  );
}

/** Accepting links the two entities: the network list reloads with the invites. */
export function useRespondInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { inviteId: string; accepted: boolean }) =>
      callEndpoint(connectNetworkEndpoints.respondInvite, { body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invitesKey }),
        queryClient.invalidateQueries({ queryKey: networkKey }),
      ]),
  });
}

export function useEntitiesInNetwork() {
  return useQuery(
    queryOptions({
      queryKey: networkKey,
      queryFn: ({ signal }) => callEndpoint(connectNetworkEndpoints.getEntitiesInNetwork, {}, { signal }),
    }),
  );
}

/** The newest notifications of the connect site (connect §3: isConnect, eventType CONTRACT or INVITE). */
export function useConnectNotifications() {
  return useQuery(
    queryOptions({
      queryKey: ['notifications', 'connect-dashboard'] as const,
      queryFn: async ({ signal }) => {
        const { notifications } = await callEndpoint(
          notificationEndpoints.notifications,
          { query: { limit: 50 } },
          { signal },
        );
        return notifications.filter((n) => n.isConnect).slice(0, DASHBOARD_NOTIFICATIONS);
      },
    }),
  );
}

export function useWelcomePopups() {
  return useQuery(
    queryOptions({
      queryKey: popupsKey,
      queryFn: ({ signal }) => callEndpoint(connectNetworkEndpoints.welcomePopups, {}, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}

export function useDisablePopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (popup: ConnectWelcomePopup) =>
      callEndpoint(connectNetworkEndpoints.disablePopup, { body: { popup } }),
    onSuccess: (answer) => queryClient.setQueryData(popupsKey, answer),
  });
}
