import { STORAGE_KEYS } from '@navia/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { useCurrentUser } from '../../../lib/auth.ts';
import { readStored, writeStored } from '../../../lib/storage.ts';
import { useRecordCookieChoice } from '../api/record-cookie-choice.ts';

export type CookieChoice = 'accepted' | 'declined';

function storedChoice(): CookieChoice | null {
  const value = readStored(STORAGE_KEYS.cookieChoice);
  return value === 'accepted' || value === 'declined' ? value : null;
}

/**
 * Whether the cookie banner shows, and how a choice is recorded. Logged in: the account's
 * showCookieBanner flag, and the choice is saved on the account. Logged out: the choice is kept in
 * this browser, and carried to the account at the next visit to a logged-in page.
 */
export function useCookieChoice() {
  const { data: user } = useCurrentUser();
  const record = useRecordCookieChoice();
  const [local, setLocal] = useState<CookieChoice | null>(storedChoice);
  const carried = useRef(false);

  const pendingOnAccount = Boolean(user?.showCookieBanner);
  const { mutate } = record;
  useEffect(() => {
    if (!pendingOnAccount || local === null || carried.current) return;
    carried.current = true;
    mutate(local === 'accepted');
  }, [pendingOnAccount, local, mutate]);

  const choose = (choice: CookieChoice) => {
    writeStored(STORAGE_KEYS.cookieChoice, choice);
    setLocal(choice);
    if (user) {
      carried.current = true;
      record.mutate(choice === 'accepted');
    }
  };

  // Logged in: hidden once a choice is on its way to the account, shown again if saving it failed.
  const visible = user
    ? pendingOnAccount && !record.isSuccess && (local === null || record.isError)
    : local === null;
  return { visible, choose, saving: record.isPending, failed: record.isError };
}
