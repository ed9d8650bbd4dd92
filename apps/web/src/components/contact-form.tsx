import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  type ContactMessageBody,
  contactMessageBodySchema,
  supportEndpoints,
} from '@navia/domain/contracts/support';
import { MESSAGES } from '@navia/domain/errors';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { callEndpoint } from '../lib/api-client.ts';
import { requiredWhenEmpty } from '../lib/required-when-empty.ts';

type ContactMessage = z.output<typeof contactMessageBodySchema>;

/**
 * A message to the provider team (POST /api/services/contact; hub §4 contact popup texts, §5: the
 * message is required, sending is blocked while one is on its way, a failure keeps what was typed).
 * Signed out (the ABOUT section's Get in touch popup), the sender types a name and e-mail; signed in
 * (/help), `sender` is the user, named in place of those fields.
 */
export function ContactForm({
  label,
  sender,
}: {
  /** The form's accessible name. */
  label: string;
  sender?: { name: string; email: string };
}) {
  const send = useMutation({
    mutationFn: (body: ContactMessage) => callEndpoint(supportEndpoints.contact, { body }),
  });
  const form = useForm<ContactMessageBody, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageBodySchema, requiredWhenEmpty),
    defaultValues: { name: sender?.name ?? '', email: sender?.email ?? '', message: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    if (send.isPending) return;
    send.mutate(values, { onSuccess: () => form.reset() });
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="sm">
        {sender ? (
          <Text size="sm">We reply to {sender.email}.</Text>
        ) : (
          <>
            <TextInput
              label="NAME"
              autoComplete="name"
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextInput
              label="EMAIL"
              type="email"
              autoComplete="email"
              error={errors.email?.message}
              {...form.register('email')}
            />
          </>
        )}
        <Textarea
          label="MESSAGE"
          withAsterisk
          autosize
          minRows={4}
          maxRows={10}
          maxLength={5000}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <div aria-live="polite">
          {send.isSuccess && (
            <Alert color="green" variant="light">
              {MESSAGES.contactSent}
            </Alert>
          )}
          {send.isError && (
            <Alert color="red" variant="light" role="alert">
              {MESSAGES.contactSendFailed}
            </Alert>
          )}
        </div>
        <Group>
          <Button type="submit" loading={send.isPending} disabled={send.isPending}>
            SEND
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
