/**
 * INVITE USER (issue 15): e-mail, full name, role, organisation group (staff) and permission
 * switches. The form keeps its input on failure; 406 shows 'This email is not available.', any
 * other failure 'AN ERROR OCURRED. PLEASE TRY AGAIN LATER.' (hub §8, connect §8).
 */
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { USER_ADMIN_MESSAGES } from '@navia/domain/contracts/user-admin';
import { PERMISSION_FLAGS, type PermissionFlag, type Role } from '@navia/domain/rules/access';
import { ORG_GROUP_USER_ROLES, STAFF_ROLES } from '@navia/domain/rules/user-admin/user-admin';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useInviteUser } from '../api/user-admin.ts';
import { FLAG_LABELS } from './user-texts.ts';

const RANK: readonly Role[] = ['NA', 'NSU', 'NU', 'TPADMIN', 'CA', 'ADMIN', 'NC', 'OP'];
/** The roles the caller may invite (none above their own), for a group or for staff. */
function invitableRoles(caller: Role, staffInvite: boolean): Role[] {
  const roles: readonly Role[] = staffInvite ? STAFF_ROLES : ORG_GROUP_USER_ROLES;
  return roles.filter((r) => RANK.indexOf(r) >= RANK.indexOf(caller));
}

type InviteUserDialogProps = {
  /** The group invited into (fixed), or null to pick one (staff). */
  orgGroupId: string | null;
  /** Staff on /admin/users pick the group here (null: the group is fixed). */
  groupOptions: { value: string; label: string }[] | null;
  callerRole: Role;
  onClose: () => void;
};

export function InviteUserDialog({ orgGroupId, groupOptions, callerRole, onClose }: InviteUserDialogProps) {
  const invite = useInviteUser();
  const [email, setEmail] = useState('');
  const [fullname, setFullname] = useState('');
  const [group, setGroup] = useState<string | null>(orgGroupId);
  const staffInvite =
    groupOptions !== null && group === null && (callerRole === 'NA' || callerRole === 'NSU');
  const roles = invitableRoles(callerRole, staffInvite);
  const [role, setRole] = useState<Role>('OP');
  const [flags, setFlags] = useState<Record<PermissionFlag, boolean>>({
    bookings: false,
    quotes: false,
    criticalChain: false,
    tracking: true,
    insights: false,
    hasHubAccess: true,
    connectAccess: false,
  });
  const chosenRole = roles.includes(role) ? role : (roles.at(-1) ?? 'OP');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    invite.mutate({ email, fullname, role: chosenRole, orgGroupId: group, ...flags }, { onSuccess: onClose });
  };
  const failure = invite.isError
    ? isApiError(invite.error) && invite.error.status === 406
      ? USER_ADMIN_MESSAGES.emailNotAvailable
      : isApiError(invite.error) && invite.error.issues.length > 0
        ? invite.error.issues.map((i) => `${i.field.toUpperCase()}: ${i.message.toUpperCase()}`).join('; ')
        : USER_ADMIN_MESSAGES.addUserFailed
    : null;

  return (
    <Modal opened onClose={onClose} title="INVITE USER" centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="EMAIL"
            type="email"
            required
            autoComplete="off"
            value={email}
            maxLength={254}
            onChange={(e) => setEmail(e.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label="FULL NAME"
            required
            value={fullname}
            maxLength={120}
            onChange={(e) => setFullname(e.currentTarget.value)}
          />
          {groupOptions ? (
            <Select
              label="ORGANISATION GROUP"
              description="LEAVE EMPTY TO INVITE PROVIDER STAFF"
              placeholder="PROVIDER STAFF"
              searchable
              clearable
              clearButtonProps={{ 'aria-label': 'CLEAR ORGANISATION GROUP' }}
              data={groupOptions}
              value={group}
              onChange={setGroup}
            />
          ) : null}
          <Select
            label="ROLE"
            required
            allowDeselect={false}
            data={roles.map((r) => ({ value: r, label: r }))}
            value={chosenRole}
            onChange={(v) => v && setRole(v as Role)}
          />
          <Text fw={600} size="sm" component="h3">
            PERMISSIONS
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {PERMISSION_FLAGS.map((flag) => (
              <Checkbox
                key={flag}
                label={FLAG_LABELS[flag]}
                checked={flags[flag]}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setFlags((f) => ({ ...f, [flag]: checked }));
                }}
              />
            ))}
          </SimpleGrid>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              CANCEL
            </Button>
            <Button type="submit" loading={invite.isPending} disabled={!email.trim() || !fullname.trim()}>
              SEND INVITE
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
