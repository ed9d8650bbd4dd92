/**
 * ASSIGNED TO (connect §4 "assign user", §7 assignUser): while the workflow opens assigning to the
 * caller, a choice of the owning group's users (from its contract settings); otherwise, or when the
 * caller may not read them (a trusted party), the current assignee only.
 */
import { Alert, Select, Stack, Text } from '@mantine/core';
import type { Contract } from '@navia/domain/contracts/connect-contracts';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { isStaff, isTrustedPartyRole } from '@navia/domain/rules/access';
import { useState } from 'react';
import { actionErrorText, useContractAction } from '../api/contract.ts';
import { useContractSettings } from '../api/contract-settings.ts';
import { openActionsOf } from '../rules/contract-actions.ts';

const UNASSIGNED = 'Nobody';

export function AssignUser({ contract, user }: { contract: Contract; user: CurrentUser }) {
  const open = openActionsOf(contract).has('assignUser');
  const readsSettings = open && !isTrustedPartyRole(user.type);
  const settings = useContractSettings(isStaff(user.type) ? contract.orgGroupId : null, readsSettings);
  const action = useContractAction();
  const [failure, setFailure] = useState<string | null>(null);
  const current = contract.userAssigned?.fullname ?? UNASSIGNED;

  if (!readsSettings || !settings.data) return <Text size="sm">{current}</Text>;

  const users = settings.data.users.map((u) => ({ value: u._id, label: u.fullname }));
  // The assignee may be of the other side: kept as a choice so the field shows them.
  if (contract.userAssigned && !users.some((u) => u.value === contract.userAssigned?._id)) {
    users.unshift({ value: contract.userAssigned._id, label: contract.userAssigned.fullname });
  }
  return (
    <Stack gap={4}>
      <Select
        size="xs"
        aria-label="Assigned user"
        placeholder={UNASSIGNED}
        data={users}
        value={contract.userAssigned?._id ?? null}
        clearable
        searchable
        disabled={action.isPending}
        onChange={(userId) => {
          setFailure(null);
          action.mutate(
            { action: 'assignUser', contract, userId },
            { onError: (error) => setFailure(actionErrorText('assignUser', error)) },
          );
        }}
        comboboxProps={{ withinPortal: true }}
      />
      {failure && (
        <Alert color="red" variant="light" role="alert" py={4}>
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
