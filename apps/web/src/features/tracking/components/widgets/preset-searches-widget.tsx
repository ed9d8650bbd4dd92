/**
 * PRESET SEARCHES widget (hub §2 "Presets and saved searches", hub §6 search widget tabs and
 * presets, hub §9 preset windows; issue 13 item 1): tabs TRACKING SEARCHES and DELIVERY SEARCHES,
 * each with PRESET SEARCHES (the layout's trackingPresets / deliveriesPresets, all by default) and
 * MY SAVED SEARCHES. A tab whose feature the user lacks is disabled with the spec's text. A click
 * runs the search (dashboard-searches.ts has the URLs).
 */

import { Divider, Stack, Tabs, Text, Title, UnstyledButton } from '@mantine/core';
import type { SavedSearch } from '@navia/domain/contracts/shipments';
import { HUB_ROUTE_RULES, hasAccess } from '@navia/domain/rules/access';
import { toAccessSubject } from '@navia/domain/rules/access-subject';
import type { DeliveryPreset, TrackingPreset } from '@navia/domain/rules/dashboard/widgets';
import { readOrgGroupSettings } from '@navia/domain/rules/org-admin/settings';
import { useState } from 'react';
import { Link } from 'react-router';
import { WIDGET_ERROR_TEXT, WidgetFrame } from '../../../../components/dashboard/widget-frame.tsx';
import { useCurrentUser } from '../../../../lib/auth.ts';
import type { WidgetProps } from '../../../../lib/dashboard-widgets.ts';
import { useSavedSearches } from '../../api/saved-searches.ts';
import {
  type DashboardSearchType,
  presetPath,
  presetText,
  savedSearchesOf,
  savedSearchPath,
  selectedPresets,
} from './dashboard-searches.ts';

/** hub §2: the text of a tab whose feature is off (the spec's words, typos included). */
export const FEATURE_DISABLED_TEXT = 'This features is disabled. Please, talk to you admin to enable it.';
const NO_SAVED_SEARCHES_TEXT = 'No saved searches yet.';

const TAB_TITLES: Readonly<Record<DashboardSearchType, string>> = {
  tracking: 'TRACKING SEARCHES',
  deliveries: 'DELIVERY SEARCHES',
};

const listStyle = { listStyle: 'none' } as const;

function SearchLink({ to, children }: { to: string; children: string }) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      px="xs"
      py={4}
      w="100%"
      style={{ borderRadius: 4, display: 'block' }}
    >
      <Text size="sm" truncate="end">
        {children}
      </Text>
    </UnstyledButton>
  );
}

function SearchTab({
  type,
  presets,
  saved,
}: {
  type: DashboardSearchType;
  presets: (TrackingPreset | DeliveryPreset)[];
  saved: { status: 'loading' } | { status: 'error' } | { status: 'ready'; searches: SavedSearch[] };
}) {
  return (
    <Stack gap="xs" pt="xs">
      <Title order={3} size="sm">
        PRESET SEARCHES
      </Title>
      {presets.length === 0 ? (
        <Text size="sm" c="dimmed">
          No preset searches selected.
        </Text>
      ) : (
        <Stack gap={2} component="ul" m={0} p={0} style={listStyle}>
          {presets.map((preset) => (
            <li key={preset}>
              <SearchLink to={presetPath(type, preset)}>{presetText(type, preset)}</SearchLink>
            </li>
          ))}
        </Stack>
      )}
      <Divider />
      <Title order={3} size="sm">
        MY SAVED SEARCHES
      </Title>
      {saved.status === 'loading' ? (
        <Text size="sm" c="dimmed" aria-busy="true">
          Loading saved searches…
        </Text>
      ) : saved.status === 'error' ? (
        <Text size="sm" c="red" role="alert">
          {WIDGET_ERROR_TEXT}
        </Text>
      ) : saved.searches.length === 0 ? (
        <Text size="sm" c="dimmed">
          {NO_SAVED_SEARCHES_TEXT}
        </Text>
      ) : (
        <Stack gap={2} component="ul" m={0} p={0} style={listStyle}>
          {saved.searches.map((s) => (
            <li key={s._id}>
              <SearchLink to={savedSearchPath(s)}>{s.name}</SearchLink>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

export function PresetSearchesWidget({ item }: WidgetProps) {
  const user = useCurrentUser();
  const subject = user.data ? toAccessSubject(user.data) : null;
  const group = user.data?.orgGroupCode;
  const groupPresets = group ? readOrgGroupSettings(group.generalSettings).searchPresets : null;
  const allowed: Readonly<Record<DashboardSearchType, boolean>> = {
    tracking: hasAccess(subject, HUB_ROUTE_RULES.tracking),
    deliveries: hasAccess(subject, HUB_ROUTE_RULES.delivery),
  };
  const anyAllowed = allowed.tracking || allowed.deliveries;
  const searches = useSavedSearches(anyAllowed);
  const [chosen, setChosen] = useState<DashboardSearchType | null>(null);
  const tab: DashboardSearchType =
    chosen ?? (allowed.tracking || !allowed.deliveries ? 'tracking' : 'deliveries');

  if (user.isPending) return <WidgetFrame title={item.componentNameValue} state={{ status: 'loading' }} />;
  if (user.isError) return <WidgetFrame title={item.componentNameValue} state={{ status: 'error' }} />;

  const savedOf = (type: DashboardSearchType) =>
    searches.isPending
      ? ({ status: 'loading' } as const)
      : searches.isError
        ? ({ status: 'error' } as const)
        : ({ status: 'ready', searches: savedSearchesOf(searches.data, type) } as const);

  return (
    <WidgetFrame title={item.componentNameValue}>
      <Tabs value={tab} onChange={(v) => setChosen(v === 'deliveries' ? 'deliveries' : 'tracking')}>
        <Tabs.List grow>
          {(['tracking', 'deliveries'] as const).map((type) => (
            <Tabs.Tab key={type} value={type}>
              {TAB_TITLES[type]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {(['tracking', 'deliveries'] as const).map((type) => (
          <Tabs.Panel key={type} value={type}>
            {allowed[type] ? (
              <SearchTab
                type={type}
                presets={selectedPresets(type, item.config ?? {}, groupPresets)}
                saved={savedOf(type)}
              />
            ) : (
              <Text size="sm" c="dimmed" pt="sm" role="note">
                {FEATURE_DISABLED_TEXT}
              </Text>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </WidgetFrame>
  );
}
