import { IconMoon, IconSun } from '@tabler/icons-react';
import { DeferredTooltip } from '../../../components/floating/deferred-floating.tsx';
import { NavIconButton } from '../../../components/nav-icon-button.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useUpdateTheme } from '../api/update-theme.ts';

/** The dark/light switch in the navigation bar; the choice is saved on the account. */
export function ThemeToggle() {
  const { data: user } = useCurrentUser();
  const update = useUpdateTheme();
  if (!user) return null;
  const next = user.theme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? 'Switch to dark theme' : 'Switch to light theme';
  return (
    <DeferredTooltip label={label}>
      <NavIconButton aria-label={label} onClick={() => update.mutate(next)}>
        {next === 'dark' ? <IconMoon size={20} aria-hidden /> : <IconSun size={20} aria-hidden />}
      </NavIconButton>
    </DeferredTooltip>
  );
}
