/**
 * RESOLVE (staff): a note on a mismatched or unmatched reconciliation row (at least 3 characters),
 * kept in the audit log. A refusal is shown and the note stays; on success the row shows it.
 */
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { isApiError } from '../../../../lib/api-client.ts';
import { useLocale } from '../../../../lib/locale.ts';
import { type ReconciliationRow, useResolveReconciliation } from '../../api/reconciliation.ts';
import { formatSignedAmount } from '../../rules/history-format.ts';
import {
  RECONCILIATION_STATE_LABELS,
  RESOLVE_NOTE_MAX,
  resolveNoteProblem,
} from '../../rules/reconciliation-format.ts';

type ResolveDialogProps = { row: ReconciliationRow; onClose: () => void };

type ResolveForm = { note: string };

const resolveResolver: Resolver<ResolveForm> = (values) => {
  const problem = resolveNoteProblem(values.note);
  if (!problem) return { values, errors: {} };
  const errors: FieldErrors<ResolveForm> = { note: { type: 'validate', message: problem } };
  return { values: {}, errors };
};

export function ResolveDialog({ row, onClose }: ResolveDialogProps) {
  const locale = useLocale();
  const form = useForm<ResolveForm>({ defaultValues: { note: '' }, resolver: resolveResolver });
  const resolve = useResolveReconciliation();
  const submit = (values: ResolveForm) =>
    resolve.mutate({ rowId: row._id, note: values.note.trim() }, { onSuccess: onClose });

  const what = row.PaymentId ?? row.gatewayReference ?? row._id;
  return (
    <Modal opened onClose={onClose} title={`RESOLVE ${what}`} centered>
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <Stack gap="sm">
          <Text size="sm">
            {`${RECONCILIATION_STATE_LABELS[row.state]} · difference ${formatSignedAmount(row.difference, row.currency, locale)}`}
          </Text>
          <Textarea
            label="NOTE"
            description="What was found and done; kept in the audit log."
            required
            autosize
            minRows={3}
            maxLength={RESOLVE_NOTE_MAX}
            {...form.register('note')}
            error={form.formState.errors.note?.message}
            data-autofocus
          />
          {resolve.isError && (
            <Alert color="red" variant="light" role="alert">
              {isApiError(resolve.error) ? resolve.error.message : MESSAGES.otherError}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              CANCEL
            </Button>
            <Button type="submit" loading={resolve.isPending}>
              RESOLVE
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
