/**
 * /user/:key (issue 15): a user's profile, permission switches and role (only what the caller may
 * give; a refused change rolls back and shows the server's text), sessions with END ALL SESSIONS,
 * and the recent security events from the audit log.
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ConnectUser } from '@navia/domain/contracts/connect-users';
import type { UserSingleBody } from '@navia/domain/contracts/user-admin';
import { PERMISSION_FLAGS, type Role } from '@navia/domain/rules/access';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageSection } from '../../../components/page-section.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDateTime, useLocale } from '../../../lib/locale.ts';
import {
  useContactCard,
  useEndAllSessions,
  useSecurityEvents,
  useSetUserField,
  useUser,
  useUserSessions,
} from '../api/user-admin.ts';
import { FLAG_LABELS } from './user-texts.ts';

type Change = Omit<UserSingleBody, 'id'>;
const SWITCHES = [...PERMISSION_FLAGS, 'isSecret'] as const;

function errorText(error: unknown): string {
  return isApiError(error) ? error.message : 'AN ERROR OCURRED. PLEASE TRY AGAIN LATER.';
}

function Permissions({ user }: { user: ConnectUser }) {
  const set = useSetUserField(user._id);
  // The value shown while a change is on its way; a refusal drops it (the switch rolls back).
  const [pending, setPending] = useState<Change | null>(null);
  const change = (next: Change) => {
    setPending(next);
    set.mutate(next, { onSettled: () => setPending(null) });
  };
  const shownValue = (path: (typeof SWITCHES)[number]) =>
    pending?.path === path
      ? Boolean(pending.value)
      : path === 'isSecret'
        ? user.isSecret
        : user.permissions[path];
  const roleValue = pending?.path === 'role' ? String(pending.value) : user.type;
  const roleOptions = [...new Set([user.type, ...user.grantableRoles])];
  return (
    <PageSection title="PERMISSIONS">
      <Select
        label="ROLE"
        allowDeselect={false}
        disabled={user.grantableRoles.length === 0 || set.isPending}
        data={roleOptions.map((r) => ({ value: r, label: r }))}
        value={roleValue}
        onChange={(v) => v && v !== user.type && change({ path: 'role', value: v as Role })}
        maw={240}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        {SWITCHES.map((path) => (
          <Switch
            key={path}
            label={FLAG_LABELS[path]}
            checked={shownValue(path)}
            disabled={!user.grantableFlags.includes(path) || set.isPending}
            onChange={(e) => change({ path, value: e.currentTarget.checked })}
          />
        ))}
      </SimpleGrid>
      {set.isError ? (
        <Alert color="red" role="alert">
          {errorText(set.error)}
        </Alert>
      ) : null}
    </PageSection>
  );
}

function Profile({ user }: { user: ConnectUser }) {
  const locale = useLocale();
  const card = useContactCard(user._id);
  const rows: [string, string][] = [
    ['EMAIL', user.email],
    ['ROLE', user.type],
    ['ORGANISATION', user.ORGANISATION],
    ['MOBILE PHONE', card.data?.GS_MobilePhone ?? '-'],
    ['CONTACT ROLE', card.data?.Role || '-'],
    ['CREATED', formatDateTime(user.createdAt, locale)],
    ['LAST SIGN-IN', user.lastLoginAt ? formatDateTime(user.lastLoginAt, locale) : 'NEVER'],
  ];
  return (
    <PageSection title="PROFILE">
      <Group gap="xs">
        <Badge color={user.active ? 'green' : user.invitePending ? 'yellow' : 'gray'} variant="light">
          {user.active ? 'ACTIVE' : user.invitePending ? 'INVITED' : 'INACTIVE'}
        </Badge>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </PageSection>
  );
}

function Sessions({ user }: { user: ConnectUser }) {
  const locale = useLocale();
  const sessions = useUserSessions(user._id);
  const endAll = useEndAllSessions(user._id);
  const mayEnd = user.grantableRoles.length > 0;
  return (
    <PageSection title="SESSIONS">
      <QueryState
        query={sessions}
        loading="LOADING SESSIONS"
        failed="SESSIONS COULD NOT BE LOADED"
        empty="NO ACTIVE SESSIONS"
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={560} type="native" tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table aria-label="SESSIONS">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>SIGNED IN</Table.Th>
                  <Table.Th>LAST SEEN</Table.Th>
                  <Table.Th>ADDRESS</Table.Th>
                  <Table.Th>BROWSER</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s._id}>
                    <Table.Td>{formatDateTime(s.createdAt, locale)}</Table.Td>
                    <Table.Td>{formatDateTime(s.lastSeenAt, locale)}</Table.Td>
                    <Table.Td>{s.ip ?? '-'}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{s.userAgent ?? '-'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      {mayEnd ? (
        <Group>
          <Button color="red" variant="light" loading={endAll.isPending} onClick={() => endAll.mutate()}>
            END ALL SESSIONS
          </Button>
          {endAll.isSuccess ? (
            <Text size="sm" role="status">{`${endAll.data.ended} SESSION(S) ENDED`}</Text>
          ) : null}
        </Group>
      ) : null}
      {endAll.isError ? (
        <Alert color="red" role="alert">
          {errorText(endAll.error)}
        </Alert>
      ) : null}
    </PageSection>
  );
}

function SecurityEvents({ user }: { user: ConnectUser }) {
  const locale = useLocale();
  const events = useSecurityEvents(user._id);
  return (
    <PageSection title="RECENT SECURITY EVENTS">
      <QueryState
        query={events}
        loading="LOADING SECURITY EVENTS"
        failed="SECURITY EVENTS COULD NOT BE LOADED"
        empty="NO SECURITY EVENTS"
        isEmpty={(rows) => rows.length === 0}
      >
        {(rows) => (
          <Table.ScrollContainer
            minWidth={560}
            maxHeight={400}
            type="native"
            tabIndex={0}
            style={{ overflowX: 'auto' }}
          >
            <Table aria-label="RECENT SECURITY EVENTS">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>WHEN</Table.Th>
                  <Table.Th>EVENT</Table.Th>
                  <Table.Th>OUTCOME</Table.Th>
                  <Table.Th>DETAIL</Table.Th>
                  <Table.Th>ADDRESS</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((e) => (
                  <Table.Tr key={e._id}>
                    <Table.Td>{formatDateTime(e.occurredAt, locale)}</Table.Td>
                    <Table.Td>{e.type.replaceAll('_', ' ')}</Table.Td>
                    <Table.Td>{e.outcome}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.detail ?? ''}</Table.Td>
                    <Table.Td>{e.ip ?? '-'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </PageSection>
  );
}

export function UserPage() {
  const { key = '' } = useParams();
  const user = useUser(key);
  if (user.isPending)
    return (
      <Group justify="center" p="xl">
        <Loader aria-label="LOADING USER" />
      </Group>
    );
  if (user.isError)
    return (
      <Stack p="md" maw={900} mx="auto">
        <Title order={1} size="h2">
          USER
        </Title>
        <Alert color="red" role="alert">
          {isApiError(user.error) && user.error.status === 404 ? 'USER NOT FOUND' : errorText(user.error)}
        </Alert>
      </Stack>
    );
  const data = user.data;
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} maw={1200} mx="auto" w="100%">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {data.fullname}
      </Title>
      <Profile user={data} />
      <Permissions user={data} />
      <Sessions user={data} />
      <SecurityEvents user={data} />
    </Stack>
  );
}
