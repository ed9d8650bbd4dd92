/**
 * The trusted parties table (connect §3 Trusted party, §9): name, my nickname for the party, the
 * business number, country, type and when it was created (DD MMM YYYY). A row opens the party's
 * details; the delete column is there for those who may delete.
 */
import { Anchor, Text } from '@mantine/core';
import type { TrustedPartyRow } from '@navia/domain/contracts/trusted-parties';
import { CONTRACT_CELL_TRUNCATE, CONTRACT_PARTY_TRUNCATE } from '@navia/domain/rules/contracts/constants';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import {
  createDataColumnHelper,
  type DataColumn,
} from '../../../components/data-table/data-table-features.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { useLocale } from '../../../lib/locale.ts';
import { trustedPartyPath } from '../rules/network-paths.ts';
import { formatNetworkDate } from '../rules/network-texts.ts';
import { AdminRowActions } from './admin-row-actions.tsx';
import classes from './network.module.css';

const column = createDataColumnHelper<TrustedPartyRow>();

function trustedPartyColumns(
  onDelete: ((row: TrustedPartyRow) => void) | null,
  locale: string,
): DataColumn<TrustedPartyRow>[] {
  const text = (max: number) => (v: string | null) => <TruncatedText text={v} max={max} />;
  const columns: DataColumn<TrustedPartyRow>[] = [
    column.accessor('name', {
      header: 'NAME',
      enableSorting: false,
      size: 240,
      cell: (c) => (
        <Anchor
          component={Link}
          to={trustedPartyPath(c.row.original._id)}
          size="sm"
          className={classes.rowLink}
          title={c.getValue()}
        >
          <TruncatedText text={c.getValue()} max={CONTRACT_PARTY_TRUNCATE} />
        </Anchor>
      ),
    }),
    column.accessor((row) => row.nickname ?? row.businessNickName, {
      id: 'nickname',
      header: 'NICKNAME',
      enableSorting: false,
      cell: (c) => text(CONTRACT_PARTY_TRUNCATE)(c.getValue()),
    }),
    column.accessor('businessNumber', {
      header: 'BUSINESS N°',
      enableSorting: false,
      cell: (c) => text(CONTRACT_CELL_TRUNCATE)(c.getValue()),
    }),
    column.accessor('country', { header: 'COUNTRY', enableSorting: false, size: 110 }),
    column.accessor('type', {
      header: 'TYPE',
      enableSorting: false,
      cell: (c) => text(CONTRACT_CELL_TRUNCATE)(c.getValue()),
    }),
    column.accessor('createdAt', {
      header: 'CREATED',
      enableSorting: false,
      size: 130,
      cell: (c) => formatNetworkDate(c.getValue(), locale),
    }),
  ];
  if (onDelete)
    columns.push(
      column.display({
        id: 'delete',
        header: () => <span className={classes.visuallyHidden}>DELETE</span>,
        size: 56,
        meta: { label: 'Delete', align: 'center' },
        cell: (c) => (
          <AdminRowActions
            name={c.row.original.name}
            viewAs={null}
            onDelete={() => onDelete(c.row.original)}
          />
        ),
      }),
    );
  return columns;
}

type TrustedPartyTableProps = {
  rows: readonly TrustedPartyRow[];
  totalCount: number;
  hasMore: boolean;
  isFetchingMore: boolean;
  onLoadMore: () => void;
  isLoading: boolean;
  emptyMessage: ReactNode;
  onDelete: ((row: TrustedPartyRow) => void) | null;
};

export function TrustedPartyTable(props: TrustedPartyTableProps) {
  const locale = useLocale();
  const navigate = useNavigate();
  return (
    <DataTable
      label="Trusted parties"
      columns={trustedPartyColumns(props.onDelete, locale)}
      data={props.rows}
      getRowId={(row) => row._id}
      totalCount={props.totalCount}
      onRowActivate={(row) => navigate(trustedPartyPath(row._id))}
      rowHref={(row) => trustedPartyPath(row._id)}
      rowLabel={(row) => `Open trusted party ${row.name}`}
      hasMore={props.hasMore}
      isFetchingMore={props.isFetchingMore}
      onLoadMore={props.onLoadMore}
      isLoading={props.isLoading}
      emptyMessage={
        typeof props.emptyMessage === 'string' ? (
          <Text c="dimmed">{props.emptyMessage}</Text>
        ) : (
          props.emptyMessage
        )
      }
    />
  );
}
