/**
 * /org/:key (issue 15; key = the organisation group's uuid): the group's page. Staff see any group,
 * a client admin (CA) their own; anyone else goes to /nopermission, and a group the caller cannot
 * see reads as not found (the server answers 404 for both). Tabs OVERVIEW (the group and its
 * organisations with their addresses), USERS and API (panels other features own, given by the
 * route table), and SETTINGS; the tab is in the URL (?tab=). Admins (NA, NSU) may VIEW AS the
 * group's client admin.
 */
import { Badge, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { isAtLeast, isStaff } from '@navia/domain/rules/access';
import { HOME_COUNTRY_NAMES } from '@navia/domain/rules/home-countries';
import { IconEye } from '@tabler/icons-react';
import { type ComponentType, lazy, Suspense } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { NoticeScreen } from '../../../components/notice-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { actionErrorText } from '../api/error-text.ts';
import { useOrgGroup } from '../api/org-groups.ts';
import { useViewAsOrgGroup } from '../api/view-as.ts';
import { OrgOverviewTab } from './org-overview-tab.tsx';

/** Panels other features own, given to the page by the route table (features do not import each other). */
export type OrgGroupPanels = {
  UsersPanel: ComponentType<{ orgGroupId: string }>;
  ApiPanel: ComponentType<{ orgGroupId: string }>;
};

/** SETTINGS (its form controls, the payments contract for the fees) loads when the tab opens. */
const OrgSettingsTab = lazy(() =>
  import('./org-settings-tab.tsx').then((m) => ({ default: m.OrgSettingsTab })),
);

const TABS = [
  { value: 'overview', label: 'OVERVIEW' },
  { value: 'users', label: 'USERS' },
  { value: 'api', label: 'API' },
  { value: 'settings', label: 'SETTINGS' },
] as const;
type Tab = (typeof TABS)[number]['value'];

function ViewAsButton({ orgGroupId }: { orgGroupId: string }) {
  const viewAs = useViewAsOrgGroup();
  return (
    <Stack gap={4} align="flex-end">
      <Button
        leftSection={<IconEye size={16} aria-hidden />}
        loading={viewAs.isPending}
        onClick={() => viewAs.mutate(orgGroupId)}
      >
        VIEW AS
      </Button>
      {viewAs.isError && (
        <Text size="sm" c="red" role="alert">
          {actionErrorText(viewAs.error)}
        </Text>
      )}
    </Stack>
  );
}

function NotFound() {
  return (
    <NoticeScreen
      title="ORGANISATION NOT FOUND"
      actions={
        <Button component={Link} to="/admin">
          ADMINISTRATION
        </Button>
      }
    >
      There is no organisation here that you can see.
    </NoticeScreen>
  );
}

export function OrgGroupPage({ UsersPanel, ApiPanel }: OrgGroupPanels) {
  const key = useParams().key ?? '';
  const [params, setParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  const allowed = user ? isStaff(user.type) || user.type === 'CA' : false;
  const group = useOrgGroup(allowed ? key : '');
  if (!user) return <PageLoader label="Loading the organisation" />;
  if (!allowed) return <Navigate to="/nopermission" replace />;
  if (group.isPending) return <PageLoader label="Loading the organisation" />;
  if (group.isError) {
    if (isApiError(group.error) && group.error.status === 403) return <Navigate to="/nopermission" replace />;
    if (isApiError(group.error) && (group.error.status === 404 || group.error.status === 400))
      return <NotFound />;
    return (
      <NoticeScreen
        title={MESSAGES.somethingWentWrong}
        actions={<Button onClick={() => void group.refetch()}>TRY AGAIN</Button>}
      >
        {MESSAGES.genericSubmit}
      </NoticeScreen>
    );
  }
  const orgGroup = group.data;
  const tab: Tab = TABS.find((t) => t.value === params.get('tab'))?.value ?? 'overview';
  const canEdit = user.type === 'NA';
  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {orgGroup.name.toUpperCase()}
            </Title>
            <Group gap="xs">
              <Badge variant="outline" ff="monospace">
                {orgGroup.code}
              </Badge>
              <Text size="sm" c="dimmed">
                {HOME_COUNTRY_NAMES[orgGroup.country].toUpperCase()}
              </Text>
            </Group>
          </Stack>
          {isAtLeast(user.type, 'NSU') && <ViewAsButton orgGroupId={orgGroup._id} />}
        </Group>
        <Tabs
          value={tab}
          onChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (!value || value === 'overview') next.delete('tab');
                else next.set('tab', value);
                return next;
              },
              { replace: true },
            )
          }
          keepMounted={false}
        >
          <Tabs.List>
            {TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="overview" pt="md">
            <OrgOverviewTab orgGroup={orgGroup} canEdit={canEdit} />
          </Tabs.Panel>
          <Tabs.Panel value="users" pt="md">
            <UsersPanel orgGroupId={orgGroup._id} />
          </Tabs.Panel>
          <Tabs.Panel value="api" pt="md">
            <ApiPanel orgGroupId={orgGroup._id} />
          </Tabs.Panel>
          <Tabs.Panel value="settings" pt="md">
            <Suspense fallback={<PageLoader label="Loading the settings" />}>
              <OrgSettingsTab orgGroup={orgGroup} canEdit={canEdit} />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
