import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Loader, Stack, Text, Textarea } from '@mantine/core';
import {
  ORDER_NOTE_MAX,
  type OrderNoteBody,
  orderNoteBodySchema,
} from '@navia/domain/contracts/shipment-detail';
import { MESSAGES } from '@navia/domain/errors';
import { useForm } from 'react-hook-form';
import { DetailPanel } from '../../../components/shipment-summary/detail-panel.tsx';
import { formatDate } from '../../../components/shipment-summary/format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { useAddOrderNote, useOrderNotes } from '../api/order-notes.ts';

/** hub §7 orderNotes: the record's notes, newest first, and a note form (at most 500, upper case). */
export function OrderNotesPanel({ recordKey }: { recordKey: string }) {
  const locale = useLocale();
  const notes = useOrderNotes(recordKey);
  const add = useAddOrderNote(recordKey);
  const form = useForm<OrderNoteBody, unknown, { note: string }>({
    resolver: zodResolver(orderNoteBodySchema, requiredWhenEmpty),
    defaultValues: { note: '' },
  });
  const onSubmit = form.handleSubmit(({ note }) =>
    add.mutate(note, { onSuccess: () => form.reset({ note: '' }) }),
  );
  const length = form.watch('note')?.length ?? 0;
  return (
    <DetailPanel title="ORDER NOTES">
      <Stack gap="sm">
        {notes.isPending && <Loader size="sm" aria-label="Loading notes" />}
        {notes.isError && (
          <Alert color="red" variant="light">
            {MESSAGES.otherError}
          </Alert>
        )}
        {notes.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            NO NOTES YET
          </Text>
        )}
        {notes.data && notes.data.length > 0 && (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {notes.data.map((n) => (
              <li key={n.NoteId}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {n.Note}
                </Text>
                <Text size="xs" c="dimmed">
                  {n.CreatedBy} · {formatDate(n.CreatedAt, locale)}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        <form onSubmit={onSubmit} noValidate aria-label="Add a note">
          <Stack gap="xs">
            <Textarea
              label="NEW NOTE"
              autosize
              minRows={2}
              maxRows={6}
              maxLength={ORDER_NOTE_MAX}
              styles={{ input: { textTransform: 'uppercase' } }}
              description={`${length}/${ORDER_NOTE_MAX}`}
              error={form.formState.errors.note?.message}
              {...form.register('note')}
            />
            {add.error && (
              <Alert color="red" variant="light" role="alert">
                {isApiError(add.error) ? add.error.message : MESSAGES.genericSubmit}
              </Alert>
            )}
            <Button type="submit" loading={add.isPending} style={{ alignSelf: 'flex-start' }}>
              ADD NOTE
            </Button>
          </Stack>
        </form>
      </Stack>
    </DetailPanel>
  );
}
