/**
 * Connect admin, TRUSTED PARTIES (connect §6, allOrgsAndTps): the trusted parties I may see, with
 * the groups they trade with. Admins see view-as (for a trusted party with an active user) and
 * delete (then the list reloads, connect §7).
 */
import { Anchor } from '@mantine/core';
import type { AdminTrustedParty } from '@navia/domain/contracts/connect-users';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  createDataColumnHelper,
  type DataColumn,
} from '../../../components/data-table/data-table-features.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useAdminEntities } from '../api/organisations.ts';
import { useDeleteTrustedParty } from '../api/trusted-parties.ts';
import { trustedPartyPath } from '../rules/network-paths.ts';
import { formatNetworkDate, NETWORK_TEXTS, networkErrorText } from '../rules/network-texts.ts';
import { AdminDataTable } from './admin/admin-data-table.tsx';
import { AdminRowActions } from './admin-row-actions.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const column = createDataColumnHelper<AdminTrustedParty>();

function trustedPartyColumns(
  admin: boolean,
  onDelete: (row: AdminTrustedParty) => void,
  locale: string,
): DataColumn<AdminTrustedParty>[] {
  const columns: DataColumn<AdminTrustedParty>[] = [
    column.accessor('name', {
      header: 'NAME',
      enableSorting: false,
      size: 240,
      cell: (c) => (
        <Anchor component={Link} to={trustedPartyPath(c.row.original._id)} size="sm" fw={600}>
          {c.getValue()}
        </Anchor>
      ),
    }),
    column.accessor('businessNumber', { header: 'BUSINESS N°', enableSorting: false, size: 150 }),
    column.accessor('country', { header: 'COUNTRY', enableSorting: false, size: 100 }),
    column.accessor('type', { header: 'TYPE', enableSorting: false, size: 130 }),
    column.accessor((row) => row.orgGroupNames.join(', '), {
      id: 'orgGroups',
      header: 'ORGANISATIONS',
      enableSorting: false,
      size: 220,
    }),
    column.accessor('userCount', { header: 'USERS', enableSorting: false, size: 80, meta: { align: 'end' } }),
    column.accessor('createdAt', {
      header: 'CREATED',
      enableSorting: false,
      size: 130,
      cell: (c) => formatNetworkDate(c.getValue(), locale),
    }),
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
            name={c.row.original.name}
            viewAs={c.row.original.canViewAs ? { kind: 'trustedParty', id: c.row.original._id } : null}
            onDelete={() => onDelete(c.row.original)}
          />
        ),
      }),
    );
  return columns;
}

export function AdminTrustedPartiesTab({ admin }: { admin: boolean }) {
  const locale = useLocale();
  const entities = useAdminEntities();
  const remove = useDeleteTrustedParty();
  const [toDelete, setToDelete] = useState<AdminTrustedParty | null>(null);
  return (
    <>
      <AdminDataTable
        label="Trusted parties"
        columns={trustedPartyColumns(admin, setToDelete, locale)}
        getRowId={(row) => row._id}
        query={entities}
        rows={entities.data?.trustedParties ?? []}
        emptyText={NETWORK_TEXTS.noTrustedParties}
      />
      <ConfirmDialog
        opened={toDelete !== null}
        title="DELETE TRUSTED PARTY"
        message={`Delete ${toDelete?.name ?? ''}? It leaves every network; its contracts keep naming it.`}
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
