import { Button, Loader, Stack, Text } from '@mantine/core';
import { PROVIDER_NAME } from '@navia/domain/constants';
import type { InvitePrefill } from '@navia/domain/contracts/connect-network';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { useJoinTrustedParty } from '../api/invite-signup.ts';
import { CONNECT_LOGIN, Frame, SignedUp } from './signup-frame.tsx';
import classes from './signup-page.module.css';

/** Loaded only when the person picks CREATE MY USER (the JS budget of /connect/signUp). */
const JoinTrustedPartyForm = lazy(() =>
  import('./join-trusted-party-form.tsx').then((m) => ({ default: m.JoinTrustedPartyForm })),
);

type Props = {
  hash: string;
  invite: InvitePrefill & { existingEntity: NonNullable<InvitePrefill['existingEntity']> };
};

const choiceClassNames = { root: classes.choice, label: classes.choiceLabel };

/**
 * The invite is for an entity already on connect (issue 17). Someone with an account accepts it by
 * logging in with the same link (hub §2, notify). For a trusted party, someone without one may also
 * create their user there (addNewUser with the hash), which accepts the invite too. An organisation
 * group's users are not created by link, so it offers only the login.
 */
export function ExistingEntityInvite({ hash, invite }: Props) {
  const entity = invite.existingEntity;
  const join = useJoinTrustedParty(hash, entity._id);
  const [creating, setCreating] = useState(false);
  // Mounted once opened and only hidden after, so closing and reopening keeps what was typed.
  const [opened, setOpened] = useState(false);
  const formId = useId();
  const loginToAccept = `${CONNECT_LOGIN}?hash=${encodeURIComponent(hash)}`;

  if (join.isSuccess) {
    return (
      <SignedUp>
        Your account at {entity.name} is ready, and {invite.inviterCompanyName}'s invitation is accepted. Log
        in with {join.data.user.email}.
      </SignedUp>
    );
  }
  if (!entity.isTrustedParty) {
    return (
      <Frame title="YOU ARE ALREADY ON CONNECT">
        <Text>
          {invite.inviterCompanyName} invited {entity.name}, which already uses {PROVIDER_NAME} Connect. Log
          in to accept the invitation.
        </Text>
        <Button component={Link} to={loginToAccept} size="md">
          LOG IN TO ACCEPT
        </Button>
      </Frame>
    );
  }
  return (
    <Frame title="YOU ARE ALREADY ON CONNECT">
      <Text>
        {invite.inviterCompanyName} invited {entity.name}, which already uses {PROVIDER_NAME} Connect. If you
        have an account there, log in to accept the invitation. If you do not, create your user at{' '}
        {entity.name}: that accepts the invitation too.
      </Text>
      <Stack gap="sm">
        <Button component={Link} to={loginToAccept} size="md" fullWidth classNames={choiceClassNames}>
          I HAVE AN ACCOUNT — LOG IN TO ACCEPT
        </Button>
        <Button
          size="md"
          fullWidth
          variant={creating ? 'light' : 'outline'}
          classNames={choiceClassNames}
          aria-expanded={creating}
          aria-controls={formId}
          onClick={() => {
            setOpened(true);
            setCreating((open) => !open);
          }}
        >
          CREATE MY USER
        </Button>
      </Stack>
      <div id={formId} hidden={!creating}>
        {opened && (
          <Suspense fallback={<Loader aria-label="Loading the form" />}>
            <JoinTrustedPartyForm
              contactName={invite.contactName}
              contactEmail={invite.contactEmail}
              trustedPartyName={entity.name}
              submitting={join.isPending}
              onSubmit={(values) => join.mutateAsync(values)}
            />
          </Suspense>
        )}
      </div>
    </Frame>
  );
}
