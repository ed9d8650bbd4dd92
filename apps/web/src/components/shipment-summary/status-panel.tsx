import { Progress, Text, VisuallyHidden } from '@mantine/core';
import type { MilestoneRow } from '@navia/domain/contracts/shipment-detail';
import { transportIconFor } from '@navia/domain/rules/detail-panels';
import {
  type MilestoneName,
  milestoneDisplayDate,
  milestonePercentage,
  visibleMilestones,
} from '@navia/domain/rules/milestones';
import {
  IconAnchor,
  IconCircleCheck,
  IconClipboardCheck,
  IconFilePlus,
  IconHomeCheck,
  IconPackage,
  IconPlane,
  IconRoute,
  IconShip,
  IconTruck,
} from '@tabler/icons-react';
import { useLocale } from '../../lib/locale.ts';
import { DetailPanel } from './detail-panel.tsx';
import { formatDate } from './format.ts';
import classes from './shipment-summary.module.css';

const ICONS: Record<MilestoneName, typeof IconCircleCheck> = {
  RAISED: IconFilePlus,
  CONFIRMED: IconClipboardCheck,
  'PICKED UP': IconPackage,
  DEPARTED: IconShip,
  'IN TRANSIT': IconRoute,
  ARRIVED: IconAnchor,
  DELIVERED: IconHomeCheck,
};

const DEPARTURE_ICONS = { SEA: IconShip, AIR: IconPlane, ROAD: IconTruck } as const;

/**
 * hub §2 shipping status: the milestones with icons and dates (hub §4 date rule), and a progress bar
 * of completed over all milestones. Small screens show only DEPARTED and DELIVERED.
 */
export function StatusPanel({
  milestones,
  exWorks,
  smallScreen,
  transportMode,
}: {
  milestones: readonly MilestoneRow[];
  exWorks: string | null;
  smallScreen: boolean;
  /** DEPARTED shows the mode's vehicle. */
  transportMode: string;
}) {
  const locale = useLocale();
  const percent = milestonePercentage(milestones);
  const shown = visibleMilestones(milestones, smallScreen);
  return (
    <DetailPanel title="SHIPPING STATUS">
      <ol className={`${classes.milestones} ${smallScreen ? classes.milestonesSmall : ''}`}>
        {shown.map((m) => {
          const Icon =
            m.Milestone === 'DEPARTED'
              ? DEPARTURE_ICONS[transportIconFor(transportMode)]
              : (ICONS[m.Milestone as MilestoneName] ?? IconCircleCheck);
          return (
            <li
              key={m.Milestone}
              className={`${classes.milestone} ${m.completed ? classes.milestoneDone : classes.milestoneOpen}`}
              data-completed={m.completed}
            >
              <Icon size={26} stroke={1.6} aria-hidden />
              <span className={classes.milestoneName}>{m.Milestone}</span>
              <Text span size="xs" c={m.completed ? undefined : 'dimmed'}>
                {formatDate(milestoneDisplayDate(m, exWorks), locale)}
              </Text>
              <VisuallyHidden>{m.completed ? 'completed' : 'not yet completed'}</VisuallyHidden>
            </li>
          );
        })}
      </ol>
      <Progress value={percent} size="lg" radius="xl" aria-label={`Shipping progress ${percent}%`} />
      <Text size="xs" ta="right" mt={4} fw={600}>
        {percent}% COMPLETE
      </Text>
    </DetailPanel>
  );
}
