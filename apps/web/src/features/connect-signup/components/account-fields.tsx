import { type PasswordInputProps, TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { PasswordInputField } from './password-input-field.tsx';

/** Under the read-only e-mail: the address is the invite's, the one to log in with. */
const INVITED_EMAIL_NOTE = 'The address your invitation was sent to. You will log in with it.';

/** Under a new password: the rule of newPasswordSchema. */
const NEW_PASSWORD_NOTE = 'At least 10 characters.';

/** Notes go under the box, so side-by-side fields keep their boxes in line however the note wraps. */
const NOTE_BELOW: TextInputProps['inputWrapperOrder'] = ['label', 'input', 'description', 'error'];

/**
 * The invited e-mail, shown and sent, never typed: the server takes only the address the invite was
 * sent to (the link proves that mailbox). 'username' files the new password under it in a password
 * manager. Read-only, not disabled, so it stays focusable and is read out with its note.
 */
export function InvitedEmailField({ ref, ...props }: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      ref={ref}
      label="EMAIL"
      readOnly
      type="email"
      autoComplete="username"
      description={INVITED_EMAIL_NOTE}
      inputWrapperOrder={NOTE_BELOW}
      variant="filled"
      {...props}
    />
  );
}

/** A new password with its rule, for the account created from an invite. */
export function NewPasswordField({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <PasswordInputField
      ref={ref}
      label="PASSWORD"
      description={NEW_PASSWORD_NOTE}
      inputWrapperOrder={NOTE_BELOW}
      required
      autoComplete="new-password"
      {...props}
    />
  );
}
