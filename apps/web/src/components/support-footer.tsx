import { Anchor, Group, Stack, Text } from '@mantine/core';
import { SUPPORT_CONTACT } from '@navia/domain/constants';
import { IconMail, IconPhone } from '@tabler/icons-react';

/** hub §2: error pages show NEED SUPPORT? / Enquire with the support phone and information e-mail. */
export function SupportFooter() {
  const tel = SUPPORT_CONTACT.phone.replace(/\s+/g, '');
  return (
    <Stack component="footer" gap={4} align="center" aria-label="Support" mt="xl">
      <Text fw={700} size="sm">
        NEED SUPPORT?
      </Text>
      <Group gap="lg" justify="center">
        <Anchor href={`tel:${tel}`} size="sm">
          <Group gap={6} component="span">
            <IconPhone size={16} aria-hidden />
            {SUPPORT_CONTACT.phone}
          </Group>
        </Anchor>
        <Anchor href={`mailto:${SUPPORT_CONTACT.email}`} size="sm">
          <Group gap={6} component="span">
            <IconMail size={16} aria-hidden />
            Enquire: {SUPPORT_CONTACT.email}
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}
