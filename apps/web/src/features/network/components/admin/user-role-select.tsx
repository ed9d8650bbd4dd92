/**
 * The TYPE cell of the connect admin's users table: the user's role, as a select of the roles the
 * caller may give (assignableRoles) where there is another one to pick, else as text.
 */
import { Loader, Select, Text } from '@mantine/core';
import type { ConnectUser } from '@navia/domain/contracts/connect-users';
import type { AssignableRole } from '../../rules/connect-permissions.ts';

type UserRoleSelectProps = {
  user: ConnectUser;
  /** The roles the caller may give this user; the select is offered only with a choice to make. */
  roles: readonly AssignableRole[];
  /**
   * The change is being saved: the select keeps the focus (it is not disabled, which would drop it to
   * the page), shows a loader and ignores further picks until the answer.
   */
  saving: boolean;
  onChange: (role: AssignableRole) => void;
};

export function UserRoleSelect({ user, roles, saving, onChange }: UserRoleSelectProps) {
  if (!roles.some((role) => role !== user.type)) return <Text size="sm">{user.type}</Text>;
  // A role the caller may not give (e.g. TP) stays visible as the current value, not as a choice.
  const current = roles.some((role) => role === user.type)
    ? []
    : [{ value: user.type, label: user.type, disabled: true }];
  return (
    <Select
      size="xs"
      aria-label={`TYPE for ${user.fullname}`}
      data={[...current, ...roles.map((role) => ({ value: role, label: role }))]}
      value={user.type}
      allowDeselect={false}
      aria-busy={saving || undefined}
      rightSection={saving ? <Loader size={12} aria-label={`Saving TYPE for ${user.fullname}`} /> : undefined}
      onChange={(value) => {
        if (saving) return;
        const role = roles.find((r) => r === value);
        if (role && role !== user.type) onChange(role);
      }}
    />
  );
}
