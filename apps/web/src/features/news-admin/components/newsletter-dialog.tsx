/** CREATE / EDIT NEWSLETTER (issue 15; hub §3 newsletter): name, displayname, description, link. */
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type NewsletterDto,
  type NewsletterInput,
  newsletterInputSchema,
} from '@navia/domain/contracts/news';
import { MESSAGES } from '@navia/domain/errors';
import { type FormEvent, useState } from 'react';
import { useSaveNewsletter } from '../api/news-admin.ts';
import { errorsOf, type FieldErrors } from './issues.ts';

const FIELDS = ['name', 'displayname', 'description', 'link'] as const;
type Draft = Required<NewsletterInput>;

export function NewsletterDialog({
  newsletter,
  opened,
  onClose,
}: {
  newsletter: NewsletterDto | null;
  opened: boolean;
  onClose: () => void;
}) {
  const title = newsletter ? 'EDIT NEWSLETTER' : 'CREATE NEWSLETTER';
  const [draft, setDraft] = useState<Draft>({
    name: newsletter?.name ?? '',
    displayname: newsletter?.displayname ?? '',
    description: newsletter?.description ?? '',
    link: newsletter?.link ?? '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useSaveNewsletter();

  const set = (key: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    const parsed = newsletterInputSchema.safeParse(draft);
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        found[field] ??= draft[field as keyof Draft]?.trim() === '' ? MESSAGES.fieldRequired : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: newsletter?._id ?? null, body: parsed.data },
      {
        onSuccess: onClose,
        onError: (error) => {
          const result = errorsOf(error, FIELDS);
          setErrors(result.fields);
          setGeneral(result.general);
        },
      },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <form noValidate onSubmit={submit} aria-label={title}>
        <Stack gap="sm">
          <TextInput
            label="NAME"
            required
            value={draft.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label="DISPLAY NAME"
            required
            value={draft.displayname}
            onChange={(e) => set('displayname', e.currentTarget.value)}
            error={errors.displayname}
          />
          <Textarea
            label="DESCRIPTION"
            autosize
            minRows={2}
            value={draft.description}
            onChange={(e) => set('description', e.currentTarget.value)}
            error={errors.description}
          />
          <TextInput
            label="LINK"
            description="An http(s) address."
            required
            value={draft.link}
            onChange={(e) => set('link', e.currentTarget.value)}
            error={errors.link}
          />
          {general && (
            <Alert color="red" role="alert">
              {general}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              CANCEL
            </Button>
            <Button type="submit" loading={save.isPending}>
              SAVE
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
