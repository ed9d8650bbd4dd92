import { Button, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PROVIDER_NAME } from '@navia/domain/constants';
import { lazy, Suspense, useState } from 'react';

/** The popup and its form load on the first GET IN TOUCH (decision 013: not on the login's first paint). */
const ContactPopup = lazy(() => import('./contact-popup.tsx').then((m) => ({ default: m.ContactPopup })));

/** hub §1-2: the login page's ABOUT section with the product description and Get in touch. */
export function AboutSection({ className }: { className?: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [everOpened, setEverOpened] = useState(false);
  return (
    <Stack component="section" gap="xs" aria-labelledby="about-title" className={className}>
      <Title order={2} size="h5" id="about-title">
        ABOUT
      </Title>
      <Text size="sm">
        {PROVIDER_NAME} is an integrated logistics platform that empowers supply chains: track shipments and
        orders, arrange deliveries and manage invoices in one place.
      </Text>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setEverOpened(true);
          open();
        }}
        w="fit-content"
      >
        GET IN TOUCH
      </Button>
      {everOpened && (
        <Suspense fallback={null}>
          <ContactPopup opened={opened} onClose={close} />
        </Suspense>
      )}
    </Stack>
  );
}
