import { ActionIcon, Box, Button, Group } from '@mantine/core';
import { PROVIDER_NAME } from '@navia/domain/constants';
import type { CurrentUser } from '@navia/domain/contracts/user';
import {
  HUB_ROUTE_RULES,
  hasAccess,
  hasConnectAccess,
  hasHubAccess,
  isAtLeast,
} from '@navia/domain/rules/access';
import { toAccessSubject } from '@navia/domain/rules/access-subject';
import { type Area, areaForPath, guardHubRoute } from '@navia/domain/rules/navigation';
import {
  IconAddressBook,
  IconArrowsExchange,
  IconBook,
  IconBuildingSkyscraper,
  IconChevronDown,
  IconFileDescription,
  IconHome,
  IconInbox,
  IconLayoutDashboard,
  IconLink,
  IconLogout,
  IconMessages,
  IconMoon,
  IconPackage,
  IconReceipt,
  IconReportMoney,
  IconSearch,
  IconSettings,
  IconSun,
  IconTruckDelivery,
  IconUserCircle,
  IconUserCog,
  IconUsersGroup,
} from '@tabler/icons-react';
import { type ComponentProps, type ComponentType, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../../components/brand-mark.tsx';
import { DeferredTooltip, WithFloating } from '../../components/floating/deferred-floating.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';
import { useUpdateTheme } from '../../features/preferences/api/update-theme.ts';
import { ThemeToggle } from '../../features/preferences/components/theme-toggle.tsx';
import { useSignOut } from '../../lib/auth.ts';
import { HeaderSearch } from './header-search.tsx';
import classes from './nav-bar.module.css';

/**
 * `section`: the link is current on every path under it (a search page has many keys). On small
 * screens an `icon` stands in for the label, and items marked `menuOnSmall` move into the account
 * menu (as the area switch does), so the bar never runs under the account menu.
 */
type NavItem = {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  section?: string;
  menuOnSmall?: boolean;
  /**
   * Wider bars hold more links: below this breakpoint the link moves into the account menu
   * (`always`: it lives there). Overrides `menuOnSmall`.
   */
  menuBelow?: 'lg' | 'xl' | 'always';
};

type Breakpoint = 'sm' | 'lg' | 'xl';

/** From which width an item's link is on the bar (null: always; 'never': only in the account menu). */
function barFrom(item: NavItem): Breakpoint | 'never' | null {
  if (item.menuBelow === 'always') return 'never';
  return item.menuBelow ?? (item.menuOnSmall ? 'sm' : null);
}

/**
 * The connect area's links (connect §2). Every connect user may use the dashboard, contracts, SKUs,
 * trusted parties, organisations and learn; the admin tables are for the ADMIN level of connect §6
 * (staff, TPADMIN, CA). The bar holds as many as its width allows; the rest, and LEARN always, are
 * in the account menu.
 */
function connectNavItemsFor(user: CurrentUser): NavItem[] {
  const items: NavItem[] = [
    { to: '/connect/dashboard', label: 'DASHBOARD', icon: IconLayoutDashboard },
    {
      to: '/connect/contracts',
      label: 'CONTRACTS',
      icon: IconFileDescription,
      section: '/connect/contracts',
    },
    { to: '/connect/sku', label: 'SKU', icon: IconPackage, section: '/connect/sku' },
    {
      to: '/connect/trustedparty',
      label: 'TRUSTED PARTIES',
      icon: IconAddressBook,
      section: '/connect/trustedparty',
      menuBelow: 'lg',
    },
    {
      to: '/connect/organisations',
      label: 'ORGANISATIONS',
      icon: IconBuildingSkyscraper,
      section: '/connect/organisations',
      menuBelow: 'xl',
    },
  ];
  if (isAtLeast(user.type, 'ADMIN'))
    items.push({
      to: '/connect/admin',
      label: 'ADMIN',
      icon: IconUsersGroup,
      section: '/connect/admin',
      menuBelow: 'xl',
    });
  items.push({ to: '/connect/learn', label: 'LEARN', icon: IconBook, menuBelow: 'always' });
  return items;
}

const visibleFromProps = (from: Breakpoint | 'never' | null) =>
  from && from !== 'never' ? { visibleFrom: from } : {};
/** The account menu's entry hides where the bar shows the link. */
const hiddenFromProps = (from: Breakpoint | 'never' | null) =>
  from && from !== 'never' ? { hiddenFrom: from } : {};

/** Only screens that exist are linked; routes whose screens come with later issues stay unlinked. */
function navItemsFor(user: CurrentUser, area: Area): NavItem[] {
  if (area === 'connect') return connectNavItemsFor(user);
  const subject = toAccessSubject(user);
  const items: NavItem[] = [{ to: '/', label: 'HOME', icon: IconHome }];
  if (hasAccess(subject, HUB_ROUTE_RULES.tracking))
    items.push({ to: '/tracking/All', label: 'TRACKING', icon: IconSearch, section: '/tracking/' });
  if (hasAccess(subject, HUB_ROUTE_RULES.delivery))
    items.push({ to: '/delivery/All', label: 'DELIVERIES', icon: IconTruckDelivery, section: '/delivery/' });
  // issue 18: quotes (the user's quotes, and GET A QUOTE from there) and bookings. The bar keeps its
  // width: the later links move into the account menu on narrower screens (staff have the most).
  if (hasAccess(subject, HUB_ROUTE_RULES.quotes))
    items.push({
      to: '/quotes',
      label: 'QUOTES',
      icon: IconFileDescription,
      section: '/quotes',
      menuBelow: 'xl',
    });
  if (hasAccess(subject, HUB_ROUTE_RULES.bookings))
    items.push({
      to: '/bookings',
      label: 'BOOKINGS',
      icon: IconPackage,
      section: '/bookings',
      menuBelow: 'xl',
    });
  if (hasAccess(subject, HUB_ROUTE_RULES.payments))
    items.push({
      to: '/payments/All',
      label: 'PAYMENTS',
      icon: IconReceipt,
      section: '/payments/',
      menuBelow: 'lg',
    });
  if (hasAccess(subject, HUB_ROUTE_RULES.criticalChain))
    items.push({
      to: '/criticalChain',
      label: 'CRITICAL CHAIN',
      icon: IconLink,
      section: '/criticalChain',
      menuBelow: 'always',
    });
  if (hasAccess(subject, HUB_ROUTE_RULES.adminOverview))
    items.push({ to: '/admin', label: 'ADMIN', icon: IconSettings, menuBelow: 'lg' });
  return items;
}

/**
 * Chat (issue 12), an icon beside the bell so that the bar keeps its width: staff answer customers
 * in the chat inbox; everyone else has the general chat with the provider.
 */
function chatLinkFor(user: CurrentUser, area: Area): Pick<NavItem, 'to' | 'label' | 'icon'> | null {
  if (area === 'connect') return null;
  // connect §4: chat is disabled while an admin views the portal as an organisation.
  if (user.viewAs?.kind === 'ORG_GROUP') return null;
  const subject = toAccessSubject(user);
  if (hasAccess(subject, HUB_ROUTE_RULES.chatInbox))
    return { to: '/chat/inbox', label: 'CHAT INBOX', icon: IconInbox };
  return { to: '/messages', label: 'MESSAGES', icon: IconMessages };
}

/** The area switch (hub §2): offered to users who may use both areas. */
function areaSwitchFor(user: CurrentUser, area: Area): Pick<NavItem, 'to' | 'label'> | null {
  const subject = toAccessSubject(user);
  if (!hasHubAccess(subject) || !hasConnectAccess(subject)) return null;
  return area === 'connect'
    ? { to: '/', label: `${PROVIDER_NAME} HUB` }
    : { to: '/connect/dashboard', label: `${PROVIDER_NAME} CONNECT` };
}

/**
 * The account menu's button: the user's name, and an icon on small screens. Menu.Target gives it
 * its ref and handlers as props (React 19).
 */
function AccountButton({ user, ...props }: { user: CurrentUser } & ComponentProps<'button'>) {
  return (
    <Button
      variant="subtle"
      color="gray"
      px="xs"
      leftSection={<IconUserCircle size={20} aria-hidden />}
      rightSection={
        <Box component="span" visibleFrom="sm" display="flex">
          <IconChevronDown size={14} aria-hidden />
        </Box>
      }
      aria-label={`Account menu for ${user.fullname}`}
      {...props}
    >
      <span className={classes.userName}>{user.fullname}</span>
    </Button>
  );
}

/** The search pages have their own search bar (hub §2 "Search bar behaviour"). */
const SEARCH_PAGES = ['/tracking/', '/delivery/', '/criticalChain'];

/** The bar at the top of logged-in pages. On small screens the area switch moves into the account menu. */
export function NavBar({ user }: { user: CurrentUser }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const area = areaForPath(pathname);
  const signOut = useSignOut();
  const home = area === 'connect' ? '/connect/dashboard' : '/';
  const areaSwitch = areaSwitchFor(user, area);
  const items = navItemsFor(user, area);
  const chatLink = chatLinkFor(user, area);
  const updateTheme = useUpdateTheme();
  const [menuOpened, setMenuOpened] = useState(false);
  const nextTheme = user.theme === 'dark' ? 'light' : 'dark';
  // /settings is a hub screen: offered to whoever its guard lets in.
  const offersSettings = guardHubRoute(toAccessSubject(user), HUB_ROUTE_RULES.loggedIn, '/settings').allow;
  // Reconciliation (issue 14): staff reconcile every group's settlements, a client admin sees its own.
  // issue 15: a client admin manages their own organisation group (its users and API credentials).
  const organisationLink =
    area === 'hub' && user.type === 'CA' && user.orgGroupCode ? `/org/${user.orgGroupCode._id}` : null;
  const reconciliationLink =
    area !== 'hub'
      ? null
      : hasAccess(toAccessSubject(user), HUB_ROUTE_RULES.admin)
        ? '/admin/reconciliation'
        : hasAccess(toAccessSubject(user), HUB_ROUTE_RULES.accountReconciliation)
          ? '/account/reconciliation'
          : null;

  return (
    <header className={classes.bar}>
      <nav className={classes.nav} aria-label="Main">
        <Link
          to={home}
          className={classes.brand}
          aria-label={`${PROVIDER_NAME} ${area === 'connect' ? 'Connect' : 'Hub'} home`}
        >
          <BrandMark area={area} size={22} compact />
        </Link>
        <ul className={classes.links}>
          {items
            .filter((item) => barFrom(item) !== 'never')
            .map((item) => {
              const content = (
                <>
                  <Box component="span" visibleFrom="sm">
                    {item.label}
                  </Box>
                  <Box component="span" hiddenFrom="sm" display="flex">
                    <item.icon size={20} aria-hidden />
                  </Box>
                </>
              );
              return (
                <Box component="li" key={item.to} {...visibleFromProps(barFrom(item))}>
                  {item.section ? (
                    <Link
                      to={item.to}
                      className={classes.link}
                      aria-label={item.label}
                      aria-current={pathname.startsWith(item.section) ? 'page' : undefined}
                    >
                      {content}
                    </Link>
                  ) : (
                    <NavLink to={item.to} end className={classes.link} aria-label={item.label}>
                      {content}
                    </NavLink>
                  )}
                </Box>
              );
            })}
        </ul>
      </nav>
      <Group gap="xs" wrap="nowrap">
        {area === 'hub' && !SEARCH_PAGES.some((p) => pathname.startsWith(p)) && <HeaderSearch user={user} />}
        {areaSwitch && (
          <Button
            component={Link}
            to={areaSwitch.to}
            variant="light"
            size="xs"
            visibleFrom="sm"
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            aria-label={`Switch to ${areaSwitch.label}`}
          >
            {areaSwitch.label}
          </Button>
        )}
        {chatLink && (
          <DeferredTooltip label={chatLink.label}>
            <ActionIcon
              component={Link}
              to={chatLink.to}
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={chatLink.label}
              aria-current={pathname === chatLink.to ? 'page' : undefined}
            >
              <chatLink.icon size={20} aria-hidden />
            </ActionIcon>
          </DeferredTooltip>
        )}
        <NotificationBell />
        {/* On small screens the theme switch moves into the account menu, so the bar keeps its width. */}
        <Box visibleFrom="sm">
          <ThemeToggle />
        </Box>
        {/* The menu loads after the first paint (decision 031); a click before then opens it on arrival. */}
        <WithFloating
          fallback={
            <AccountButton
              user={user}
              aria-haspopup="menu"
              aria-expanded={menuOpened}
              onClick={() => setMenuOpened(true)}
            />
          }
        >
          {({ Menu }) => (
            <Menu position="bottom-end" withinPortal opened={menuOpened} onChange={setMenuOpened}>
              <Menu.Target>
                <AccountButton user={user} />
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{user.email}</Menu.Label>
                {items
                  .filter((item) => barFrom(item) !== null)
                  .map((item) => (
                    <Menu.Item
                      key={item.to}
                      {...hiddenFromProps(barFrom(item))}
                      leftSection={<item.icon size={16} aria-hidden />}
                      onClick={() => navigate(item.to)}
                    >
                      {item.label}
                    </Menu.Item>
                  ))}
                {areaSwitch && (
                  <Menu.Item
                    hiddenFrom="sm"
                    leftSection={<IconArrowsExchange size={16} aria-hidden />}
                    onClick={() => navigate(areaSwitch.to)}
                  >
                    {`SWITCH TO ${areaSwitch.label}`}
                  </Menu.Item>
                )}
                <Menu.Item
                  hiddenFrom="sm"
                  leftSection={
                    nextTheme === 'dark' ? (
                      <IconMoon size={16} aria-hidden />
                    ) : (
                      <IconSun size={16} aria-hidden />
                    )
                  }
                  onClick={() => updateTheme.mutate(nextTheme)}
                >
                  {`SWITCH TO ${nextTheme.toUpperCase()} THEME`}
                </Menu.Item>
                {organisationLink && (
                  <Menu.Item
                    leftSection={<IconBuildingSkyscraper size={16} aria-hidden />}
                    onClick={() => navigate(organisationLink)}
                  >
                    MY ORGANISATION
                  </Menu.Item>
                )}
                {reconciliationLink && (
                  <Menu.Item
                    leftSection={<IconReportMoney size={16} aria-hidden />}
                    onClick={() => navigate(reconciliationLink)}
                  >
                    RECONCILIATION
                  </Menu.Item>
                )}
                {offersSettings && (
                  <Menu.Item
                    leftSection={<IconUserCog size={16} aria-hidden />}
                    onClick={() => navigate('/settings')}
                  >
                    SETTINGS
                  </Menu.Item>
                )}
                <Menu.Item
                  leftSection={<IconLogout size={16} aria-hidden />}
                  onClick={() => signOut.mutate(area)}
                  disabled={signOut.isPending}
                >
                  LOG OUT
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </WithFloating>
      </Group>
    </header>
  );
}
