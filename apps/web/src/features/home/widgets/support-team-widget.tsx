/**
 * SUPPORT TEAM (issue 13 item 2; hub §2, §6 roles, §7 getSupportTeam, §9 scroll step): the
 * provider's people looking after the user's organisation group, each with a picture (initials when
 * there is none), name, role (code → meaning), e-mail and phone links. A horizontal list scrolled by
 * the arrows in WIDGET_SCROLL_STEP_PX steps, or by keyboard and touch.
 */
import { ActionIcon, Anchor, Avatar, Text } from '@mantine/core';
import { chatEndpoints } from '@navia/domain/contracts/chat';
import type { Contact } from '@navia/domain/contracts/shipment-detail';
import { WIDGET_SCROLL_STEP_PX } from '@navia/domain/rules/dashboard/widgets';
import { SUPPORT_ROLE_NAMES } from '@navia/domain/rules/support-roles';
import { IconChevronLeft, IconChevronRight, IconMail, IconPhone } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { WidgetFrame, type WidgetState } from '../../../components/dashboard/widget-frame.tsx';
import { callEndpoint } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import type { WidgetProps } from '../../../lib/dashboard-widgets.ts';
import classes from './support-team-widget.module.css';

export const SUPPORT_TEAM_EMPTY_TEXT = 'No support team is assigned to your organisation yet.';

/** The role's meaning (hub §6), or the code itself for a role the spec does not name. */
export function supportRoleName(role: string): string {
  return (SUPPORT_ROLE_NAMES as Record<string, string>)[role] ?? role;
}

/** Up to two initials of a name, for the avatar of a contact without a picture. */
export function supportInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => w?.charAt(0).toUpperCase() ?? '').join('');
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function SupportTeamWidget({ item }: WidgetProps) {
  const { data: user } = useCurrentUser();
  const orgGroupId = user?.orgGroupCode?._id ?? null;
  const query = useQuery({
    queryKey: ['supportTeam', orgGroupId],
    queryFn: ({ signal }) =>
      callEndpoint(chatEndpoints.supportTeam, { params: { orgGroupId: orgGroupId ?? '' } }, { signal }),
    enabled: orgGroupId !== null,
    staleTime: 10 * 60 * 1000,
  });
  const scroller = useRef<HTMLUListElement>(null);
  const scroll = (direction: -1 | 1) =>
    scroller.current?.scrollBy({ left: direction * WIDGET_SCROLL_STEP_PX, behavior: 'smooth' });

  const contacts = query.data?.contacts ?? [];
  const state: WidgetState =
    orgGroupId === null
      ? { status: 'empty', message: SUPPORT_TEAM_EMPTY_TEXT }
      : query.isPending
        ? { status: 'loading' }
        : query.isError
          ? { status: 'error' }
          : contacts.length === 0
            ? { status: 'empty', message: SUPPORT_TEAM_EMPTY_TEXT }
            : { status: 'ready' };

  return (
    <WidgetFrame title={item.componentNameValue} state={state}>
      <div className={classes.wrap}>
        <ActionIcon
          variant="default"
          className={classes.arrow}
          aria-label="Scroll support team left"
          onClick={() => scroll(-1)}
        >
          <IconChevronLeft size={16} aria-hidden />
        </ActionIcon>
        {/* A scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable content */}
        <ul ref={scroller} className={classes.scroller} aria-label="Support team contacts" tabIndex={0}>
          {contacts.map((contact) => (
            <SupportContactCard key={`${contact.Role}-${contact.GS_EmailAddress}`} contact={contact} />
          ))}
        </ul>
        <ActionIcon
          variant="default"
          className={classes.arrow}
          aria-label="Scroll support team right"
          onClick={() => scroll(1)}
        >
          <IconChevronRight size={16} aria-hidden />
        </ActionIcon>
      </div>
    </WidgetFrame>
  );
}

function SupportContactCard({ contact }: { contact: Contact }) {
  const name = contact.GS_FullName;
  return (
    <li className={classes.card}>
      <Avatar src={contact.image} alt="" size={44} radius="xl" color="initials" name={name} aria-hidden>
        {supportInitials(name)}
      </Avatar>
      <Text fw={600} size="sm" className={classes.name}>
        {name}
      </Text>
      <Text size="xs" c="dimmed" tt="uppercase" lh={1.2}>
        {supportRoleName(contact.Role)}
      </Text>
      <Anchor
        href={`mailto:${contact.GS_EmailAddress}`}
        size="xs"
        aria-label={`E-mail ${name}: ${contact.GS_EmailAddress}`}
        title={contact.GS_EmailAddress}
        className={classes.contactLink}
      >
        <IconMail size={12} aria-hidden className={classes.icon} />
        <span className={classes.truncate}>{contact.GS_EmailAddress}</span>
      </Anchor>
      {contact.GS_MobilePhone && (
        <Anchor
          href={telHref(contact.GS_MobilePhone)}
          size="xs"
          aria-label={`Call ${name}: ${contact.GS_MobilePhone}`}
          className={classes.contactLink}
        >
          <IconPhone size={12} aria-hidden className={classes.icon} />
          <span className={classes.truncate}>{contact.GS_MobilePhone}</span>
        </Anchor>
      )}
    </li>
  );
}
