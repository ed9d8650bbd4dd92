import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { Link } from 'react-router';
import { useCookieChoice } from '../hooks/use-cookie-choice.ts';
import classes from './cookie-banner.module.css';

/** hub §2 Home page: a cookie banner at the bottom with ACCEPT and DECLINE and a cookie policy link. */
export function CookieBanner() {
  const { visible, choose, saving, failed } = useCookieChoice();
  if (!visible) return null;
  return (
    <Paper className={classes.banner} shadow="lg" p="md" radius={0} role="region" aria-label="Cookie consent">
      <Group justify="space-between" gap="md" maw={1200} mx="auto">
        <Text size="sm" className={classes.text}>
          We use cookies to keep you logged in and to remember your preferences. Read our{' '}
          <Anchor component={Link} to="/cookie-policy" size="sm">
            cookie policy
          </Anchor>
          .
        </Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => choose('declined')} disabled={saving}>
            DECLINE
          </Button>
          <Button onClick={() => choose('accepted')} loading={saving}>
            ACCEPT
          </Button>
        </Group>
        {failed && (
          <Text size="sm" c="red" role="alert" w="100%">
            {MESSAGES.genericSubmit}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
