/**
 * Whom a chat message can mention (hub §5 mention dropdown): the record's support contacts
 * (POST /api/shipments/orderContacts) in a record chat, the organisation group's support team
 * (GET /api/user/getSupportTeam/:orgGroupId) in the general chat. The bot is added by the dropdown.
 * Loaded the first time the dropdown opens.
 */
import { chatEndpoints } from '@navia/domain/contracts/chat';
import { shipmentDetailEndpoints } from '@navia/domain/contracts/shipment-detail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client.ts';

/** Where the contacts of a chat come from; `none` offers the bot only. */
export type MentionSource =
  | { kind: 'record'; recordKey: string }
  | { kind: 'general'; orgGroupId: string | null }
  | { kind: 'none' };

export type MentionContact = { name: string; isBot: boolean; role: string | null };

const isUuid = (value: string | null) => value !== null && z.uuid().safeParse(value).success;

async function fetchContacts(source: MentionSource, signal: AbortSignal): Promise<MentionContact[]> {
  let contacts: { GS_FullName: string; Role: string }[] = [];
  if (source.kind === 'record') {
    const answer = await callEndpoint(
      shipmentDetailEndpoints.orderContacts,
      { body: { value: source.recordKey } },
      { signal },
    );
    contacts = answer.contacts;
  } else if (source.kind === 'general' && source.orgGroupId !== null && isUuid(source.orgGroupId)) {
    const answer = await callEndpoint(
      chatEndpoints.supportTeam,
      { params: { orgGroupId: source.orgGroupId } },
      { signal },
    );
    contacts = answer.contacts;
  }
  return contacts.map((c) => ({ name: c.GS_FullName, isBot: false, role: c.Role }));
}

const mentionContactsQueryOptions = (source: MentionSource) =>
  queryOptions({
    queryKey: ['chat', 'mention-contacts', source] as const,
    queryFn: ({ signal }) => fetchContacts(source, signal),
    staleTime: 5 * 60_000,
  });

export function useMentionContacts(source: MentionSource, enabled: boolean) {
  return useQuery({ ...mentionContactsQueryOptions(source), enabled: enabled && source.kind !== 'none' });
}
