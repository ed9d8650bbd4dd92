/**
 * /help (hub §2, issue 13): frequently asked questions about the portal's screens, the user's
 * support team (hub §3 Contact, §6 roles), the trading hours of the home country's zone (hub §9) and
 * a contact form (hub §4 contact popup texts and §5 rules: the message is required, sending is
 * blocked while one is on its way, a failure keeps the typed message).
 */
import {
  Accordion,
  Alert,
  Anchor,
  Avatar,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { SUPPORT_ROLE_NAMES } from '@navia/domain/contracts/shipment-detail';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { checkTradingHours, tradingHoursNotice, tradingZoneOf } from '@navia/domain/rules/trading-hours';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { formatDateTime, localeOf } from '../../../lib/locale.ts';
import { useSendHelpMessage, useSupportTeam } from '../api/help.ts';
import { FAQ } from './faq.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="md">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

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

function ContactForm({ user }: { user: CurrentUser }) {
  const send = useSendHelpMessage();
  const [message, setMessage] = useState('');
  const [missing, setMissing] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    if (message.trim() === '') {
      setMissing(true);
      return;
    }
    send.mutate(
      { name: user.fullname, email: user.email, message: message.trim() },
      { onSuccess: () => setMessage('') },
    );
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Contact the team">
      <Stack gap="sm">
        <Text size="sm">We reply to {user.email}.</Text>
        <Textarea
          label="MESSAGE"
          withAsterisk
          autosize
          minRows={4}
          maxRows={10}
          maxLength={5000}
          value={message}
          onChange={(event) => {
            setMessage(event.currentTarget.value);
            if (missing) setMissing(false);
          }}
          error={missing ? 'This field is required.' : undefined}
        />
        <div aria-live="polite">
          {send.isSuccess && (
            <Alert color="green" variant="light">
              {MESSAGES.contactSent}
            </Alert>
          )}
          {send.isError && (
            <Alert color="red" variant="light" role="alert">
              {MESSAGES.contactSendFailed}
            </Alert>
          )}
        </div>
        <Group>
          <Button type="submit" loading={send.isPending} disabled={send.isPending}>
            SEND
          </Button>
        </Group>
      </Stack>
    </form>
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
        <Section title="FREQUENTLY ASKED QUESTIONS">
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
        </Section>
        <Section title="YOUR SUPPORT TEAM">
          <SupportTeam user={user} />
        </Section>
        <Section title="TRADING HOURS">
          <TradingHours user={user} />
        </Section>
        <Section title="CONTACT US">
          <ContactForm user={user} />
        </Section>
      </Stack>
    </Container>
  );
}
