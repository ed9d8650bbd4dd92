/** The /admin table of organisation groups: sortable headers (aria-sort), a row links to /org/<id>. */
import { Anchor, Badge, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import type { OrgGroupOverview } from '@navia/domain/contracts/org';
import { HOME_COUNTRY_NAMES } from '@navia/domain/rules/home-countries';
import type { OrgGroupSort, SortDirection } from '@navia/domain/rules/org-admin/org-list';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatNumber, useLocale } from '../../../lib/locale.ts';

type Column = { label: string; sort?: OrgGroupSort; numeric?: boolean };
const COLUMNS: readonly Column[] = [
  { label: 'CODE', sort: 'code' },
  { label: 'NAME', sort: 'name' },
  { label: 'COUNTRY', sort: 'country' },
  { label: 'CONNECT' },
  { label: 'CHAT BOT' },
  { label: 'ORGANISATIONS', numeric: true },
  { label: 'USERS', sort: 'users', numeric: true },
  { label: 'SHIPMENTS', sort: 'shipments', numeric: true },
];

function YesNo({ value, label }: { value: boolean; label: string }) {
  return (
    <Badge variant="light" color={value ? 'green' : 'gray'} aria-label={`${label}: ${value ? 'yes' : 'no'}`}>
      {value ? 'YES' : 'NO'}
    </Badge>
  );
}

function HeaderCell({
  column,
  sort,
  direction,
  onSort,
}: {
  column: Column;
  sort: OrgGroupSort;
  direction: SortDirection;
  onSort: (sort: OrgGroupSort) => void;
}) {
  const ta = column.numeric ? 'right' : undefined;
  if (!column.sort) {
    return (
      <Table.Th scope="col" ta={ta}>
        {column.label}
      </Table.Th>
    );
  }
  const active = column.sort === sort;
  const ariaSort = active ? (direction === 'ASC' ? 'ascending' : 'descending') : 'none';
  const Icon = !active ? IconArrowsSort : direction === 'ASC' ? IconArrowUp : IconArrowDown;
  const columnSort = column.sort;
  return (
    <Table.Th scope="col" ta={ta} aria-sort={ariaSort}>
      <UnstyledButton
        onClick={() => onSort(columnSort)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {column.label}
        <Icon size={14} aria-hidden opacity={active ? 1 : 0.5} />
      </UnstyledButton>
    </Table.Th>
  );
}

export function OrgGroupsTable({
  rows,
  loading,
  sort,
  direction,
  onSort,
}: {
  rows: readonly OrgGroupOverview[];
  loading: boolean;
  sort: OrgGroupSort;
  direction: SortDirection;
  onSort: (sort: OrgGroupSort) => void;
}) {
  const locale = useLocale();
  if (!loading && rows.length === 0) return <Text c="dimmed">NO ORGS FOUND</Text>;
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-busy={loading}
        aria-label="ORGANISATION GROUPS"
      >
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <HeaderCell
                key={column.label}
                column={column}
                sort={sort}
                direction={direction}
                onSort={onSort}
              />
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading
            ? Array.from({ length: 3 }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
                <Table.Tr key={i}>
                  <Table.Td colSpan={COLUMNS.length}>
                    <Skeleton height={20} />
                  </Table.Td>
                </Table.Tr>
              ))
            : rows.map((group) => (
                <Table.Tr key={group._id}>
                  <Table.Td ff="monospace">
                    <Anchor
                      component={Link}
                      to={`/org/${group._id}`}
                      aria-label={`${group.code} ${group.name}`}
                    >
                      {group.code}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{group.name}</Table.Td>
                  <Table.Td>{HOME_COUNTRY_NAMES[group.country]}</Table.Td>
                  <Table.Td>
                    <YesNo value={group.connectAccess} label="Connect access" />
                  </Table.Td>
                  <Table.Td>
                    <YesNo value={group.hubbiEnabled} label="Chat bot" />
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(group.organisations, locale)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(group.users, locale)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(group.shipments, locale)}</Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
