import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** hub §2 Quick record lookup: the panel's frame. The lookup itself arrives with its own issue. */
export function QuickLookupPanel({ className }: { className?: string }) {
  return (
    <Paper component="section" className={className} radius="lg" p="xl" aria-labelledby="quick-lookup-title">
      <Stack gap="sm" align="flex-start">
        <IconSearch size={32} aria-hidden />
        <Title order={2} size="h3" id="quick-lookup-title">
          RUN A QUICK RECORD LOOKUP
        </Title>
        <Text size="sm">
          Look up a shipment by shipment number, house bill or master bill of lading without logging in. This
          lookup is coming soon.
        </Text>
      </Stack>
    </Paper>
  );
}
