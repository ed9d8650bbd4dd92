import { Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { NoticeScreen } from '../../../components/notice-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatDateTime, useLocale } from '../../../lib/locale.ts';
import { useWebsiteSettings } from '../api/website-settings.ts';

/** /maintenance (hub §2 notice screens). */
export function MaintenancePage() {
  const { data, isPending, isError } = useWebsiteSettings();
  const locale = useLocale();
  if (isPending) return <PageLoader />;
  const active = !isError && data.maintenance.active;
  return (
    <NoticeScreen
      title={active ? 'WE ARE CURRENTLY UNDERGOING MAINTENANCE' : 'NO MAINTENANCE IN PROGRESS'}
      icon={<IconTool size={44} aria-hidden />}
    >
      <Text c="dimmed">
        {active
          ? data.maintenance.message || 'Some parts of the portal may be unavailable. Please try again later.'
          : 'The portal is running normally.'}
      </Text>
      {active && data.maintenance.plannedEnd && (
        <Text c="dimmed">Planned end: {formatDateTime(data.maintenance.plannedEnd, locale)}</Text>
      )}
    </NoticeScreen>
  );
}
