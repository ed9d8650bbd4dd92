import { ActionIcon, type ActionIconProps } from '@mantine/core';
import type { ComponentProps } from 'react';

/**
 * An icon button of the navigation bar (header search, notification bell, theme switch): one size
 * and look for all. Tooltip and Popover.Target give it their ref and handlers as props (React 19).
 */
export function NavIconButton(
  props: Omit<ActionIconProps, 'variant' | 'color' | 'size'> & ComponentProps<'button'>,
) {
  return <ActionIcon variant="subtle" color="gray" size="lg" {...props} />;
}
