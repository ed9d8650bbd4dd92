import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PROVIDER_NAME } from '@navia/domain/constants';
import { CONNECT_WELCOME_POPUPS, type ConnectWelcomePopup } from '@navia/domain/contracts/connect-network';
import { useState } from 'react';
import { useDisablePopup, useWelcomePopups } from '../api/network.ts';

/** What each connect welcome popup says (connect §3 connectWelcomePopups). */
const WELCOME_POPUP_TEXT: Record<ConnectWelcomePopup, { title: string; body: string }> = {
  dashboard: {
    title: `WELCOME TO ${PROVIDER_NAME} CONNECT`,
    body: 'Your dashboard shows the contracts waiting for you, the newest contracts, invites to answer, your partners and your latest notifications.',
  },
  contracts: {
    title: 'CONTRACTS',
    body: 'A contract is a purchase order agreed between a buyer and a seller. One side creates it, the other accepts or amends it, the seller confirms the quantities, and the contract follows its goods until they are delivered.',
  },
  sku: {
    title: 'PRODUCTS (SKUs)',
    body: 'Keep your product records in the SKU catalogue: contracts pick their lines from it, your partners see the products you share, and every change is kept in the history.',
  },
  network: {
    title: 'YOUR NETWORK',
    body: 'Invite your suppliers and customers by e-mail. Once they accept, you trade contracts with them and can give them a private nickname.',
  },
  admin: {
    title: 'ADMINISTRATION',
    body: 'Administrators manage users, organisations, trusted parties and invites from the admin tables.',
  },
};

/** Popups already shown in this visit: each shows once, even if the dashboard is opened again. */
const shownThisVisit = new Set<ConnectWelcomePopup>();

/**
 * The connect welcome popups, one after another on the first dashboard visit: closing one disables
 * it for good (PUT disablePopup), so a user who works in connect every day sees the tour once.
 */
export function WelcomePopups() {
  const popups = useWelcomePopups();
  const disable = useDisablePopup();
  const [, rerender] = useState(0);
  const enabled = popups.data?.connectWelcomePopups ?? {};
  const current = CONNECT_WELCOME_POPUPS.find((p) => enabled[p] === true && !shownThisVisit.has(p));
  if (!current) return null;
  const text = WELCOME_POPUP_TEXT[current];

  const close = () => {
    shownThisVisit.add(current);
    disable.mutate(current);
    rerender((n) => n + 1);
  };

  return (
    <Modal opened onClose={close} title={text.title} centered size="md">
      <Stack gap="md">
        <Text>{text.body}</Text>
        <Text size="sm" c="dimmed">
          You will not see this again; /connect/learn explains the workflow at any time.
        </Text>
        <Group justify="flex-end">
          <Button onClick={close}>GOT IT</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** For tests: forget which popups were shown. */
export function resetShownPopups(): void {
  shownThisVisit.clear();
}
