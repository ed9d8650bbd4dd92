import { Title } from '@mantine/core';
import { WELCOME_NAME_MAX } from '@navia/domain/constants';
import { welcomeName } from '@navia/domain/rules/navigation';

/**
 * hub §2 Home page: the first name in upper case; a generic greeting when the name is missing,
 * longer than 11 characters, or the user is in secret mode.
 */
export function WelcomeHeader({ fullname, isSecret }: { fullname: string; isSecret: boolean }) {
  const name = welcomeName(fullname, isSecret, WELCOME_NAME_MAX);
  return (
    <Title order={1} size="h2">
      {name ? `WELCOME BACK, ${name}` : 'WELCOME BACK'}
    </Title>
  );
}
