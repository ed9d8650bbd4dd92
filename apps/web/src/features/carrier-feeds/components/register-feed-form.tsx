/**
 * REGISTER FEED (issue 11, decision 016): a name and the secret shared with the carrier (at least
 * 32 characters; GENERATE makes one), checked with the contract's own schema. On success the new
 * feed's callback URL is shown with a copy button: the admin gives it and the secret to the carrier.
 * The secret is never shown again (the server does not return it), so the form is emptied.
 *
 * Errors: the schema's and the server's 400 field issues under their fields; anything else the
 * generic text (hub §8). A failed submit keeps what was typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Code, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import {
  type carrierFeedSchema,
  type RegisterFeedBody,
  registerFeedBodySchema,
} from '@navia/domain/contracts/carrier-events';
import { MESSAGES } from '@navia/domain/errors';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CopyValueButton } from '../../../components/copy-value-button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { useRegisterFeed } from '../api/carrier-feeds.ts';
import { generateFeedSecret } from '../rules/feed-secret.ts';

type RegisterFeedValues = z.output<typeof registerFeedBodySchema>;
type CarrierFeed = z.output<typeof carrierFeedSchema>;

export const SECRET_NOTE = 'Give the carrier the callback URL and this secret. It is not shown again.';

const FORM_FIELDS = ['name', 'secret'] as const satisfies readonly (keyof RegisterFeedBody)[];
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (field: string): field is FormField => (FORM_FIELDS as readonly string[]).includes(field);

const emptyForm: RegisterFeedBody = { name: '', secret: '' };

function RegisteredFeed({ feed, onDismiss }: { feed: CarrierFeed; onDismiss: () => void }) {
  return (
    <Alert
      color="green"
      variant="light"
      role="status"
      title={`FEED REGISTERED: ${feed.name}`}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onDismiss}
    >
      <Stack gap="xs">
        <Text size="sm">Its callback URL, for the carrier with the secret:</Text>
        <Group gap="xs" wrap="nowrap" align="center">
          <Code
            block
            fz="sm"
            fw={700}
            style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            aria-label="Callback URL"
          >
            {feed.callbackUrl}
          </Code>
          <CopyValueButton value={feed.callbackUrl} label="Copy the new callback URL" />
        </Group>
      </Stack>
    </Alert>
  );
}

export function RegisterFeedForm() {
  const registerFeed = useRegisterFeed();
  const [registered, setRegistered] = useState<CarrierFeed | null>(null);
  const form = useForm<RegisterFeedBody, unknown, RegisterFeedValues>({
    resolver: zodResolver(registerFeedBodySchema, requiredWhenEmpty),
    defaultValues: emptyForm,
  });
  const { errors, isSubmitted } = form.formState;
  const secret = useWatch({ control: form.control, name: 'secret' });

  const onSubmit = form.handleSubmit(async (values) => {
    setRegistered(null);
    try {
      const feed = await registerFeed.mutateAsync(values);
      setRegistered(feed);
      form.reset(emptyForm);
    } catch (error) {
      // A 400 names the fields it refused; those go under their fields, anything else is generic.
      const issues = isApiError(error) && error.status === 400 ? error.issues : [];
      const fieldIssues = issues.flatMap(({ field, message }) =>
        isFormField(field) ? [{ field, message }] : [],
      );
      for (const { field, message } of fieldIssues) form.setError(field, { type: 'server', message });
      if (fieldIssues.length === 0) form.setError('root.server', { message: MESSAGES.genericSubmit });
    }
  });

  const generate = () =>
    form.setValue('secret', generateFeedSecret(), { shouldDirty: true, shouldValidate: isSubmitted });

  return (
    <Stack gap="md">
      {registered && <RegisteredFeed feed={registered} onDismiss={() => setRegistered(null)} />}
      <form onSubmit={onSubmit} noValidate aria-label="Register feed">
        <Stack gap="md" maw={560}>
          <TextInput
            label="NAME"
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <Stack gap={6}>
            <PasswordInput
              label="SHARED SECRET"
              description={SECRET_NOTE}
              autoComplete="new-password"
              spellCheck={false}
              visibilityToggleFocusable
              visibilityToggleButtonProps={{ 'aria-label': 'Show secret' }}
              error={errors.secret?.message}
              {...form.register('secret')}
            />
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={generate}>
                GENERATE
              </Button>
              <CopyValueButton value={secret} label="Copy the secret" text="COPY" />
            </Group>
          </Stack>
          {errors.root?.server && (
            <Alert color="red" variant="light" role="alert" py="xs">
              {errors.root.server.message}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={registerFeed.isPending}>
              REGISTER FEED
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
