import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { LOGIN_BACKGROUND_ROTATION_MS, PROVIDER_NAME } from '@navia/domain/constants';
import { LOGIN_QUICK_SEARCH_MIN_WIDTH } from '@navia/domain/rules/screen-size';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../../components/brand-mark.tsx';
import { useRotatingIndex } from '../hooks/use-rotating-index.ts';
import { AboutSection } from './about-section.tsx';
import classes from './hub-login-page.module.css';
import backgrounds from './login-backgrounds.module.css';
import { LoginForm } from './login-form.tsx';

const BACKGROUNDS = [backgrounds.harbour, backgrounds.lanes];

/** A notice handed over by another page through navigation state (e.g. after a password change). */
function noticeFromState(state: unknown): string | null {
  if (typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string') {
    return state.notice;
  }
  return null;
}

/**
 * /login (hub §2 Login page): form on the left, quick-lookup panel on the right from 1025 px. The
 * quick lookup is its own feature, handed in by the route table.
 */
export function HubLoginPage({
  quickLookup: QuickLookup,
}: {
  quickLookup?: ComponentType<{ className?: string }>;
}) {
  const background = useRotatingIndex(BACKGROUNDS.length, LOGIN_BACKGROUND_ROTATION_MS);
  const wide = useMediaQuery(`(min-width: ${LOGIN_QUICK_SEARCH_MIN_WIDTH}px)`, false, {
    getInitialValueInEffect: false,
  });
  const notice = noticeFromState(useLocation().state);

  return (
    <div className={classes.page}>
      {BACKGROUNDS.map((className, i) => (
        <div
          key={className}
          className={`${backgrounds.layer} ${className}`}
          data-visible={i === background}
          aria-hidden
        />
      ))}
      <div className={classes.content}>
        <div className={classes.column}>
          <main className={classes.card}>
            <Stack gap="lg">
              <BrandMark area="hub" />
              <div>
                <Title order={1} size="h2">
                  LOG IN
                </Title>
                <Text size="sm" c="dimmed">
                  Track shipments, deliveries and invoices.
                </Text>
              </div>
              {notice && (
                <Alert color="green" variant="light" role="status">
                  {notice}
                </Alert>
              )}
              <LoginForm area="hub" />
              <Stack gap={6} className={classes.links}>
                <Text size="sm">
                  New to {PROVIDER_NAME}?{' '}
                  <Anchor component={Link} to="/signup" fw={600}>
                    SIGN UP
                  </Anchor>
                </Text>
                <Text size="sm">
                  Trusted party or contract user?{' '}
                  <Anchor component={Link} to="/connect/login" fw={600}>
                    LOG INTO {PROVIDER_NAME} CONNECT
                  </Anchor>
                </Text>
              </Stack>
            </Stack>
          </main>
          <AboutSection className={classes.about} />
        </div>
        {wide && QuickLookup && <QuickLookup className={classes.lookup} />}
      </div>
    </div>
  );
}
