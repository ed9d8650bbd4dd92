/**
 * Mantine's floating components, loaded after the first paint (decision 031): with floating-ui they
 * are about 24 KB gzip, which no screen needs before a pointer or the keyboard reaches a tooltip, a
 * popover or a menu. Only deferred-floating.tsx imports this module, and only dynamically.
 */
import { Menu, Popover, Tooltip } from '@mantine/core';

export const floatingKit = { Menu, Popover, Tooltip } as const;
