/**
 * Connect admin, USERS (connect §6): each user with the connect-user columns (manage users, page
 * access, contract approvals, invite trusted parties, notifications, receives invites), switched in
 * the row where the server says the caller may (canEdit), and the TYPE (role) changed there too,
 * to a role the caller may give; the ORGANISATION column reads TRUSTED PARTY for a connect user.
 * Only the provider's admins see the view-as and delete columns; view-as is offered for a trusted
 * party's user and for a user of a group with connect access.
 */
import { Alert, Anchor, Button, Center, Group, Loader, Switch, Text } from '@mantine/core';
import type { AdminOrgGroup, ConnectUser, ConnectUserFlag } from '@navia/domain/contracts/connect-users';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { isTrustedPartyRole } from '@navia/domain/rules/access';
import { IconUserPlus } from '@tabler/icons-react';
import { createContext, lazy, Suspense, useContext, useState } from 'react';
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

/**
 * What the cells read that changes while the table is shown (the saves on their way, the handlers).
 * It reaches them through a context, so the columns stay the same objects from render to render: a
 * column's cell renderer is a component to React, and a new one would remount every cell (and drop
 * the keyboard focus of the control in it) on each change.
 */
type UsersTableState = {
  /** The caller's own id: nobody deletes themselves. */
  meId: string;
  /** A permission change is on its way: the switches ignore changes until it is answered. */
  busy: boolean;
  /** The switch whose change is on its way (it shows a loader). */
  saving: { userId: string; flag: ConnectUserFlag } | null;
  /** The roles the caller may give a row's user. */
  rolesOf: (row: ConnectUser) => readonly AssignableRole[];
  /** The user whose role change is on its way (their select waits for the answer). */
  roleChanging: string | null;
  onRoleChange: (row: ConnectUser, role: AssignableRole) => void;
  viewAsOf: (row: ConnectUser) => ViewAsTarget | null;
  onToggle: (row: ConnectUser, flag: ConnectUserFlag, value: boolean) => void;
  onDelete: (row: ConnectUser) => void;
};

const UsersTableContext = createContext<UsersTableState | null>(null);

function useUsersTable(): UsersTableState {
  const state = useContext(UsersTableContext);
  if (!state) throw new Error('A users table cell is rendered outside AdminUsersTab.');
  return state;
}

function RoleCell({ row }: { row: ConnectUser }) {
  const { rolesOf, roleChanging, onRoleChange } = useUsersTable();
  return (
    <UserRoleSelect
      user={row}
      roles={rolesOf(row)}
      saving={roleChanging === row._id}
      onChange={(role) => onRoleChange(row, role)}
    />
  );
}

function PermissionCell({ row, flag, label }: { row: ConnectUser; flag: ConnectUserFlag; label: string }) {
  const { busy, saving, onToggle } = useUsersTable();
  const isSaving = saving?.userId === row._id && saving.flag === flag;
  // Not disabled while a change is saved (that would drop the keyboard focus to the page): the
  // change is ignored instead, and the switch being saved shows a loader.
  return (
    <Center>
      <Switch
        aria-label={`${label} for ${row.fullname}`}
        aria-busy={isSaving || undefined}
        checked={row[flag]}
        disabled={!row.canEdit}
        thumbIcon={isSaving ? <Loader size={8} aria-hidden /> : undefined}
        onChange={(e) => {
          if (!busy) onToggle(row, flag, e.currentTarget.checked);
        }}
      />
    </Center>
  );
}

function ActionsCell({ row }: { row: ConnectUser }) {
  const { meId, viewAsOf, onDelete } = useUsersTable();
  return (
    <AdminRowActions
      name={row.fullname}
      viewAs={viewAsOf(row)}
      onDelete={row.canEdit && row._id !== meId ? () => onDelete(row) : null}
    />
  );
}

/**
 * The columns, with the view-as and delete column for the provider's admins. Sized to fit 1280 px
 * with it (narrow switch columns under wrapping headers); smaller screens scroll sideways.
 */
function userColumns(admin: boolean): DataColumn<ConnectUser>[] {
  const columns: DataColumn<ConnectUser>[] = [
    column.accessor('fullname', {
      header: 'NAME',
      enableSorting: false,
      size: 150,
      cell: (c) => (
        <Anchor
          component={Link}
          to={connectUserPath(c.row.original._id)}
          size="sm"
          fw={600}
          title={c.getValue()}
        >
          {c.getValue()}
        </Anchor>
      ),
    }),
    column.accessor('email', {
      header: 'EMAIL',
      enableSorting: false,
      size: 180,
      // The narrow column cuts long addresses: the whole one is on hover.
      cell: (c) => <span title={c.getValue()}>{c.getValue()}</span>,
    }),
    column.accessor('type', {
      header: 'TYPE',
      enableSorting: false,
      size: 104,
      cell: (c) => <RoleCell row={c.row.original} />,
    }),
    column.accessor('ORGANISATION', { header: 'ORGANISATION', enableSorting: false, size: 150 }),
    ...CONNECT_PERMISSION_COLUMNS.map(({ key, label }) =>
      column.display({
        id: key,
        header: () => <span className={classes.wrapHeader}>{label}</span>,
        size: key === 'notificationsActive' ? 112 : 90,
        meta: { align: 'center' as const, label },
        cell: (c) => <PermissionCell row={c.row.original} flag={key} label={label} />,
      }),
    ),
  ];
  if (admin)
    columns.push(
      column.display({
        id: 'actions',
        header: () => <span hidden>VIEW AS AND DELETE</span>,
        size: 80,
        meta: { label: 'View as and delete', align: 'center' },
        cell: (c) => <ActionsCell row={c.row.original} />,
      }),
    );
  return columns;
}

const ADMIN_COLUMNS = userColumns(true);
const COLUMNS = userColumns(false);

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
  const state: UsersTableState = {
    meId: me._id,
    busy: toggle.isPending,
    saving: toggle.isPending ? { userId: toggle.variables.userId, flag: toggle.variables.flag } : null,
    rolesOf: (row) => assignableRoles(me, row),
    roleChanging: role.isPending ? role.variables.userId : null,
    onRoleChange: (row, next) => role.mutate({ userId: row._id, role: next }),
    viewAsOf: viewAsFinder(entities.data?.orgGroups ?? []),
    onToggle: (row, flag, value) => toggle.mutate({ userId: row._id, flag, value }),
    onDelete: setToDelete,
  };
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
      <UsersTableContext value={state}>
        <AdminDataTable
          label="Connect users"
          columns={admin ? ADMIN_COLUMNS : COLUMNS}
          getRowId={(row) => row._id}
          query={users}
          rows={rows}
          emptyText={NETWORK_TEXTS.noUsers}
        />
      </UsersTableContext>
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
