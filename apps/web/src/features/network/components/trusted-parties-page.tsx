/**
 * /connect/trustedparty (connect §2, §7 "Trusted parties"): my trusted parties, with CREATE MANUALLY
 * and INVITE PARTNER, whose dialogs load on the first click. A trusted party's user also finds their
 * own trusted party here (its users and addresses).
 */
import { Button, Container, Group, Stack, Title } from '@mantine/core';
import { isStaff } from '@navia/domain/rules/access';
import { IconBuildingStore, IconMailForward, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { trustedPartyPath } from '../rules/network-paths.ts';
import { TrustedPartyList } from './trusted-party-list.tsx';

const CreateTrustedPartyDialog = lazy(() =>
  import('./create-trusted-party-dialog.tsx').then((m) => ({ default: m.CreateTrustedPartyDialog })),
);
const InvitePartnerDialog = lazy(() =>
  import('./invite-partner-dialog.tsx').then((m) => ({ default: m.InvitePartnerDialog })),
);

/** A dialog that mounts on its first opening and stays, so it can animate closed. */
function useLazyDialog() {
  const [state, setState] = useState({ mounted: false, opened: false });
  return {
    ...state,
    open: useCallback(() => setState({ mounted: true, opened: true }), []),
    close: useCallback(() => setState((s) => ({ ...s, opened: false })), []),
  };
}

export function TrustedPartiesPage() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const create = useLazyDialog();
  const invite = useLazyDialog();
  if (!user) return <PageLoader />;

  return (
    <Container component="main" size="100%" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Title order={1} size="h3">
            TRUSTED PARTIES
          </Title>
          <Group gap="xs">
            {user.trustedParty && (
              <Button
                component={Link}
                to={trustedPartyPath(user.trustedParty._id)}
                variant="subtle"
                leftSection={<IconBuildingStore size={16} aria-hidden />}
              >
                MY TRUSTED PARTY
              </Button>
            )}
            <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={create.open}>
              CREATE MANUALLY
            </Button>
            <Button leftSection={<IconMailForward size={16} aria-hidden />} onClick={invite.open}>
              INVITE PARTNER
            </Button>
          </Group>
        </Group>
        <TrustedPartyList canDelete={isStaff(user.type) || user.type === 'CA'} />
      </Stack>
      <Suspense fallback={null}>
        {create.mounted && (
          <CreateTrustedPartyDialog
            opened={create.opened}
            staff={isStaff(user.type)}
            onClose={create.close}
            onCreated={(id) => {
              create.close();
              navigate(trustedPartyPath(id));
            }}
          />
        )}
        {invite.mounted && <InvitePartnerDialog opened={invite.opened} onClose={invite.close} />}
      </Suspense>
    </Container>
  );
}
