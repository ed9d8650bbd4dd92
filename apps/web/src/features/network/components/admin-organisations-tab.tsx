/**
 * Connect admin, ORGANISATIONS (connect §6, allOrgsAndTps): the organisation groups I may see, with
 * their connect access. Admins can view as a group with connect access (view-as client admin).
 */
import { Badge } from '@mantine/core';
import type { AdminOrgGroup } from '@navia/domain/contracts/connect-users';
import {
  createDataColumnHelper,
  type DataColumn,
} from '../../../components/data-table/data-table-features.ts';
import { useAdminEntities } from '../api/organisations.ts';
import { NETWORK_TEXTS } from '../rules/network-texts.ts';
import { AdminDataTable } from './admin/admin-data-table.tsx';
import { AdminRowActions } from './admin-row-actions.tsx';

const column = createDataColumnHelper<AdminOrgGroup>();

function groupColumns(admin: boolean): DataColumn<AdminOrgGroup>[] {
  const columns: DataColumn<AdminOrgGroup>[] = [
    column.accessor('name', { header: 'NAME', enableSorting: false, size: 260 }),
    column.accessor('code', { header: 'CODE', enableSorting: false, size: 120 }),
    column.accessor('country', { header: 'COUNTRY', enableSorting: false, size: 100 }),
    column.accessor('connectAccess', {
      header: 'CONNECT ACCESS',
      enableSorting: false,
      size: 150,
      cell: (c) => (
        <Badge size="sm" variant={c.getValue() ? 'filled' : 'outline'} color={c.getValue() ? 'teal' : 'gray'}>
          {c.getValue() ? 'YES' : 'NO'}
        </Badge>
      ),
    }),
    column.accessor('userCount', { header: 'USERS', enableSorting: false, size: 90, meta: { align: 'end' } }),
    column.accessor('trustedPartyCount', {
      header: 'TRUSTED PARTIES',
      enableSorting: false,
      size: 150,
      meta: { align: 'end' },
    }),
  ];
  if (admin)
    columns.push(
      column.display({
        id: 'viewAs',
        header: () => <span hidden>VIEW AS</span>,
        size: 72,
        meta: { label: 'View as', align: 'center' },
        cell: (c) => (
          <AdminRowActions
            name={c.row.original.name}
            viewAs={c.row.original.canViewAs ? { kind: 'orgGroup', id: c.row.original._id } : null}
            onDelete={null}
          />
        ),
      }),
    );
  return columns;
}

export function AdminOrganisationsTab({ admin }: { admin: boolean }) {
  const entities = useAdminEntities();
  return (
    <AdminDataTable
      label="Organisation groups"
      columns={groupColumns(admin)}
      getRowId={(row) => row._id}
      query={entities}
      rows={entities.data?.orgGroups ?? []}
      emptyText={NETWORK_TEXTS.noOrgs}
    />
  );
}
