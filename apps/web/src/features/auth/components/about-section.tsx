import { Button, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { PROVIDER_NAME } from '@navia/domain/constants';
import { ContactPopup } from './contact-popup.tsx';

/** hub §1-2: the login page's ABOUT section with the product description and Get in touch. */
export function AboutSection({ className }: { className?: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <Stack component="section" gap="xs" aria-labelledby="about-title" className={className}>
      <Title order={2} size="h5" id="about-title">
        ABOUT
      </Title>
      <Text size="sm">
        {PROVIDER_NAME} is an integrated logistics platform that empowers supply chains: track shipments and
        orders, arrange deliveries and manage invoices in one place.
      </Text>
      <Button variant="outline" size="sm" onClick={open} w="fit-content">
        GET IN TOUCH
      </Button>
      <ContactPopup opened={opened} onClose={close} />
    </Stack>
  );
}
