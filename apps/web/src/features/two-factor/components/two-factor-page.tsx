/**
 * /settings/security (issue 15): two-factor sign-in. Staff (NA, NSU, NU) may set it up and keep it
 * once on; a client admin may opt in and out; other users are told it is not for their account.
 */
import { Alert, Anchor, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TwoFactorStatus } from '@navia/domain/contracts/two-factor';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { PageSection } from '../../../components/page-section.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { formatDate, useLocale } from '../../../lib/locale.ts';
import { useDisableTwoFactor, useRegenerateRecoveryCodes, useTwoFactorStatus } from '../api/two-factor.ts';
import { CodeForm } from './code-form.tsx';
import { EnrolmentPanel } from './enrolment-panel.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';

function EnabledSections({
  status,
  onNewCodes,
}: {
  status: TwoFactorStatus;
  onNewCodes: (codes: string[]) => void;
}) {
  const regenerate = useRegenerateRecoveryCodes();
  const disable = useDisableTwoFactor();
  return (
    <>
      <PageSection title="RECOVERY CODES">
        <Text>{status.recoveryCodesLeft} of 10 recovery codes left. A new set replaces the old one.</Text>
        <CodeForm
          name="NEW RECOVERY CODES"
          action="NEW RECOVERY CODES"
          pending={regenerate.isPending}
          onCode={(code, onRefused) =>
            regenerate.mutate(
              { code },
              { onSuccess: (answer) => onNewCodes(answer.recoveryCodes), onError: onRefused },
            )
          }
        />
      </PageSection>
      {status.mayDisable && (
        <PageSection title="TURN OFF">
          <Text>Sign-in will ask only for your password. Your recovery codes stop working.</Text>
          <CodeForm
            name="TURN OFF TWO-FACTOR SIGN-IN"
            action="TURN OFF"
            color="red"
            pending={disable.isPending}
            onCode={(code, onRefused) => disable.mutate({ code }, { onError: onRefused })}
          />
        </PageSection>
      )}
    </>
  );
}

export function TwoFactorPage() {
  const status = useTwoFactorStatus();
  const locale = useLocale();
  /** Recovery codes just made: shown once, until DONE. */
  const [freshCodes, setFreshCodes] = useState<string[] | null>(null);

  let content: ReactNode;
  if (status.isPending) content = <Loader aria-label="LOADING TWO-FACTOR SIGN-IN" />;
  else if (status.isError)
    content = (
      <Alert color="red" role="alert" title="TWO-FACTOR SIGN-IN COULD NOT BE LOADED">
        {failureText(status.error)}
      </Alert>
    );
  else if (freshCodes)
    content = (
      <PageSection title="RECOVERY CODES">
        <RecoveryCodesPanel codes={freshCodes} onDone={() => setFreshCodes(null)} />
      </PageSection>
    );
  else if (status.data.policy === 'UNAVAILABLE' && !status.data.enabled)
    content = (
      <Text>
        Two-factor sign-in is for staff and client administrators. Your account signs in with its password.
      </Text>
    );
  else if (!status.data.enabled)
    content = (
      <PageSection title="AUTHENTICATOR APP">
        <EnrolmentPanel staff={status.data.policy === 'STAFF'} onEnrolled={setFreshCodes} />
      </PageSection>
    );
  else
    content = (
      <>
        <PageSection title="AUTHENTICATOR APP">
          <Text>
            <strong>ON</strong>
            {status.data.enabledAt ? ` since ${formatDate(status.data.enabledAt, locale)}` : ''}. Every
            sign-in asks for a code from your authenticator app.
          </Text>
          {!status.data.mayDisable && (
            <Text size="sm" c="dimmed">
              Staff accounts keep two-factor sign-in once it is on.
            </Text>
          )}
        </PageSection>
        <EnabledSections status={status.data} onNewCodes={setFreshCodes} />
      </>
    );

  return (
    <Container component="main" size="md" py="xl" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="baseline">
          <Title order={1} size="h2">
            TWO-FACTOR SIGN-IN
          </Title>
          <Anchor component={Link} to="/settings" fw={600} size="sm">
            BACK TO SETTINGS
          </Anchor>
        </Group>
        {content}
      </Stack>
    </Container>
  );
}
