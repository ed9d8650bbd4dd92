/**
 * /help (hub §2, issue 13): frequently asked questions about the portal's screens, the user's
 * support team (hub §3 Contact, §6 roles), the trading hours of the home country's zone (hub §9) and
 * a contact form (hub §4 contact popup texts and §5 rules: the message is required, sending is
 * blocked while one is on its way, a failure keeps the typed message).
 */
import {
  Accordion,
  Anchor,
  Avatar,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { SUPPORT_ROLE_NAMES } from '@navia/domain/rules/support-roles';
import { checkTradingHours, tradingHoursNotice, tradingZoneOf } from '@navia/domain/rules/trading-hours';
import { useState } from 'react';
import { Link } from 'react-router';
import { ContactForm } from '../../../components/contact-form.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { formatDateTime, localeOf } from '../../../lib/locale.ts';
import { useSupportTeam } from '../api/help.ts';
import { FAQ } from './faq.ts';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

function SupportTeam({ user }: { user: CurrentUser }) {
  const team = useSupportTeam(user.orgGroupCode?._id ?? null);
  if (!user.orgGroupCode) return <Text size="sm">Your account has no organisation: use the form below.</Text>;
  if (team.isPending)
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading the support team">
        <Skeleton height={48} />
        <Skeleton height={48} />
      </Stack>
    );
  if (team.isError)
    return (
      <Text size="sm" c="red" role="alert">
        {MESSAGES.somethingWentWrong}. Please try again later.
      </Text>
    );
  if (team.data.length === 0) return <Text size="sm">No support contacts yet: use the form below.</Text>;
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      spacing="sm"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {team.data.map((contact) => (
        <Group
          component="li"
          key={`${contact.Role}-${contact.GS_EmailAddress}`}
          wrap="nowrap"
          align="flex-start"
          gap="sm"
        >
          <Avatar src={contact.image} alt="" radius="xl" color="blue">
            {initials(contact.GS_FullName)}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="sm">
              {contact.GS_FullName}
            </Text>
            <Text size="xs" c="dimmed">
              {SUPPORT_ROLE_NAMES[contact.Role as keyof typeof SUPPORT_ROLE_NAMES] ?? contact.Role}
            </Text>
            <Anchor href={`mailto:${contact.GS_EmailAddress}`} size="sm" style={{ wordBreak: 'break-all' }}>
              {contact.GS_EmailAddress}
            </Anchor>
            {contact.GS_MobilePhone && (
              <Text size="sm">
                <Anchor href={`tel:${contact.GS_MobilePhone.replace(/[^\d+]/g, '')}`}>
                  {contact.GS_MobilePhone}
                </Anchor>
              </Text>
            )}
          </div>
        </Group>
      ))}
    </SimpleGrid>
  );
}

function TradingHours({ user }: { user: CurrentUser }) {
  const [now] = useState(() => new Date());
  const zone = tradingZoneOf(user.homeCountry);
  const { open } = checkTradingHours(now, user.homeCountry);
  return (
    <Stack gap={4}>
      <Text fw={700}>{tradingHoursNotice(zone)}</Text>
      <Text size="sm">
        Your home country's zone ({zone.timeZone.replace('_', ' ')}). Now there:{' '}
        {formatDateTime(now, localeOf(user.language), { timeZone: zone.timeZone })},{' '}
        {open ? 'the team is working.' : 'the team is closed; messages are answered on the next working day.'}
      </Text>
      <Text size="xs" c="dimmed">
        Change your home country in{' '}
        <Anchor component={Link} to="/settings#region">
          SETTINGS
        </Anchor>
        . Public holidays are closed.
      </Text>
    </Stack>
  );
}

export function HelpPage() {
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return (
    <Container component="main" size="lg" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          HELP
        </Title>
        <PageSection title="FREQUENTLY ASKED QUESTIONS">
          <Accordion variant="separated" chevronPosition="right">
            {FAQ.map((entry) => (
              <Accordion.Item key={entry.id} value={entry.id}>
                <Accordion.Control>{entry.question}</Accordion.Control>
                <Accordion.Panel>
                  <Text size="sm">{entry.answer}</Text>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </PageSection>
        <PageSection title="YOUR SUPPORT TEAM">
          <SupportTeam user={user} />
        </PageSection>
        <PageSection title="TRADING HOURS">
          <TradingHours user={user} />
        </PageSection>
        <PageSection title="CONTACT US">
          <ContactForm label="Contact the team" sender={{ name: user.fullname, email: user.email }} />
        </PageSection>
      </Stack>
    </Container>
  );
}
