/**
 * /admin/carrierFeeds (issue 11, decision 016; role NA): the DCSA Track & Trace 2.2 feeds carriers
 * publish to, registering a new one, and the events that matched no shipment.
 */
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageSection } from '../../../components/page-section.tsx';
import { FeedsTable } from './feeds-table.tsx';
import { ParkedEventsTable } from './parked-events-table.tsx';
import { RegisterFeedForm } from './register-feed-form.tsx';

export function CarrierFeedsPage() {
  return (
    <Container component="main" size="xl" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Anchor component={Link} to="/admin" size="sm">
            ADMINISTRATION
          </Anchor>
          <Title order={1} size="h2">
            CARRIER FEEDS
          </Title>
          <Text c="dimmed">
            Carriers publish DCSA Track &amp; Trace 2.2 events to a feed’s callback URL, signed with its
            shared secret.
          </Text>
        </Stack>
        <PageSection title="FEEDS">
          <FeedsTable />
        </PageSection>
        <PageSection title="REGISTER FEED">
          <RegisterFeedForm />
        </PageSection>
        <PageSection title="PARKED EVENTS">
          <Text size="sm" c="dimmed">
            Events that matched no shipment by container number, bill of lading or booking reference.
          </Text>
          <ParkedEventsTable />
        </PageSection>
      </Stack>
    </Container>
  );
}
