import { Anchor, Group, Text } from '@mantine/core';
import { MAINTENANCE_BANNER_OFFSET_REM } from '@navia/domain/constants';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime, useLocale } from '../../../lib/locale.ts';
import { useWebsiteSettings } from '../api/website-settings.ts';
import classes from './maintenance-banner.module.css';

/** The maintenance banner, fixed at the top while maintenance.active is set (hub §4, §9). */
export function MaintenanceBanner() {
  const { data } = useWebsiteSettings();
  const locale = useLocale();
  if (!data?.maintenance.active) return null;
  const { plannedEnd } = data.maintenance;
  return (
    <Group
      className={classes.banner}
      style={{ height: `${MAINTENANCE_BANNER_OFFSET_REM}rem` }}
      role="status"
      gap="xs"
      justify="center"
      wrap="nowrap"
    >
      <IconAlertCircle size={20} aria-hidden />
      <Text size="sm" fw={600} lineClamp={2}>
        {data.maintenance.message || 'Scheduled maintenance is in progress.'}
        {plannedEnd && ` Until ${formatDateTime(plannedEnd, locale)}.`}
      </Text>
      <Anchor component={Link} to="/maintenance" size="sm" c="inherit" underline="always">
        DETAILS
      </Anchor>
    </Group>
  );
}
