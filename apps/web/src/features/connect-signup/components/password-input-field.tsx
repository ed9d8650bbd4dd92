import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { Ref } from 'react';

/** A password input whose show/hide toggle is reachable by keyboard and named for screen readers. */
export function PasswordInputField({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <PasswordInput
      ref={ref}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': 'Show password' }}
      {...props}
    />
  );
}
