import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { PROVIDER_NAME, STORAGE_KEYS } from '@navia/domain/constants';
import { Link } from 'react-router';

/** The cookie policy document the cookie banner links to (hub §2 Home page). */
export function CookiePolicyPage() {
  return (
    <Container component="main" size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>COOKIE POLICY</Title>
        <Text>
          {PROVIDER_NAME} uses a small number of cookies and browser storage entries to run this portal. This
          page explains what they are and what your choice on the cookie banner changes.
        </Text>
        <Title order={2} size="h4">
          ESSENTIAL
        </Title>
        <List spacing="xs">
          <List.Item>
            A session cookie that keeps you logged in. It cannot be read by scripts on the page and ends when
            you log out or the session expires.
          </List.Item>
          <List.Item>
            Preferences kept in your browser: the area you last used (hub or connect), your cookie choice (
            <code>{STORAGE_KEYS.cookieChoice}</code>) and, only if you tick REMEMBER ME, your e-mail address.
            Your password is never stored in the browser.
          </List.Item>
        </List>
        <Title order={2} size="h4">
          YOUR CHOICE
        </Title>
        <Text>
          ACCEPT or DECLINE on the cookie banner is recorded against your account, or in your browser when you
          are not logged in. Essential cookies are needed for the portal to work whichever you choose.
        </Text>
        <Anchor component={Link} to="/">
          Back to the portal
        </Anchor>
      </Stack>
    </Container>
  );
}
