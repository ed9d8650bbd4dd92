/** /admin/users (issue 15, NA): every user, with search, role and organisation group filters, paging, invite and deactivate. */
import { Stack, Title } from '@mantine/core';
import { UsersList } from './users-list.tsx';

export function UsersAdminPage() {
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} maw={1400} mx="auto" w="100%">
      <Title order={1} size="h2">
        USERS
      </Title>
      <UsersList title="ALL USERS" />
    </Stack>
  );
}
