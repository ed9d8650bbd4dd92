/**
 * The header's search (hub §2 "Search bar behaviour"; issue 13 settings): from outside a search page,
 * a term searches /delivery/All for a user whose search mode (settings SEARCH MODE, PUT
 * /api/user/mode) is deliveries, /tracking/All otherwise. Offered only for a search the user may open.
 */
import { Box, Button, Group, TextInput } from '@mantine/core';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { HUB_ROUTE_RULES, hasAccess } from '@navia/domain/rules/access';
import { toAccessSubject } from '@navia/domain/rules/access-subject';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { WithFloating } from '../../components/floating/deferred-floating.tsx';
import { NavIconButton } from '../../components/nav-icon-button.tsx';
import type { DashboardSearchType } from '../../features/tracking/components/widgets/dashboard-searches.ts';

/** The search URL rules load with the first search: they pull in the filter catalogue. */
const searchPathOf = async (type: DashboardSearchType, term: string) =>
  (await import('../../features/tracking/components/widgets/dashboard-searches.ts')).generalSearchPath(
    type,
    term,
  );

const LABELS: Readonly<Record<DashboardSearchType, string>> = {
  tracking: 'Search shipments and orders',
  deliveries: 'Search deliveries',
};

/** Where the user's header search goes: their mode's search when they may open it, else the other. */
function headerSearchTypeOf(user: CurrentUser): DashboardSearchType | null {
  const subject = toAccessSubject(user);
  const tracking = hasAccess(subject, HUB_ROUTE_RULES.tracking);
  const deliveries = hasAccess(subject, HUB_ROUTE_RULES.delivery);
  if (user.mode === 'deliveries' && deliveries) return 'deliveries';
  if (tracking) return 'tracking';
  return deliveries ? 'deliveries' : null;
}

export function HeaderSearch({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [term, setTerm] = useState('');
  const type = headerSearchTypeOf(user);
  if (!type) return null;
  const label = LABELS[type];
  const button = (
    <NavIconButton aria-label={label} aria-expanded={opened} onClick={() => setOpened((o) => !o)}>
      <IconSearch size={20} aria-hidden />
    </NavIconButton>
  );
  // The popover loads after the first paint (decision 031); a click before then opens it on arrival.
  return (
    <WithFloating fallback={button}>
      {({ Popover, Tooltip }) => (
        <Popover
          opened={opened}
          onChange={setOpened}
          position="bottom-end"
          trapFocus
          withinPortal
          shadow="md"
        >
          <Popover.Target>
            <Tooltip label={label}>{button}</Tooltip>
          </Popover.Target>
          <Popover.Dropdown>
            <Box
              component="form"
              role="search"
              aria-label={label}
              onSubmit={(event) => {
                event.preventDefault();
                setOpened(false);
                setTerm('');
                void searchPathOf(type, term).then((path) => navigate(path));
              }}
            >
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  data-autofocus
                  aria-label={label}
                  placeholder="Shipment, order, container…"
                  value={term}
                  onChange={(event) => setTerm(event.currentTarget.value)}
                  w={{ base: 200, xs: 280 }}
                />
                <Button type="submit">SEARCH</Button>
              </Group>
            </Box>
          </Popover.Dropdown>
        </Popover>
      )}
    </WithFloating>
  );
}
