/**
 * A trusted party's users (connect §3 "Trusted party user": fullname, type, email, createdAt; §7
 * GET /{id}/details/users). A user opens their page; on my own trusted party, ADD USER invites one.
 */
import { Alert, Anchor, Button, Loader, Stack, Table, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/locale.ts';
import { useTrustedPartyUsers } from '../api/trusted-parties.ts';
import { trustedPartyUserPath } from '../rules/network-paths.ts';
import { formatNetworkDate, NETWORK_TEXTS, networkErrorText } from '../rules/network-texts.ts';
import { AddUserDialog } from './add-user-dialog.tsx';

export function TrustedPartyUsers({ trustedPartyId, canAdd }: { trustedPartyId: string; canAdd: boolean }) {
  const locale = useLocale();
  const users = useTrustedPartyUsers(trustedPartyId);
  const [adding, setAdding] = useState(false);
  const rows = users.data ?? [];
  return (
    <Stack gap="sm">
      {canAdd && (
        <Button
          size="xs"
          w="fit-content"
          leftSection={<IconUserPlus size={14} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          ADD USER
        </Button>
      )}
      {users.isPending ? (
        <Loader size="sm" aria-label="Loading users" />
      ) : users.isError ? (
        <Alert color="red" variant="light" role="alert">
          {networkErrorText(users.error)}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{NETWORK_TEXTS.noUsers}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label="Users" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>NAME</Table.Th>
                <Table.Th>TYPE</Table.Th>
                <Table.Th>EMAIL</Table.Th>
                <Table.Th>CREATED</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((user) => (
                <Table.Tr key={user._id}>
                  <Table.Td>
                    <Anchor component={Link} to={trustedPartyUserPath(user._id)} size="sm" fw={600}>
                      {user.fullname}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{user.type}</Table.Td>
                  <Table.Td>{user.email}</Table.Td>
                  <Table.Td>{formatNetworkDate(user.createdAt, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AddUserDialog opened={adding} forTrustedParty onClose={() => setAdding(false)} />
    </Stack>
  );
}
