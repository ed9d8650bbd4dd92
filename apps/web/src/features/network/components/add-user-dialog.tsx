/**
 * ADD USER (connect §7 inviteConnectUser): a user for my trusted party (TPADMIN or TPOP) or my
 * organisation group (CA or OP), e-mailed a link to set a password. connect §8: 406 'This email is
 * not available.', another status 'Something went wrong. Please try again later.', no answer 'AN
 * ERROR OCURRED. PLEASE TRY AGAIN LATER.'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  type InviteConnectUserBody,
  inviteConnectUserBodySchema,
  ORG_GROUP_CONNECT_USER_ROLES,
  TRUSTED_PARTY_USER_ROLES,
} from '@navia/domain/contracts/connect-users';
import { Controller, useForm } from 'react-hook-form';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { useInviteConnectUser } from '../api/connect-users.ts';
import { addUserErrorText } from '../rules/network-texts.ts';

type AddUserDialogProps = {
  opened: boolean;
  /** A trusted party's user adds to the trusted party (its roles); anyone else to the group. */
  forTrustedParty: boolean;
  onClose: () => void;
};

export function AddUserDialog({ opened, forTrustedParty, onClose }: AddUserDialogProps) {
  const roles = forTrustedParty ? TRUSTED_PARTY_USER_ROLES : ORG_GROUP_CONNECT_USER_ROLES;
  const empty: InviteConnectUserBody = { fullname: '', email: '', type: roles[1] };
  const form = useForm<InviteConnectUserBody>({
    resolver: zodResolver(inviteConnectUserBodySchema, requiredWhenEmpty),
    defaultValues: empty,
  });
  const invite = useInviteConnectUser();
  const errors = form.formState.errors;
  const close = () => {
    form.reset(empty);
    invite.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="ADD USER" size="md">
      {invite.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" role="status">
            {`${invite.data.fullname} was added and e-mailed a link to set a password.`}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>DONE</Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => invite.mutate(values))}>
          <Stack gap="sm">
            <TextInput
              label="FULL NAME"
              required
              {...form.register('fullname')}
              error={errors.fullname?.message}
            />
            <TextInput
              label="EMAIL"
              type="email"
              required
              {...form.register('email')}
              error={errors.email?.message}
            />
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Select
                  label="TYPE"
                  required
                  allowDeselect={false}
                  data={[...roles]}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? roles[1])}
                  onBlur={field.onBlur}
                  error={errors.type?.message}
                />
              )}
            />
            {invite.isError && (
              <Alert color="red" variant="light" role="alert">
                {addUserErrorText(invite.error)}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                CANCEL
              </Button>
              <Button type="submit" loading={invite.isPending}>
                ADD USER
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
