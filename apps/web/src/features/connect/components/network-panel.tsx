import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { NetworkEntity } from '@navia/domain/contracts/connect-network';
import { IconAffiliate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDate } from '../../../components/shipment-summary/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useEntitiesInNetwork } from '../api/network.ts';
import { DashboardPanel } from './dashboard-panel.tsx';

/** How many partners the dashboard lists before linking to the full list. */
const DASHBOARD_PARTNERS = 6;

function Partner({ entity }: { entity: NetworkEntity }) {
  const locale = useLocale();
  const title = entity.nickname ?? entity.name;
  return (
    <li>
      <Group justify="space-between" wrap="wrap" gap={4} align="flex-start">
        <div style={{ flex: '1 1 180px', minWidth: 0 }}>
          {entity.isTrustedParty ? (
            <Anchor component={Link} to={`/connect/trustedparty/${entity._id}`} fw={700} size="sm">
              {title}
            </Anchor>
          ) : (
            <Text fw={700} size="sm">
              {title}
            </Text>
          )}
          <Text size="xs" c="dimmed" truncate>
            {entity.nickname ? `${entity.name} · ` : ''}
            {entity.country} · partner since {formatDate(entity.since, locale)}
          </Text>
        </div>
        <Badge variant="outline" size="sm" style={{ flexShrink: 0 }}>
          {entity.isTrustedParty ? 'TRUSTED PARTY' : 'ORGANISATION'}
        </Badge>
      </Group>
    </li>
  );
}

/** MY NETWORK: my entity's partners, by my nickname for them when I gave one. */
export function NetworkPanel() {
  const network = useEntitiesInNetwork();
  const entities = network.data?.entities ?? [];
  return (
    <DashboardPanel
      title="MY NETWORK"
      icon={<IconAffiliate size={22} aria-hidden />}
      action={
        <Anchor component={Link} to="/connect/trustedparty" size="sm" fw={600}>
          TRUSTED PARTIES
        </Anchor>
      }
      loading={network.isPending}
      loadingLabel="Loading your network"
      error={network.error}
    >
      {network.data &&
        (entities.length === 0 ? (
          <Text c="dimmed" size="sm">
            No partners yet. Invite a business partner from the trusted parties page.
          </Text>
        ) : (
          <>
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {entities.slice(0, DASHBOARD_PARTNERS).map((entity) => (
                <Partner key={`${entity.kind}-${entity._id}`} entity={entity} />
              ))}
            </Stack>
            {entities.length > DASHBOARD_PARTNERS && (
              <Text size="xs" c="dimmed">
                and {entities.length - DASHBOARD_PARTNERS} more
              </Text>
            )}
          </>
        ))}
    </DashboardPanel>
  );
}
