/**
 * /connect/admin/:tab? (connect §2, §6): the connect admin tables, USERS, ORGANISATIONS, TRUSTED
 * PARTIES and INVITES, the tab in the URL. Each tab loads only when opened.
 */
import { Container, Stack, Tabs, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { seesAdminColumns } from '../rules/connect-permissions.ts';
import { ADMIN_TABS, type AdminTab, adminTabPath } from '../rules/network-paths.ts';

/** Each tab loads when it is opened: the first paint carries only the open tab (decision 013). */
const AdminUsersTab = lazy(() => import('./admin-users-tab.tsx').then((m) => ({ default: m.AdminUsersTab })));
const AdminOrganisationsTab = lazy(() =>
  import('./admin-organisations-tab.tsx').then((m) => ({ default: m.AdminOrganisationsTab })),
);
const AdminTrustedPartiesTab = lazy(() =>
  import('./admin-trusted-parties-tab.tsx').then((m) => ({ default: m.AdminTrustedPartiesTab })),
);
const AdminInvitesTab = lazy(() =>
  import('./admin-invites-tab.tsx').then((m) => ({ default: m.AdminInvitesTab })),
);

const TAB_LABELS: Record<AdminTab, string> = {
  users: 'USERS',
  organisations: 'ORGANISATIONS',
  trustedparties: 'TRUSTED PARTIES',
  invites: 'INVITES',
};

const isAdminTab = (value: string | undefined): value is AdminTab => ADMIN_TABS.some((t) => t === value);

export function ConnectAdminPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  if (!me) return <PageLoader />;
  if (!isAdminTab(tab)) return <Navigate to={adminTabPath('users')} replace />;
  const admin = seesAdminColumns(me.type);

  return (
    <Container component="main" size="100%" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="sm">
        <Title order={1} size="h3">
          CONNECT ADMIN
        </Title>
        <Tabs
          value={tab}
          onChange={(next) => isAdminTab(next ?? undefined) && navigate(adminTabPath(next as AdminTab))}
        >
          <Tabs.List>
            {ADMIN_TABS.map((t) => (
              <Tabs.Tab key={t} value={t}>
                {TAB_LABELS[t]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Suspense fallback={<PageLoader />}>
            <Tabs.Panel value="users" pt="md">
              {tab === 'users' && <AdminUsersTab me={me} />}
            </Tabs.Panel>
            <Tabs.Panel value="organisations" pt="md">
              {tab === 'organisations' && <AdminOrganisationsTab admin={admin} />}
            </Tabs.Panel>
            <Tabs.Panel value="trustedparties" pt="md">
              {tab === 'trustedparties' && <AdminTrustedPartiesTab admin={admin} />}
            </Tabs.Panel>
            <Tabs.Panel value="invites" pt="md">
              {tab === 'invites' && <AdminInvitesTab />}
            </Tabs.Panel>
          </Suspense>
        </Tabs>
      </Stack>
    </Container>
  );
}
