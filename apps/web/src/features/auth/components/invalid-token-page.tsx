import { Anchor, Button, Group, Text } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { Link } from 'react-router';
import { AuthFrame } from './auth-frame.tsx';

/** /invalidToken: where an expired or already used e-mail link lands. */
export function InvalidTokenPage() {
  return (
    <AuthFrame area="hub" title="INVALID LINK">
      <Text>{MESSAGES.invalidToken}</Text>
      <Text size="sm" c="dimmed">
        Links in our e-mails can be used once and expire after a short time. You can ask for a new one.
      </Text>
      <Group>
        <Button component={Link} to="/requestReset">
          REQUEST A NEW LINK
        </Button>
        <Anchor component={Link} to="/login" fw={600} size="sm">
          GO TO THE LOGIN PAGE
        </Anchor>
      </Group>
    </AuthFrame>
  );
}
