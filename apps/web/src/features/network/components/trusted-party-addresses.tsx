/**
 * A trusted party's addresses (connect §3 "address with Name, City, Country", §7 addresses calls).
 * My own trusted party's addresses can be added, edited and deleted; when it is linked to an
 * organisation (orgCode), SYNC ADDRESSES pulls that organisation's addresses (connect §8: a failed
 * sync only sets a flag, shown here as a quiet note).
 */
import { ActionIcon, Alert, Button, Group, Loader, Stack, Table, Text, Tooltip } from '@mantine/core';
import type { TrustedPartyAddress } from '@navia/domain/contracts/trusted-parties';
import { IconEdit, IconPlus, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import {
  useDeleteAddress,
  useSyncAddresses,
  useTrustedPartyAddresses,
} from '../api/trusted-party-addresses.ts';
import { NETWORK_TEXTS, networkErrorText } from '../rules/network-texts.ts';
import { AddressFormDialog } from './address-form-dialog.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

type TrustedPartyAddressesProps = {
  trustedPartyId: string;
  /** My own trusted party's TPADMIN, or staff: the addresses can be changed. */
  editable: boolean;
  /** Staff add to the trusted party they look at (its own users add to their own). */
  forTrustedParty: boolean;
  /** Linked to an organisation of the provider: its addresses can be synced. */
  canSync: boolean;
  syncFailed: boolean;
};

const line = (a: TrustedPartyAddress) =>
  [a.address1, a.city, a.state, a.postcode].filter((part) => part?.trim()).join(', ');

export function TrustedPartyAddresses(props: TrustedPartyAddressesProps) {
  const addresses = useTrustedPartyAddresses(props.trustedPartyId);
  const sync = useSyncAddresses(props.trustedPartyId);
  const remove = useDeleteAddress(props.trustedPartyId);
  const [editing, setEditing] = useState<TrustedPartyAddress | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<TrustedPartyAddress | null>(null);
  const rows = addresses.data ?? [];

  return (
    <Stack gap="sm">
      {props.editable && (
        <Group gap="xs">
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            ADD ADDRESS
          </Button>
          {props.canSync && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconRefresh size={14} aria-hidden />}
              loading={sync.isPending}
              onClick={() => sync.mutate()}
            >
              SYNC ADDRESSES
            </Button>
          )}
        </Group>
      )}
      {props.syncFailed && (
        <Text size="xs" c="dimmed">
          The last address sync did not complete.
        </Text>
      )}
      {addresses.isPending ? (
        <Loader size="sm" aria-label="Loading addresses" />
      ) : addresses.isError ? (
        <Alert color="yellow" variant="light" role="alert">
          {networkErrorText(addresses.error)}
        </Alert>
      ) : rows.length === 0 ? (
        <Text c="dimmed">{NETWORK_TEXTS.noAddresses}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label="Addresses" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>NAME</Table.Th>
                <Table.Th>ADDRESS</Table.Th>
                <Table.Th>COUNTRY</Table.Th>
                <Table.Th>CONTACT</Table.Th>
                {props.editable && (
                  <Table.Th>
                    <span hidden>ACTIONS</span>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((address) => (
                <Table.Tr key={address._id}>
                  <Table.Td>{address.name}</Table.Td>
                  <Table.Td>{line(address)}</Table.Td>
                  <Table.Td>{address.country}</Table.Td>
                  <Table.Td>
                    {[address.contactName, address.email, address.phone].filter(Boolean).join(' · ')}
                  </Table.Td>
                  {props.editable && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Tooltip label="Edit">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Edit address ${address.name}`}
                            onClick={() => setEditing(address)}
                          >
                            <IconEdit size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                        <Tooltip label="Delete">
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Delete address ${address.name}`}
                            onClick={() => setToDelete(address)}
                          >
                            <IconTrash size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing !== null && (
        <AddressFormDialog
          trustedPartyId={props.trustedPartyId}
          address={editing === 'new' ? null : editing}
          forTrustedParty={props.forTrustedParty}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        opened={toDelete !== null}
        title="DELETE ADDRESS"
        message={`Delete the address ${toDelete?.name ?? ''}?`}
        confirmLabel="DELETE"
        pending={remove.isPending}
        error={remove.isError ? networkErrorText(remove.error) : null}
        onClose={() => {
          remove.reset();
          setToDelete(null);
        }}
        onConfirm={() => toDelete && remove.mutate(toDelete._id, { onSuccess: () => setToDelete(null) })}
      />
    </Stack>
  );
}
