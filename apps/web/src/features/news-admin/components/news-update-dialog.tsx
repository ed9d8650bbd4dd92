/**
 * CREATE / EDIT NEWS UPDATE (issue 15): title, content, link and the image with its preview. The
 * image's type and size are checked here for a quick answer; the server decides by the bytes. On a
 * failure the dialog stays open with what was typed and the fields' errors.
 */
import {
  Alert,
  Button,
  FileInput,
  Group,
  Image,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_TYPES,
  NEWS_UPDATE_CONTENT_MAX,
  NEWS_UPDATE_TITLE_MAX,
  type NewsUpdateDto,
} from '@navia/domain/contracts/news';
import { MESSAGES } from '@navia/domain/errors';
import { type FormEvent, useEffect, useState } from 'react';
import { type NewsUpdateDraft, useSaveNewsUpdate } from '../api/news-admin.ts';
import { errorsOf, type FieldErrors } from './issues.ts';

const FIELDS = ['title', 'content', 'link', 'file'] as const;

function checkDraft(draft: NewsUpdateDraft, creating: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (draft.title.trim().length === 0) errors.title = MESSAGES.fieldRequired;
  else if (draft.title.trim().length > NEWS_UPDATE_TITLE_MAX)
    errors.title = `At most ${NEWS_UPDATE_TITLE_MAX} characters.`;
  if (draft.content.length > NEWS_UPDATE_CONTENT_MAX)
    errors.content = `At most ${NEWS_UPDATE_CONTENT_MAX} characters.`;
  const link = draft.link.trim();
  if (link && !link.startsWith('/') && !/^https?:\/\//i.test(link))
    errors.link = "Enter an http(s) address or a portal path starting with '/'.";
  if (draft.image) {
    if (!(NEWS_IMAGE_TYPES as readonly string[]).includes(draft.image.type))
      errors.file = 'Upload a PNG, JPEG or WebP image.';
    else if (draft.image.size > NEWS_IMAGE_MAX_BYTES) errors.file = 'The image is larger than 2 MB.';
  } else if (creating) errors.file = MESSAGES.fieldRequired;
  return errors;
}

/** An object URL for the chosen file, revoked when it changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

export function NewsUpdateDialog({
  update,
  opened,
  onClose,
}: {
  /** The update to edit; null to create one. */
  update: NewsUpdateDto | null;
  opened: boolean;
  onClose: () => void;
}) {
  const creating = update === null;
  const title = creating ? 'CREATE NEWS UPDATE' : 'EDIT NEWS UPDATE';
  const [draft, setDraft] = useState<NewsUpdateDraft>({
    title: update?.title ?? '',
    content: update?.content ?? '',
    link: update?.link ?? '',
    image: null,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string | null>(null);
  const save = useSaveNewsUpdate();
  const preview = usePreview(draft.image);
  const shownImage = preview ?? update?.image ?? null;

  const set = <K extends keyof NewsUpdateDraft>(key: K, value: NewsUpdateDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    const field = key === 'image' ? 'file' : key;
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft, creating);
    setErrors(found);
    setGeneral(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: update?._id ?? null, draft },
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
      size="lg"
    >
      <form noValidate onSubmit={submit} aria-label={title}>
        <Stack gap="sm">
          <TextInput
            label="TITLE"
            required
            value={draft.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            error={errors.title}
            maxLength={NEWS_UPDATE_TITLE_MAX + 50}
          />
          <Textarea
            label="CONTENT"
            description="Plain text; line breaks are kept."
            autosize
            minRows={4}
            maxRows={10}
            value={draft.content}
            onChange={(e) => set('content', e.currentTarget.value)}
            error={errors.content}
          />
          <TextInput
            label="LINK"
            description="An http(s) address or a portal path such as /help (optional)."
            value={draft.link}
            onChange={(e) => set('link', e.currentTarget.value)}
            error={errors.link}
          />
          <FileInput
            label="IMAGE"
            description={
              creating
                ? 'PNG, JPEG or WebP, at most 2 MB.'
                : 'PNG, JPEG or WebP, at most 2 MB. Leave empty to keep the image.'
            }
            required={creating}
            accept={NEWS_IMAGE_TYPES.join(',')}
            clearable
            clearButtonProps={{ 'aria-label': 'Remove the chosen image' }}
            value={draft.image}
            onChange={(file) => set('image', file)}
            error={errors.file}
          />
          {shownImage && (
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {preview ? 'IMAGE PREVIEW' : 'CURRENT IMAGE'}
              </Text>
              <Image
                src={shownImage}
                alt={preview ? 'Preview of the chosen image' : 'The current image'}
                h={140}
                w="auto"
                fit="contain"
                radius="sm"
              />
            </Stack>
          )}
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
