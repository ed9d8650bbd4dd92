import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';

/**
 * A password input whose show/hide toggle is reachable by keyboard and named for screen readers, and
 * whose input says it is invalid while it shows an error (Mantine's PasswordInput leaves it out).
 */
export function PasswordInputField({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <PasswordInput
      ref={ref}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
