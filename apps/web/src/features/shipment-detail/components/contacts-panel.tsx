import { Alert, Anchor, Avatar, Group, Loader, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { SUPPORT_ROLE_NAMES, SUPPORT_ROLES } from '@navia/domain/rules/support-roles';
import { DetailPanel } from '../../../components/shipment-summary/detail-panel.tsx';
import { useOrderContacts } from '../api/shipment-detail.ts';

const roleName = (role: string) =>
  (SUPPORT_ROLES as readonly string[]).includes(role)
    ? SUPPORT_ROLE_NAMES[role as (typeof SUPPORT_ROLES)[number]]
    : role;

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase();

/** hub §2 contacts panel: the provider's people for this record (POST orderContacts). */
export function ContactsPanel({ recordKey }: { recordKey: string }) {
  const { data, isPending, isError } = useOrderContacts(recordKey);
  return (
    <DetailPanel title="CONTACTS">
      {isPending && <Loader size="sm" aria-label="Loading contacts" />}
      {isError && (
        <Alert color="red" variant="light">
          {MESSAGES.otherError}
        </Alert>
      )}
      {data && (
        <Stack gap="sm">
          {data.map((c) => (
            <Group key={`${c.Role}-${c.GS_EmailAddress}`} gap="sm" wrap="nowrap" align="flex-start">
              <Avatar src={c.image} alt="" color="navia" radius="xl">
                {initials(c.GS_FullName)}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={700}>
                  {c.GS_FullName}
                </Text>
                <Text size="xs" c="dimmed">
                  {roleName(c.Role)}
                </Text>
                <Anchor href={`mailto:${c.GS_EmailAddress}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {c.GS_EmailAddress}
                </Anchor>
                {c.GS_MobilePhone && (
                  <Text size="sm">
                    <Anchor href={`tel:${c.GS_MobilePhone.replace(/\s+/g, '')}`}>{c.GS_MobilePhone}</Anchor>
                  </Text>
                )}
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </DetailPanel>
  );
}
