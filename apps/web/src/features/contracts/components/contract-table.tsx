/**
 * The contracts table (connect §2 table layout, §6 columns, §9 truncation): automatic column layout,
 * buyer and seller cut at 23 characters, the organisation at 25 (13 on a small screen), other cells
 * at 14, each with its full text as the title. A row opens its contract (click or Enter); the
 * reference is a real link, and a Ctrl, Cmd or middle click opens the contract in a new tab.
 */
import { Anchor, Text } from '@mantine/core';
import type { ContractRow } from '@navia/domain/contracts/connect-contracts';
import {
  CONTRACT_CELL_TRUNCATE,
  CONTRACT_ORGANISATION_TRUNCATE,
  CONTRACT_ORGANISATION_TRUNCATE_SMALL,
  CONTRACT_PARTY_TRUNCATE,
  truncateCell,
} from '@navia/domain/rules/contracts/constants';
import { IconAlertCircleFilled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableSort } from '../../../components/data-table/data-table.tsx';
import {
  createDataColumnHelper,
  type DataColumn,
} from '../../../components/data-table/data-table-features.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { formatNumber, useLocale } from '../../../lib/locale.ts';
import { useScreenSize } from '../../../lib/screen-size.ts';
import { formatContractDate } from '../rules/contract-dates.ts';
import { contractPath } from '../rules/contract-paths.ts';
import { FavouriteStar } from './contract-marks.tsx';
import { StatusWithStage } from './contract-status.tsx';
import classes from './contracts.module.css';

const column = createDataColumnHelper<ContractRow>();

type ColumnOptions = {
  /** connect §6: a connect user's ORGANISATION column reads TRUSTED PARTY. */
  organisationHeader: string;
  organisationMax: number;
  /** The user's locale, for the quantities. */
  locale: string;
};

function contractColumns({
  organisationHeader,
  organisationMax,
  locale,
}: ColumnOptions): DataColumn<ContractRow>[] {
  const text = (max: number) => (v: string | null) => <TruncatedText text={v} max={max} />;
  return [
    column.accessor('isViewActionRequired', {
      id: 'actionRequired',
      header: () => <span className={classes.visuallyHidden}>ACTION REQUIRED</span>,
      enableSorting: false,
      size: 36,
      meta: { label: 'Action required', align: 'center' },
      cell: (c) =>
        c.getValue() ? (
          <span title="Awaits your action" className={classes.actionMark}>
            <IconAlertCircleFilled size={18} aria-hidden />
            <span className={classes.visuallyHidden}>Awaits your action</span>
          </span>
        ) : null,
    }),
    column.accessor('referenceNumber', {
      header: 'REFERENCE N°',
      cell: (c) => (
        <Anchor
          component={Link}
          to={contractPath(c.row.original._id)}
          fw={600}
          size="sm"
          title={c.getValue()}
        >
          {truncateCell(c.getValue(), CONTRACT_CELL_TRUNCATE)}
        </Anchor>
      ),
    }),
    column.accessor('contractType', {
      header: 'TYPE',
      enableSorting: false,
      cell: (c) => text(CONTRACT_CELL_TRUNCATE)(c.getValue()),
    }),
    column.accessor('status', {
      header: 'STATUS',
      cell: (c) => (
        <span title={c.getValue()}>
          <StatusWithStage status={c.getValue()} text={truncateCell(c.getValue(), CONTRACT_CELL_TRUNCATE)} />
        </span>
      ),
    }),
    column.accessor('organisation', {
      header: organisationHeader,
      cell: (c) => text(organisationMax)(c.getValue()),
    }),
    column.accessor('buyer', { header: 'BUYER', cell: (c) => text(CONTRACT_PARTY_TRUNCATE)(c.getValue()) }),
    column.accessor('seller', { header: 'SELLER', cell: (c) => text(CONTRACT_PARTY_TRUNCATE)(c.getValue()) }),
    column.accessor('createdAt', {
      header: 'CREATED',
      cell: (c) => formatContractDate(c.getValue(), locale),
    }),
    column.accessor('productReadyDate', {
      header: 'READY DATE',
      cell: (c) => formatContractDate(c.getValue(), locale),
    }),
    column.accessor('totalQuantity', {
      header: 'QTY',
      meta: { align: 'end' },
      cell: (c) => formatNumber(c.getValue(), locale),
    }),
    column.accessor('userAssigned', {
      header: 'ASSIGNED',
      enableSorting: false,
      cell: (c) => text(CONTRACT_CELL_TRUNCATE)(c.getValue()),
    }),
    column.accessor('isFavourite', {
      id: 'favourite',
      header: () => <span className={classes.visuallyHidden}>FAVOURITE</span>,
      enableSorting: false,
      meta: { label: 'Favourite', align: 'center' },
      cell: (c) => (
        <FavouriteStar
          id={c.row.original._id}
          referenceNumber={c.row.original.referenceNumber}
          isFavourite={c.getValue()}
        />
      ),
    }),
  ];
}

type ContractTableProps = {
  label: string;
  rows: readonly ContractRow[];
  totalCount: number;
  sort: DataTableSort;
  onSortChange: (columnId: string) => void;
  isConnectUser: boolean;
  hasMore: boolean;
  isFetchingMore: boolean;
  onLoadMore: () => void;
  isLoading: boolean;
  emptyMessage: ReactNode;
};

export function ContractTable(props: ContractTableProps) {
  const navigate = useNavigate();
  const small = useScreenSize() === 'small';
  const locale = useLocale();
  const columns = contractColumns({
    organisationHeader: props.isConnectUser ? 'TRUSTED PARTY' : 'ORGANISATION',
    organisationMax: small ? CONTRACT_ORGANISATION_TRUNCATE_SMALL : CONTRACT_ORGANISATION_TRUNCATE,
    locale,
  });
  return (
    <DataTable
      label={props.label}
      layout="auto"
      columns={columns}
      data={props.rows}
      getRowId={(row) => row._id}
      totalCount={props.totalCount}
      sort={props.sort}
      onSortChange={props.onSortChange}
      onRowActivate={(row) => navigate(contractPath(row._id))}
      rowHref={(row) => contractPath(row._id)}
      rowLabel={(row) => `Open contract ${row.referenceNumber}, ${row.status}`}
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
