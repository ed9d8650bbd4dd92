/**
 * The actions open to the caller on a contract (the workflow decides: rules/contract-actions.ts):
 * a button each; those that cannot be taken back ask first; editing, SKUs, quantities and child
 * contracts open their dialogs (loaded on the first click). Every action sends the version read; a
 * conflict (409) shows its message and the contract is read again. connect §8: accept, reject,
 * delete child and reject child show the server's error, else the status text, else 'ERROR OCCURRED'.
 */
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { Contract } from '@navia/domain/contracts/connect-contracts';
import { lazy, Suspense, useState } from 'react';
import { actionErrorText, type ContractActionCall, useContractAction } from '../api/contract.ts';
import {
  type BarAction,
  type ContractButton,
  canCreateChild,
  contractButtons,
} from '../rules/contract-actions.ts';

const ContractFormDialog = lazy(() =>
  import('./contract-form-dialog.tsx').then((m) => ({ default: m.ContractFormDialog })),
);
const QuantityConfirmDialog = lazy(() =>
  import('./quantity-confirm-dialog.tsx').then((m) => ({ default: m.QuantityConfirmDialog })),
);
const EditSkusDialog = lazy(() =>
  import('./edit-skus-dialog.tsx').then((m) => ({ default: m.EditSkusDialog })),
);
const ChildContractDialog = lazy(() =>
  import('./child-contract-dialog.tsx').then((m) => ({ default: m.ChildContractDialog })),
);

type Dialog =
  | { kind: 'confirm'; button: ContractButton }
  | { kind: 'rejectChild' }
  | { kind: 'edit' }
  | { kind: 'skus' }
  | { kind: 'quantities' }
  | { kind: 'child'; editing: boolean };

type ContractActionsProps = {
  contract: Contract;
  /** Smaller buttons (a child contract's row). */
  compact?: boolean;
  /** Offer CREATE CHILD CONTRACT (on the contract's own page). */
  withChildCreation?: boolean;
  /** After a new child contract was made: its id. */
  onChildCreated?: (id: string) => void;
};

export function ContractActions({
  contract,
  compact = false,
  withChildCreation = false,
  onChildCreated,
}: ContractActionsProps) {
  const action = useContractAction();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const buttons = contractButtons(contract);
  const childCreation = withChildCreation && canCreateChild(contract);

  const run = (call: ContractActionCall) => {
    setFailure(null);
    action.mutate(call, {
      onSuccess: () => setDialog(null),
      onError: (error) => {
        setDialog(null);
        setFailure(actionErrorText(call.action, error));
      },
    });
  };

  const press = (button: ContractButton) => {
    setFailure(null);
    const a: BarAction = button.action;
    if (button.confirm) return setDialog({ kind: 'confirm', button });
    if (a === 'edit') return setDialog({ kind: 'edit' });
    if (a === 'submitSkus') return setDialog({ kind: 'skus' });
    if (a === 'skuQtyConfirm') return setDialog({ kind: 'quantities' });
    if (a === 'editChild') return setDialog({ kind: 'child', editing: true });
    if (a === 'rejectChild') {
      setReason('');
      return setDialog({ kind: 'rejectChild' });
    }
    if (a === 'accept' || a === 'approveExisting') run({ action: a, contract });
  };

  if (buttons.length === 0 && !childCreation) return null;
  const size = compact ? 'compact-sm' : 'sm';
  const pending = (a: BarAction) => action.isPending && action.variables?.action === a;

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap" role="group" aria-label={`Actions on ${contract.referenceNumber}`}>
        {buttons.map((b) => (
          <Button
            key={b.action}
            size={size}
            variant={b.tone === 'primary' ? 'filled' : b.tone === 'danger' ? 'light' : 'default'}
            color={b.tone === 'danger' ? 'red' : undefined}
            loading={pending(b.action)}
            disabled={action.isPending && !pending(b.action)}
            onClick={() => press(b)}
            // A child's row is narrow: its buttons drop "CHILD CONTRACT", their names keep it.
            aria-label={compact ? `${b.label} ${contract.referenceNumber}` : undefined}
          >
            {compact ? b.label.replace(' CHILD CONTRACT', '') : b.label}
          </Button>
        ))}
        {childCreation && (
          <Button size={size} variant="default" onClick={() => setDialog({ kind: 'child', editing: false })}>
            CREATE CHILD CONTRACT
          </Button>
        )}
      </Group>
      {failure && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          py="xs"
          withCloseButton
          onClose={() => setFailure(null)}
        >
          {failure}
        </Alert>
      )}

      <Modal
        opened={dialog?.kind === 'confirm'}
        onClose={() => setDialog(null)}
        title={dialog?.kind === 'confirm' ? dialog.button.label : ''}
        size="sm"
      >
        {dialog?.kind === 'confirm' && (
          <Stack gap="md">
            <Text size="sm">{dialog.button.confirm}</Text>
            <Text size="sm" c="dimmed">{`Contract ${contract.referenceNumber}`}</Text>
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setDialog(null)}>
                NO, GO BACK
              </Button>
              <Button
                color="red"
                loading={action.isPending}
                onClick={() => {
                  const a = dialog.button.action;
                  if (a === 'reject' || a === 'cancel' || a === 'deleteChild' || a === 'accept')
                    run({ action: a, contract });
                }}
              >
                {`YES, ${dialog.button.label}`}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>

      <Modal
        opened={dialog?.kind === 'rejectChild'}
        onClose={() => setDialog(null)}
        title="REJECT CHILD CONTRACT"
        size="md"
      >
        <Stack gap="md">
          <Textarea
            label="REASON"
            description="The other side sees why the child contract was rejected."
            autosize
            minRows={3}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setDialog(null)}>
              NO, GO BACK
            </Button>
            <Button
              color="red"
              loading={action.isPending}
              onClick={() => run({ action: 'rejectChild', contract, reason: reason.trim() })}
            >
              REJECT CHILD CONTRACT
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Suspense fallback={null}>
        {dialog?.kind === 'edit' && (
          <ContractFormDialog
            opened
            onClose={() => setDialog(null)}
            mode={{ kind: 'edit', contract }}
            onSaved={() => setDialog(null)}
          />
        )}
        {dialog?.kind === 'skus' && <EditSkusDialog contract={contract} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'quantities' && (
          <QuantityConfirmDialog contract={contract} onClose={() => setDialog(null)} />
        )}
        {dialog?.kind === 'child' && (
          <ChildContractDialog
            parentId={dialog.editing ? (contract.parentContract?._id ?? null) : contract._id}
            child={dialog.editing ? contract : null}
            onClose={() => setDialog(null)}
            onSaved={(id) => {
              setDialog(null);
              if (!dialog.editing) onChildCreated?.(id);
            }}
          />
        )}
      </Suspense>
    </Stack>
  );
}
