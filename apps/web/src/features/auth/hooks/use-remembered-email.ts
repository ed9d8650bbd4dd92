import { STORAGE_KEYS } from '@navia/domain/constants';
import { useCallback, useState } from 'react';
import { readStored, removeStored, writeStored } from '../../../lib/storage.ts';

/**
 * REMEMBER ME (hub §2 Login page): only the e-mail address is remembered in this browser. The
 * password is never stored; the longer session comes from the server's cookie (rememberMe).
 */
export function useRememberedEmail() {
  const [rememberedEmail] = useState(() => readStored(STORAGE_KEYS.rememberedEmail) ?? '');
  const saveChoice = useCallback((rememberMe: boolean, email: string) => {
    if (rememberMe) writeStored(STORAGE_KEYS.rememberedEmail, email);
    else removeStored(STORAGE_KEYS.rememberedEmail);
  }, []);
  return { rememberedEmail, saveChoice };
}
