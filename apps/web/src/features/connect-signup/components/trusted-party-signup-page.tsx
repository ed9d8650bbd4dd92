import { Alert, Anchor, Loader, Text } from '@mantine/core';
import { PROVIDER_NAME } from '@navia/domain/constants';
import { MESSAGES } from '@navia/domain/errors';
import { Link, useSearchParams } from 'react-router';
import { useInvitePrefill, useTrustedPartySignUp } from '../api/invite-signup.ts';
import { ExistingEntityInvite } from './existing-entity-invite.tsx';
import { Frame, CONNECT_LOGIN as LOGIN, SignedUp } from './signup-frame.tsx';
import { TrustedPartySignUpForm } from './trusted-party-signup-form.tsx';

/**
 * /connect/signUp?hash=… (connect §5, issue 17): a partner invited by e-mail creates its trusted
 * party and first user. The hash is checked on load and prefills the form; a bad or used one shows
 * the generic text. An invite for an entity already on connect offers logging in to accept it or,
 * for a trusted party, creating one's user there (ExistingEntityInvite). Sign-up paths hide the
 * navigation bar (root layout, connect §2).
 */
export function TrustedPartySignUpPage() {
  const [params] = useSearchParams();
  const hash = params.get('hash');
  const prefill = useInvitePrefill(hash);
  const signUp = useTrustedPartySignUp(hash ?? '');

  if (!hash) {
    return (
      <Frame title="SIGN UP TO CONNECT">
        <Text>
          {PROVIDER_NAME} Connect accounts are created from an invitation. Ask your business partner to invite
          you: the e-mail you receive holds your personal sign-up link.
        </Text>
        <Anchor component={Link} to={LOGIN} fw={600}>
          BACK TO THE LOGIN PAGE
        </Anchor>
      </Frame>
    );
  }
  if (signUp.isSuccess) {
    return (
      <SignedUp>
        Your trusted party and your account are ready. Log in with {signUp.data.email} to see your partner's
        contracts.
      </SignedUp>
    );
  }
  if (prefill.isPending) {
    return (
      <Frame title="SIGN UP TO CONNECT">
        <Loader aria-label="Checking your invitation" />
      </Frame>
    );
  }
  if (prefill.isError) {
    return (
      <Frame title="SIGN UP TO CONNECT">
        <Alert color="red" variant="light" role="alert">
          {MESSAGES.genericSubmit}
        </Alert>
        <Anchor component={Link} to={LOGIN} fw={600}>
          BACK TO THE LOGIN PAGE
        </Anchor>
      </Frame>
    );
  }
  const invite = prefill.data;
  const { existingEntity } = invite;
  // Already on connect: accept by logging in with the same link (hub §2), or join as a new user.
  if (existingEntity) return <ExistingEntityInvite hash={hash} invite={{ ...invite, existingEntity }} />;
  return (
    <Frame title="SIGN UP TO CONNECT">
      <Text>
        {invite.inviterName} of {invite.inviterCompanyName} invited {invite.companyName} to trade on{' '}
        {PROVIDER_NAME} Connect. Check your company's details and choose a password.
      </Text>
      <TrustedPartySignUpForm
        prefill={invite}
        submitting={signUp.isPending}
        onSubmit={(values) => signUp.mutateAsync(values)}
      />
      <Text size="sm">
        Already have an account?{' '}
        <Anchor component={Link} to={`${LOGIN}?hash=${encodeURIComponent(hash)}`} fw={600}>
          LOG IN
        </Anchor>
      </Text>
    </Frame>
  );
}
