/**
 * A 6-digit authentication code and one action button: confirming the set-up, new recovery codes,
 * turning two-factor sign-in off. The field says what is wrong; the code is cleared after a refusal.
 */
import { Button, Group, TextInput } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import {
  normaliseTotpCode,
  TOTP_CODE_PATTERN,
  TWO_FACTOR_TEXTS,
} from '@navia/domain/rules/two-factor/two-factor';
import { type FormEvent, useState } from 'react';
import { failureText } from '../../../lib/failure-text.ts';

type CodeFormProps = {
  /** The form's accessible name, e.g. 'CONFIRM THE SET-UP'. */
  name: string;
  action: string;
  pending: boolean;
  color?: string;
  onCode: (code: string, onRefused: (error: unknown) => void) => void;
};

export function CodeForm({ name, action, pending, color, onCode }: CodeFormProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseTotpCode(typed);
    if (code === '') return setError(MESSAGES.fieldRequired);
    if (!TOTP_CODE_PATTERN.test(code)) return setError(TWO_FACTOR_TEXTS.codeFormat);
    setError(null);
    onCode(code, (refusal) => {
      setTyped('');
      setError(failureText(refusal));
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={name}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={TWO_FACTOR_TEXTS.stepTitle}
          description={TWO_FACTOR_TEXTS.codeHint}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={7}
          w={{ base: '100%', xs: 260 }}
          styles={{ input: { letterSpacing: '0.2em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <Button type="submit" loading={pending} color={color} mt={{ base: 0, xs: 46 }}>
          {action}
        </Button>
      </Group>
    </form>
  );
}
