/**
 * Connect admin, USERS (connect §6): each user with the connect-user columns (manage users, page
 * access, contract approvals, invite trusted parties, notifications, receives invites), switched in
 * the row where the server says the caller may (canEdit), and the TYPE (role) changed there too,
 * to a role the caller may give; the ORGANISATION column reads TRUSTED PARTY for a connect user.
 * Only the provider's admins see the view-as and delete columns; view-as is offered for a trusted
 * party's user and for a user of a group with connect access.
 */
import { Alert, Anchor, Button, Center, Group, Switch, Text } from '@mantine/core';
import type { AdminOrgGroup, ConnectUser, ConnectUserFlag } from '@navia/domain/contracts/connect-users';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { isTrustedPartyRole } from '@navia/domain/rules/access';
import { IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import {
  createDataColumnHelper,
  type DataColumn,
} from '../../../components/data-table/data-table-features.ts';
import {
  useChangeConnectUserRole,
  useConnectUsers,
  useDeleteConnectUser,
  useSetConnectPermission,
} from '../api/connect-users.ts';
import { useAdminEntities } from '../api/organisations.ts';
import type { ViewAsTarget } from '../api/view-as.ts';
import {
  type AssignableRole,
  assignableRoles,
  CONNECT_PERMISSION_COLUMNS,
  seesAdminColumns,
} from '../rules/connect-permissions.ts';
import { connectUserPath } from '../rules/network-paths.ts';
import { inviteErrorText, NETWORK_TEXTS, networkErrorText } from '../rules/network-texts.ts';
import { AdminDataTable } from './admin/admin-data-table.tsx';
import { UserRoleSelect } from './admin/user-role-select.tsx';
import { AdminRowActions } from './admin-row-actions.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import classes from './network.module.css';

/** ADD USER's form (and react-hook-form with it) loads when opened. */
const AddUserDialog = lazy(() => import('./add-user-dialog.tsx').then((m) => ({ default: m.AddUserDialog })));

const column = createDataColumnHelper<ConnectUser>();

type ColumnOptions = {
  admin: boolean;
  /** The caller's own id: nobody deletes themselves. */
  meId: string;
  busy: boolean;
  /** The roles the caller may give a row's user. */
  rolesOf: (row: ConnectUser) => readonly AssignableRole[];
  /** The user whose role change is on its way (their select waits for the answer). */
  roleChanging: string | null;
  onRoleChange: (row: ConnectUser, role: AssignableRole) => void;
  viewAsOf: (row: ConnectUser) => ViewAsTarget | null;
  onToggle: (row: ConnectUser, flag: ConnectUserFlag, value: boolean) => void;
  onDelete: (row: ConnectUser) => void;
};

function userColumns({
  admin,
  meId,
  busy,
  rolesOf,
  roleChanging,
  onRoleChange,
  viewAsOf,
  onToggle,
  onDelete,
}: ColumnOptions): DataColumn<ConnectUser>[] {
  const columns: DataColumn<ConnectUser>[] = [
    column.accessor('fullname', {
      header: 'NAME',
      enableSorting: false,
      size: 170,
      cell: (c) => (
        <Anchor component={Link} to={connectUserPath(c.row.original._id)} size="sm" fw={600}>
          {c.getValue()}
        </Anchor>
      ),
    }),
    column.accessor('email', { header: 'EMAIL', enableSorting: false, size: 200 }),
    column.accessor('type', {
      header: 'TYPE',
      enableSorting: false,
      size: 124,
      cell: (c) => (
        <UserRoleSelect
          user={c.row.original}
          roles={rolesOf(c.row.original)}
          disabled={roleChanging === c.row.original._id}
          onChange={(role) => onRoleChange(c.row.original, role)}
        />
      ),
    }),
    column.accessor('ORGANISATION', { header: 'ORGANISATION', enableSorting: false, size: 170 }),
    ...CONNECT_PERMISSION_COLUMNS.map(({ key, label }) =>
      column.display({
        id: key,
        header: () => <span className={classes.wrapHeader}>{label}</span>,
        size: key === 'notificationsActive' ? 124 : 110,
        meta: { align: 'center' as const, label },
        cell: (c) => (
          <Center>
            <Switch
              aria-label={`${label} for ${c.row.original.fullname}`}
              checked={c.row.original[key]}
              disabled={!c.row.original.canEdit || busy}
              onChange={(e) => onToggle(c.row.original, key, e.currentTarget.checked)}
            />
          </Center>
        ),
      }),
    ),
  ];
  if (admin)
    columns.push(
      column.display({
        id: 'actions',
        header: () => <span hidden>VIEW AS AND DELETE</span>,
        size: 96,
        meta: { label: 'View as and delete', align: 'center' },
        cell: (c) => (
          <AdminRowActions
            name={c.row.original.fullname}
            viewAs={viewAsOf(c.row.original)}
            onDelete={
              c.row.original.canEdit && c.row.original._id !== meId ? () => onDelete(c.row.original) : null
            }
          />
        ),
      }),
    );
  return columns;
}

/** connect §6: view as the user's trusted party, or their group when it has connect access. */
function viewAsFinder(groups: readonly AdminOrgGroup[]) {
  const viewable = new Set(groups.filter((g) => g.canViewAs).map((g) => g._id));
  return (row: ConnectUser): ViewAsTarget | null => {
    if (row.trustedPartyId) return { kind: 'trustedParty', id: row.trustedPartyId };
    if (row.orgGroupId && viewable.has(row.orgGroupId)) return { kind: 'orgGroup', id: row.orgGroupId };
    return null;
  };
}

export function AdminUsersTab({ me }: { me: CurrentUser }) {
  const admin = seesAdminColumns(me.type);
  const users = useConnectUsers();
  const entities = useAdminEntities();
  const toggle = useSetConnectPermission();
  const role = useChangeConnectUserRole();
  const remove = useDeleteConnectUser();
  const [adding, setAdding] = useState(false);
  const [toDelete, setToDelete] = useState<ConnectUser | null>(null);
  const rows = users.data ?? [];
  const columns = userColumns({
    admin,
    meId: me._id,
    busy: toggle.isPending,
    rolesOf: (row) => assignableRoles(me, row),
    roleChanging: role.isPending ? role.variables.userId : null,
    onRoleChange: (row, next) => role.mutate({ userId: row._id, role: next }),
    viewAsOf: viewAsFinder(entities.data?.orgGroups ?? []),
    onToggle: (row, flag, value) => toggle.mutate({ userId: row._id, flag, value }),
    onDelete: setToDelete,
  });
  return (
    <>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed" role="status" aria-live="polite">
          {users.isPending ? 'Loading…' : `${rows.length} USERS`}
        </Text>
        <Button
          size="xs"
          leftSection={<IconUserPlus size={14} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          ADD USER
        </Button>
      </Group>
      {toggle.isError && (
        <Alert color="red" variant="light" role="alert" mb="sm">
          {networkErrorText(toggle.error)}
        </Alert>
      )}
      {role.isError && (
        // issue 17 errors rule: the server's text on 401 or 403, else the generic message.
        <Alert color="red" variant="light" role="alert" mb="sm">
          {inviteErrorText(role.error)}
        </Alert>
      )}
      <AdminDataTable
        label="Connect users"
        columns={columns}
        getRowId={(row) => row._id}
        query={users}
        rows={rows}
        emptyText={NETWORK_TEXTS.noUsers}
      />
      <Suspense fallback={null}>
        {adding && (
          <AddUserDialog
            opened
            forTrustedParty={isTrustedPartyRole(me.type)}
            onClose={() => setAdding(false)}
          />
        )}
      </Suspense>
      <ConfirmDialog
        opened={toDelete !== null}
        title="DELETE USER"
        message={`Deactivate ${toDelete?.fullname ?? ''}? They can no longer sign in.`}
        confirmLabel="DELETE"
        pending={remove.isPending}
        error={remove.isError ? networkErrorText(remove.error) : null}
        onClose={() => {
          remove.reset();
          setToDelete(null);
        }}
        onConfirm={() => toDelete && remove.mutate(toDelete._id, { onSuccess: () => setToDelete(null) })}
      />
    </>
  );
}
