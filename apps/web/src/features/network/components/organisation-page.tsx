/**
 * /connect/organisations/:key (connect §2; the key is the organisation's code): an organisation of
 * my group or network, with its addresses and its group's users. connect §8: a failed load is a
 * warning text; no addresses says 'NO ADDRESSES FOUND FOR THIS ORG'.
 */
import { Anchor, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { NetworkOrganisationDetails } from '@navia/domain/contracts/connect-users';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useOrganisation } from '../api/organisations.ts';
import { connectUserPath } from '../rules/network-paths.ts';
import { NETWORK_TEXTS, networkErrorText } from '../rules/network-texts.ts';
import { DetailList } from './detail-list.tsx';

function OrganisationAddresses({ addresses }: { addresses: NetworkOrganisationDetails['addresses'] }) {
  if (addresses.length === 0) return <Text c="dimmed">{NETWORK_TEXTS.noAddresses}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table aria-label="Addresses">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>NAME</Table.Th>
            <Table.Th>ADDRESS</Table.Th>
            <Table.Th>COUNTRY</Table.Th>
            <Table.Th>PHONE</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {addresses.map((a) => (
            <Table.Tr key={a._id}>
              <Table.Td>{a.label}</Table.Td>
              <Table.Td>{a.FullAddress}</Table.Td>
              <Table.Td>{a.Country}</Table.Td>
              <Table.Td>{a.phone ?? ''}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrganisationUsers({ users }: { users: NetworkOrganisationDetails['users'] }) {
  if (users.length === 0) return <Text c="dimmed">{NETWORK_TEXTS.noUsers}</Text>;
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label="Users">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>NAME</Table.Th>
            <Table.Th>TYPE</Table.Th>
            <Table.Th>EMAIL</Table.Th>
            <Table.Th>CONNECT ACCESS</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((u) => (
            <Table.Tr key={u._id}>
              <Table.Td>
                <Anchor component={Link} to={connectUserPath(u._id)} size="sm" fw={600}>
                  {u.fullname}
                </Anchor>
              </Table.Td>
              <Table.Td>{u.type}</Table.Td>
              <Table.Td>{u.email}</Table.Td>
              <Table.Td>{u.hasConnectAccess ? 'YES' : 'NO'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function OrganisationPage() {
  const { key = '' } = useParams();
  const org = useOrganisation(key);
  if (org.isPending) return <PageLoader />;
  const o = org.data;
  return (
    <Container component="main" size="lg" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/connect/organisations" size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            ORGANISATIONS
          </Group>
        </Anchor>
        {!o ? (
          <Text c="orange.7" fw={600} role="alert">
            {networkErrorText(org.error)}
          </Text>
        ) : (
          <>
            <Title order={1} size="h3">
              {o.name}
            </Title>
            <DetailList
              label="Organisation details"
              items={[
                { label: 'CODE', value: o.code },
                { label: 'COUNTRY', value: o.country },
                { label: 'GROUP', value: `${o.orgGroupName} (${o.orgGroupCountry})` },
              ]}
            />
            <Title order={2} size="h5">
              ADDRESSES
            </Title>
            <OrganisationAddresses addresses={o.addresses} />
            <Title order={2} size="h5">
              USERS
            </Title>
            <OrganisationUsers users={o.users} />
          </>
        )}
      </Stack>
    </Container>
  );
}
