/**
 * /admin/inactiveUsersReport (issue 15; hub §3, §8, §9): users with no sign-in for N days (the days
 * are configurable), grouped by organisation with each group's total and the overall total, 15 per
 * page, and DOWNLOAD CSV of the whole report.
 */
import { Alert, Button, Group, Loader, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { USER_ADMIN_MESSAGES } from '@navia/domain/contracts/user-admin';
import {
  INACTIVE_USERS_DEFAULT_DAYS,
  INACTIVE_USERS_MAX_DAYS,
  INACTIVE_USERS_PER_PAGE,
} from '@navia/domain/rules/user-admin/inactive-users';
import { useState } from 'react';
import { Link } from 'react-router';
import { Paging } from '../../../components/list-paging.tsx';
import { formatDate, useLocale } from '../../../lib/locale.ts';
import { inactiveUsersCsvUrl, useInactiveUsers } from '../api/user-admin.ts';

export function InactiveUsersPage() {
  const locale = useLocale();
  const [daysInput, setDaysInput] = useState<number | string>(INACTIVE_USERS_DEFAULT_DAYS);
  const [typedDays] = useDebouncedValue(daysInput, 400);
  const days =
    typeof typedDays === 'number' &&
    Number.isInteger(typedDays) &&
    typedDays >= 1 &&
    typedDays <= INACTIVE_USERS_MAX_DAYS
      ? typedDays
      : INACTIVE_USERS_DEFAULT_DAYS;
  const [page, setPage] = useState(1);
  const report = useInactiveUsers(page, days);
  const pages = Math.max(1, Math.ceil((report.data?.totalCount ?? 0) / INACTIVE_USERS_PER_PAGE));

  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} maw={1200} mx="auto" w="100%">
      <Title order={1} size="h2">
        INACTIVE USERS
      </Title>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <NumberInput
          label="DAYS WITHOUT A SIGN-IN"
          min={1}
          max={INACTIVE_USERS_MAX_DAYS}
          allowDecimal={false}
          allowNegative={false}
          value={daysInput}
          onChange={(v) => {
            setDaysInput(v);
            setPage(1);
          }}
          w={{ base: '100%', xs: 220 }}
        />
        <Button component="a" href={inactiveUsersCsvUrl(days)} download variant="light">
          DOWNLOAD CSV
        </Button>
      </Group>
      {report.isPending ? (
        <Group justify="center" p="lg">
          <Loader aria-label="LOADING INACTIVE USERS" />
        </Group>
      ) : report.isError ? (
        <Alert color="red" role="alert">
          {USER_ADMIN_MESSAGES.inactiveUsersFailed}
        </Alert>
      ) : (
        <>
          <Text
            fw={600}
            role="status"
          >{`TOTAL: ${report.data.totalCount} USER(S) WITHOUT A SIGN-IN FOR ${report.data.days} DAYS`}</Text>
          {report.data.groups.length === 0 ? (
            <Text c="dimmed" ta="center" p="lg">
              NO INACTIVE USERS
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} style={{ overflowX: 'auto' }}>
              <Table aria-label="INACTIVE USERS">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>NAME</Table.Th>
                    <Table.Th>EMAIL</Table.Th>
                    <Table.Th>ROLE</Table.Th>
                    <Table.Th>LAST SIGN-IN</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                {report.data.groups.map((group) => (
                  <Table.Tbody key={group.orgGroupId ?? 'staff'}>
                    <Table.Tr>
                      <Table.Th colSpan={4} scope="colgroup">
                        {`${group.orgGroupName} (${group.total})`}
                      </Table.Th>
                    </Table.Tr>
                    {group.users.map((u) => (
                      <Table.Tr key={u._id}>
                        <Table.Td>
                          <Text component={Link} to={`/user/${u._id}`} size="sm" td="underline" c="inherit">
                            {u.fullname}
                          </Text>
                        </Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{u.email}</Table.Td>
                        <Table.Td>{u.type}</Table.Td>
                        <Table.Td>{u.lastLoginAt ? formatDate(u.lastLoginAt, locale) : 'NEVER'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                ))}
              </Table>
            </Table.ScrollContainer>
          )}
        </>
      )}
      <Paging label="INACTIVE USERS PAGES" total={pages} value={page} onChange={setPage} />
    </Stack>
  );
}
