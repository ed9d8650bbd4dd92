import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ContractRow } from '@navia/domain/contracts/connect-contracts';
import { IconClockExclamation, IconHistory } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../components/shipment-summary/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import type { ContractSummary } from '../api/contract-summary.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

/** The contracts list and detail (features/contracts), linked by URL: features do not import each other. */
export const CONTRACTS = '/connect/contracts';

function ContractList({ rows, empty }: { rows: readonly ContractRow[]; empty: string }) {
  const locale = useLocale();
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <li key={row._id}>
          <Group justify="space-between" wrap="wrap" gap={4} align="flex-start">
            <div style={{ flex: '1 1 180px', minWidth: 0 }}>
              <Anchor component={Link} to={`${CONTRACTS}/${row._id}`} fw={700} size="sm">
                {row.referenceNumber}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                {row.contractType} · {row.seller} → {row.buyer} · {formatDate(row.createdAt, locale)}
              </Text>
            </div>
            <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
              {row.status}
            </Badge>
          </Group>
        </li>
      ))}
    </Stack>
  );
}

type QueryState = { data: ContractSummary | undefined; isPending: boolean; error: unknown };

/** CONTRACTS NEEDING MY ACTION: the newest contracts awaiting one of my parties. */
export function NeedsActionPanel({ summary }: { summary: QueryState }) {
  return (
    <DashboardPanel
      title="NEEDING MY ACTION"
      icon={<IconClockExclamation size={22} aria-hidden />}
      action={
        <Anchor component={Link} to={`${CONTRACTS}?actionRequired=1`} size="sm" fw={600}>
          VIEW ALL
        </Anchor>
      }
      loading={summary.isPending}
      loadingLabel="Loading contracts needing your action"
      error={summary.error}
    >
      {summary.data && (
        <ContractList rows={summary.data.needsAction} empty="Nothing awaits you: you are up to date." />
      )}
    </DashboardPanel>
  );
}

/** RECENT CONTRACTS: the newest contracts the user sees. */
export function RecentContractsPanel({ summary }: { summary: QueryState }) {
  return (
    <DashboardPanel
      title="RECENT CONTRACTS"
      icon={<IconHistory size={22} aria-hidden />}
      action={
        <Anchor component={Link} to={`${CONTRACTS}?actionRequired=0`} size="sm" fw={600}>
          VIEW ALL
        </Anchor>
      }
      loading={summary.isPending}
      loadingLabel="Loading recent contracts"
      error={summary.error}
    >
      {summary.data && <ContractList rows={summary.data.recent} empty="No contracts yet." />}
    </DashboardPanel>
  );
}
