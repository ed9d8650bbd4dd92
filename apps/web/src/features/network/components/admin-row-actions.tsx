/**
 * The admin-only cells of the connect admin tables (connect §6): view as (a trusted party, or an
 * organisation group with connect access) and delete. View-as switches this session to the other
 * context and reloads the app on its dashboard; stopping returns to /connect/admin (connect §2), on the
 * tab it started from.
 */
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { VIEW_AS_RETURN_PATHS, type ViewAsReturnPath } from '@navia/domain/contracts/current-user';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useIsMutating } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useViewAs, VIEW_AS_MUTATION_KEY, type ViewAsTarget } from '../api/view-as.ts';

/** The admin tab this page is, as the return path STOP goes back to; otherwise the default. */
const returnPathOf = (pathname: string): ViewAsReturnPath | undefined =>
  (VIEW_AS_RETURN_PATHS as readonly string[]).includes(pathname) ? (pathname as ViewAsReturnPath) : undefined;

type AdminRowActionsProps = {
  name: string;
  viewAs: ViewAsTarget | null;
  onDelete: (() => void) | null;
};

export function AdminRowActions({ name, viewAs, onDelete }: AdminRowActionsProps) {
  const start = useViewAs();
  // connect §4: only one view-as load at a time.
  const viewAsLoading = useIsMutating({ mutationKey: VIEW_AS_MUTATION_KEY }) > 0;
  const { pathname } = useLocation();
  return (
    <Group gap={4} wrap="nowrap" justify="center">
      {viewAs && (
        <Tooltip label={start.isError ? 'View-as failed. Try again.' : 'View as'}>
          <ActionIcon
            variant="subtle"
            color={start.isError ? 'red' : undefined}
            aria-label={`View as ${name}`}
            loading={start.isPending}
            disabled={viewAsLoading && !start.isPending}
            onClick={() => start.mutate({ ...viewAs, returnPath: returnPathOf(pathname) })}
          >
            <IconEye size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {onDelete && (
        <Tooltip label="Delete">
          <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
