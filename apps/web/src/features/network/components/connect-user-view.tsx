/**
 * One user's page (connect §2 /connect/user/:key and /connect/trustedparty/user/:key; §7 getUser):
 * their details and the connect-user permissions of connect §6, switched one at a time when the
 * server says the caller may (canEdit); read-only otherwise.
 */
import { Alert, Anchor, Container, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import type { ConnectUser } from '@navia/domain/contracts/connect-users';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLocale } from '../../../lib/locale.ts';
import { useConnectUser, useSetConnectPermission } from '../api/connect-users.ts';
import { CONNECT_PERMISSION_COLUMNS } from '../rules/connect-permissions.ts';
import { formatNetworkDate, networkErrorText } from '../rules/network-texts.ts';
import { DetailList } from './detail-list.tsx';

function PermissionSwitches({ user }: { user: ConnectUser }) {
  const set = useSetConnectPermission();
  const pendingFlag = set.isPending ? set.variables.flag : null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        CONNECT PERMISSIONS
      </Title>
      {CONNECT_PERMISSION_COLUMNS.map(({ key, label }) => (
        <Group key={key} gap="xs">
          <Switch
            label={label}
            checked={user[key]}
            disabled={!user.canEdit || set.isPending}
            onChange={(e) => set.mutate({ userId: user._id, flag: key, value: e.currentTarget.checked })}
          />
          {pendingFlag === key && <Loader size={14} aria-label={`Saving ${label}`} />}
        </Group>
      ))}
      {set.isError && (
        <Alert color="red" variant="light" role="alert">
          {networkErrorText(set.error)}
        </Alert>
      )}
      {!user.canEdit && (
        <Text size="xs" c="dimmed">
          Only users who manage this user's {user.isConnectUser ? 'trusted party' : 'organisation'} can change
          these.
        </Text>
      )}
    </Stack>
  );
}

type BackLink = { to: string; label: string };

export function ConnectUserView({
  userId,
  back,
}: {
  userId: string;
  /** Where the back link goes, once the user is known (a trusted party's user: back to it). */
  back: (user: ConnectUser | undefined) => BackLink;
}) {
  const locale = useLocale();
  const user = useConnectUser(userId);
  if (user.isPending) return <PageLoader />;
  const u = user.data;
  const backLink = back(u);
  return (
    <Container component="main" size="md" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <Anchor component={Link} to={backLink.to} size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            {backLink.label}
          </Group>
        </Anchor>
        {!u ? (
          <Alert color="red" variant="light" role="alert">
            {networkErrorText(user.error)}
          </Alert>
        ) : (
          <>
            <Title order={1} size="h3">
              {u.fullname}
            </Title>
            <DetailList
              label="User details"
              items={[
                { label: 'EMAIL', value: u.email },
                { label: 'TYPE', value: u.type },
                { label: 'ORGANISATION', value: u.ORGANISATION },
                {
                  label: u.trustedPartyName ? 'TRUSTED PARTY NAME' : 'GROUP',
                  value: u.trustedPartyName ?? u.orgGroupCode,
                },
                { label: 'STATUS', value: u.invitePending ? 'INVITED' : u.active ? 'ACTIVE' : 'INACTIVE' },
                { label: 'CREATED', value: formatNetworkDate(u.createdAt, locale) },
              ]}
            />
            <PermissionSwitches user={u} />
          </>
        )}
      </Stack>
    </Container>
  );
}
