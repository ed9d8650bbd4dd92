/**
 * Help tooltips (hub §3 current user `viewTooltip`, PUT /api/user/tooltip; settings TOOLTIPS): the
 * info icons that explain a screen show only while the user keeps tooltips on. Tooltips that name an
 * icon button or reveal truncated text are not help, and always show.
 */
import { ActionIcon } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCurrentUser } from '../lib/auth.ts';
import { DeferredTooltip } from './floating/deferred-floating.tsx';

/** Whether help tooltips show: the signed-in user's setting (on when signed out or not loaded). */
function useHelpTooltips(): boolean {
  return useCurrentUser().data?.viewTooltip ?? true;
}

/** An info icon explaining its neighbour, on hover, focus and touch; nothing when tooltips are off. */
export function HelpTooltip({ label, iconLabel = label }: { label: string; iconLabel?: string }) {
  if (!useHelpTooltips()) return null;
  return (
    <DeferredTooltip label={label} multiline maw={260} events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={iconLabel}>
        <IconInfoCircle size={16} aria-hidden />
      </ActionIcon>
    </DeferredTooltip>
  );
}
