/**
 * The users list of /admin/users and of an organisation group's USERS panel (issue 15): search,
 * role filter, the organisation group filter (staff, on /admin/users), paging; INVITE USER (a
 * lazily loaded dialog), DEACTIVATE after a confirmation; a row opens /user/<id>.
 */
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ConnectUser } from '@navia/domain/contracts/connect-users';
import { USER_ADMIN_MESSAGES } from '@navia/domain/contracts/user-admin';
import { isStaff, type Role } from '@navia/domain/rules/access';
import { ORG_GROUP_USER_ROLES, STAFF_ROLES } from '@navia/domain/rules/user-admin/user-admin';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { Paging } from '../../../components/list-paging.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { formatDate, useLocale } from '../../../lib/locale.ts';
import { USERS_PAGE_SIZE, useDeactivateUser, useOrgGroupOptions, useUsers } from '../api/user-admin.ts';

const InviteUserDialog = lazy(() =>
  import('./invite-user-dialog.tsx').then((m) => ({ default: m.InviteUserDialog })),
);

const ROLE_OPTIONS = [...STAFF_ROLES, ...ORG_GROUP_USER_ROLES].map((r) => ({ value: r, label: r }));

type UsersListProps = {
  /** Only this group's users (the org group page); otherwise every user the caller may read. */
  orgGroupId?: string;
  title: string;
};

export function UsersList({ orgGroupId, title }: UsersListProps) {
  const locale = useLocale();
  const me = useCurrentUser().data;
  const staff = me ? isStaff(me.type) : false;
  const canInvite = me?.type === 'NA' || me?.type === 'NSU' || me?.type === 'CA';
  const [search, setSearch] = useState('');
  const [filter] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<Role | null>(null);
  const [group, setGroup] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [inviting, setInviting] = useState(false);
  const [deactivating, setDeactivating] = useState<ConnectUser | null>(null);
  const groups = useOrgGroupOptions(staff && !orgGroupId);
  const users = useUsers({ filter, role, orgGroupId: orgGroupId ?? group, page });
  const deactivate = useDeactivateUser();
  const pages = Math.max(1, Math.ceil((users.data?.totalCount ?? 0) / USERS_PAGE_SIZE));
  const inviteGroup = orgGroupId ?? (staff ? group : (me?.orgGroupCode?._id ?? null));

  return (
    <Stack gap="md" w="100%" miw={0}>
      <Group justify="space-between" wrap="wrap">
        <Text component="h2" fw={700} size="lg">
          {title}
        </Text>
        {canInvite ? <Button onClick={() => setInviting(true)}>INVITE USER</Button> : null}
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="SEARCH"
          placeholder="NAME OR EMAIL"
          value={search}
          maxLength={100}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label="ROLE"
          placeholder="ALL"
          clearable
          clearButtonProps={{ 'aria-label': 'CLEAR ROLE' }}
          data={ROLE_OPTIONS}
          value={role}
          onChange={(v) => {
            setRole((v as Role | null) ?? null);
            setPage(1);
          }}
          w={{ base: '100%', xs: 140 }}
        />
        {staff && !orgGroupId ? (
          <Select
            label="ORGANISATION GROUP"
            placeholder="ALL"
            searchable
            clearable
            clearButtonProps={{ 'aria-label': 'CLEAR ORGANISATION GROUP' }}
            data={groups.data ?? []}
            value={group}
            onChange={(v) => {
              setGroup(v);
              setPage(1);
            }}
            w={{ base: '100%', xs: 280 }}
          />
        ) : null}
      </Group>
      <QueryState
        query={users}
        loading="LOADING USERS"
        failed="USERS COULD NOT BE LOADED"
        empty="NO USERS FOUND"
        isEmpty={(data) => data.result.length === 0}
      >
        {(data) => (
          <Table.ScrollContainer
            minWidth={760}
            type="native"
            tabIndex={0}
            maw="100%"
            style={{ overflowX: 'auto' }}
          >
            <Table highlightOnHover aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>NAME</Table.Th>
                  <Table.Th>EMAIL</Table.Th>
                  <Table.Th>ROLE</Table.Th>
                  <Table.Th>ORGANISATION</Table.Th>
                  <Table.Th>STATUS</Table.Th>
                  <Table.Th>LAST SIGN-IN</Table.Th>
                  <Table.Th pos="relative">
                    <VisuallyHidden>ACTIONS</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.result.map((user) => (
                  <Table.Tr key={user._id}>
                    <Table.Td>
                      <Text component={Link} to={`/user/${user._id}`} size="sm" td="underline" c="inherit">
                        {user.fullname}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{user.email}</Table.Td>
                    <Table.Td>{user.type}</Table.Td>
                    <Table.Td>{user.ORGANISATION}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={user.active ? 'green' : user.invitePending ? 'yellow' : 'gray'}
                      >
                        {user.active ? 'ACTIVE' : user.invitePending ? 'INVITED' : 'INACTIVE'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{user.lastLoginAt ? formatDate(user.lastLoginAt, locale) : 'NEVER'}</Table.Td>
                    <Table.Td>
                      {user.active && user.grantableRoles.length > 0 ? (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`DEACTIVATE ${user.fullname}`}
                          onClick={() => setDeactivating(user)}
                        >
                          DEACTIVATE
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      <Paging label={`${title} PAGES`} total={pages} value={page} onChange={setPage} />
      {inviting ? (
        <Suspense fallback={null}>
          <InviteUserDialog
            orgGroupId={inviteGroup}
            groupOptions={staff && !orgGroupId ? (groups.data ?? []) : null}
            callerRole={me?.type ?? 'OP'}
            onClose={() => setInviting(false)}
          />
        </Suspense>
      ) : null}
      <Modal
        opened={deactivating !== null}
        onClose={() => setDeactivating(null)}
        title="DEACTIVATE USER"
        centered
      >
        <Stack>
          <Text>{`DEACTIVATE ${deactivating?.fullname ?? ''}? THEY ARE SIGNED OUT EVERYWHERE AT ONCE.`}</Text>
          {deactivate.isError ? (
            <Alert color="red" role="alert">
              {USER_ADMIN_MESSAGES.addUserFailed}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeactivating(null)}>
              CANCEL
            </Button>
            <Button
              color="red"
              loading={deactivate.isPending}
              onClick={() => {
                if (!deactivating) return;
                deactivate.mutate(deactivating._id, { onSuccess: () => setDeactivating(null) });
              }}
            >
              DEACTIVATE
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
