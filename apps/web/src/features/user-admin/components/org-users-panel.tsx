/**
 * An organisation group's users (issue 15), on /org/:key: the users list limited to the group. A
 * client admin manages their own users here (INVITE USER, DEACTIVATE, a row opens /user/<id>).
 * Loaded on demand, so the org group page's first load does not carry the list.
 */
import { Group, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

const UsersList = lazy(() => import('./users-list.tsx').then((m) => ({ default: m.UsersList })));

export function OrgUsersPanel({ orgGroupId }: { orgGroupId: string }) {
  return (
    <Suspense
      fallback={
        <Group justify="center" p="md">
          <Loader aria-label="LOADING USERS" />
        </Group>
      }
    >
      <UsersList orgGroupId={orgGroupId} title="USERS" />
    </Suspense>
  );
}
