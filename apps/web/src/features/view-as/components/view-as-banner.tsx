import { Alert, Button } from '@mantine/core';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { IconEye } from '@tabler/icons-react';
import { isApiError } from '../../../lib/api-client.ts';
import { useStopViewAs } from '../api/stop-view-as.ts';
import classes from './view-as-banner.module.css';

type ViewAs = NonNullable<CurrentUser['viewAs']>;

const KIND_LABEL: Record<ViewAs['kind'], string> = {
  TRUSTED_PARTY: 'TRUSTED PARTY',
  ORG_GROUP: 'ORGANISATION',
};

/** Chat is disabled while viewing as an organisation (connect §4). */
function chatDisabledFor(viewAs: CurrentUser['viewAs']): boolean {
  return viewAs?.kind === 'ORG_GROUP';
}

/**
 * The bar shown while an admin views the portal as someone else (connect §4, hub §6): who is being
 * viewed as, and STOP, which ends it and returns to where the view-as started.
 */
export function ViewAsBanner({ viewAs, navigate }: { viewAs: ViewAs; navigate?: (path: string) => void }) {
  const stop = useStopViewAs(navigate);
  return (
    <section className={classes.bar} aria-label="View-as">
      <IconEye size={18} aria-hidden />
      <span className={classes.text}>
        VIEWING AS {viewAs.entityName.toUpperCase()} ({KIND_LABEL[viewAs.kind]})
        <span className={classes.note}>
          {' '}
          · {viewAs.userName}
          {chatDisabledFor(viewAs) ? ' · chat is not available' : ''}
        </span>
      </span>
      <Button
        className={classes.stop}
        size="compact-sm"
        color="dark"
        variant="white"
        loading={stop.isPending}
        disabled={stop.isPending}
        onClick={() => stop.mutate()}
      >
        STOP
      </Button>
      {stop.isError && (
        <Alert color="red" variant="filled" p={4} role="alert">
          {isApiError(stop.error) ? stop.error.message : MESSAGES.otherError}
        </Alert>
      )}
    </section>
  );
}
