import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { type ContactMessageBody, contactMessageBodySchema } from '@navia/domain/contracts/support';
import { MESSAGES } from '@navia/domain/errors';
import { useForm } from 'react-hook-form';
import { requiredWhenEmpty } from '../../../lib/form-resolver.ts';
import { type ContactMessage, useSendContactMessage } from '../api/contact.ts';

/**
 * The ABOUT section's Get in touch popup (hub §2, §4 "Contact popup", §5): the message must not be
 * empty and sending is blocked while a message is on its way.
 */
export function ContactPopup({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const send = useSendContactMessage();
  const form = useForm<ContactMessageBody, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageBodySchema, requiredWhenEmpty),
    defaultValues: { name: '', email: '', message: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (send.isPending) return;
    send.mutate(values, { onSuccess: () => form.reset() });
  });

  const close = () => {
    send.reset();
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="GET IN TOUCH"
      centered
      size="md"
      styles={{ title: { fontWeight: 700 } }}
    >
      <form onSubmit={onSubmit} noValidate aria-label="Get in touch">
        <Stack gap="sm">
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
          <Textarea
            label="MESSAGE"
            withAsterisk
            autosize
            minRows={4}
            maxRows={10}
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
          <Button type="submit" loading={send.isPending} disabled={send.isPending}>
            SEND
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
