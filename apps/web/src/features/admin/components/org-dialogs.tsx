/**
 * The organisation actions' dialogs (NA): DELETE (connect §7 POST /api/org/delete, a soft delete)
 * and EDIT CODE (POST /api/org/editOrgCode). A refusal shows the server's field error (a code in
 * use) or the generic text, and keeps what was typed.
 */
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { Organisation } from '@navia/domain/contracts/org';
import { type FormEvent, useState } from 'react';
import { actionErrorText, fieldErrorOf } from '../api/error-text.ts';
import { useDeleteOrganisation, useEditOrgCode } from '../api/org-groups.ts';

export function DeleteOrgDialog({ org, onClose }: { org: Organisation; onClose: () => void }) {
  const remove = useDeleteOrganisation();
  return (
    <Modal opened onClose={onClose} title="DELETE ORGANISATION" centered>
      <Stack gap="md">
        <Text size="sm">
          {`DELETE ${org.code} ${org.name.toUpperCase()}? Its shipments, invoices and addresses stay; it leaves this group's lists and can be restored from DELETED ORGANISATIONS.`}
        </Text>
        {remove.isError && (
          <Alert color="red" role="alert">
            {actionErrorText(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            CANCEL
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(org._id, { onSuccess: onClose })}
          >
            DELETE
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function EditOrgCodeDialog({ org, onClose }: { org: Organisation; onClose: () => void }) {
  const edit = useEditOrgCode();
  const [code, setCode] = useState(org.code);
  const fieldError = edit.isError ? fieldErrorOf(edit.error, 'newOrgCode') : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    edit.mutate({ oldOrgCode: org.code, newOrgCode: code }, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={`EDIT CODE OF ${org.code}`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">
            THE CODE IS CHANGED EVERYWHERE IT IS USED: SHIPMENTS, ORDERS, INVOICES, BOOKINGS AND TRUSTED
            PARTIES.
          </Text>
          <TextInput
            label="NEW ORGANISATION CODE"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
            error={fieldError}
            required
            data-autofocus
            ff="monospace"
          />
          {edit.isError && !fieldError && (
            <Alert color="red" role="alert">
              {actionErrorText(edit.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              CANCEL
            </Button>
            <Button
              type="submit"
              loading={edit.isPending}
              disabled={code.trim() === '' || code.trim() === org.code}
            >
              SAVE
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
