/**
 * /admin/reports (issue 15, NA): the report definitions with their format, schedule, LAST RUN,
 * NEXT RUN and failures (with the last error); with a group picked, those are the group's, and RUN
 * NOW and DOWNLOAD act for it. The recent runs below link to their stored files. Schedules read in
 * each group's own time zone; EDIT changes a report's format and schedule (a dialog loaded on use).
 */
import { Alert, Anchor, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { ReportDefinition } from '@navia/domain/contracts/reports';
import { lazy, Suspense, useState } from 'react';
import { failureText } from '../../../lib/failure-text.ts';
import { formatDateTime, useLocale } from '../../../lib/locale.ts';
import { downloadUrl, runFileUrl, useReportRuns, useReports, useRunNow } from '../api/reports.ts';
import { GroupPicker } from './group-picker.tsx';
import { RunStatus } from './run-status.tsx';

const ReportSettingsDialog = lazy(() =>
  import('./report-settings-dialog.tsx').then((m) => ({ default: m.ReportSettingsDialog })),
);

function RecentRuns({ orgGroupId }: { orgGroupId: string | null }) {
  const locale = useLocale();
  const runs = useReportRuns(orgGroupId);
  return (
    <Stack gap="xs" component="section" aria-labelledby="recent-runs">
      <Title order={2} size="h4" id="recent-runs">
        RECENT RUNS
      </Title>
      {runs.isPending ? (
        <Loader size="sm" aria-label="LOADING RUNS" />
      ) : runs.isError ? (
        <Alert color="red" role="alert" title="THE RUNS COULD NOT BE LOADED">
          {failureText(runs.error)}
        </Alert>
      ) : runs.data.length === 0 ? (
        <Text c="dimmed">NO RUNS YET</Text>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table aria-label="RECENT RUNS" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>REPORT</Table.Th>
                <Table.Th>GROUP</Table.Th>
                <Table.Th>TRIGGER</Table.Th>
                <Table.Th>STARTED</Table.Th>
                <Table.Th>STATUS</Table.Th>
                <Table.Th ta="right">ROWS</Table.Th>
                <Table.Th ta="right">E-MAILED</Table.Th>
                <Table.Th>FILE</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {runs.data.map((run) => (
                <Table.Tr key={run._id}>
                  <Table.Td>{run.code.replaceAll('_', ' ')}</Table.Td>
                  <Table.Td>{run.orgGroupCode}</Table.Td>
                  <Table.Td>{run.trigger === 'MANUAL' ? 'RUN NOW' : 'SCHEDULED'}</Table.Td>
                  <Table.Td>{formatDateTime(run.startedAt ?? run.createdAt, locale).toUpperCase()}</Table.Td>
                  <Table.Td>
                    {run.status}
                    {run.error ? (
                      <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
                        {run.error}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right">{run.rowCount ?? '—'}</Table.Td>
                  <Table.Td ta="right">{run.recipients}</Table.Td>
                  <Table.Td>
                    {run.fileName ? (
                      <Anchor
                        href={runFileUrl(run._id)}
                        download
                        size="sm"
                        aria-label={`DOWNLOAD ${run.fileName}`}
                      >
                        {run.fileName}
                      </Anchor>
                    ) : (
                      '—'
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function ReportRow({
  report,
  orgGroupId,
  onEdit,
}: {
  report: ReportDefinition;
  orgGroupId: string | null;
  onEdit: () => void;
}) {
  const locale = useLocale();
  const run = useRunNow();
  const queued = run.isSuccess && run.variables?.orgGroupId === orgGroupId;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={700} size="sm">
          {report.name}
        </Text>
        <Text size="xs" c="dimmed" maw={320}>
          {report.description}
        </Text>
      </Table.Td>
      <Table.Td>{report.format}</Table.Td>
      <Table.Td>
        <Text size="sm">{report.scheduleText}</Text>
        <Text size="xs" c="dimmed">
          {`GROUP TIME · ${report.subscribedGroups} GROUP(S)`}
        </Text>
      </Table.Td>
      <Table.Td>
        <RunStatus run={report.lastRun} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {report.nextRun ? formatDateTime(report.nextRun, locale).toUpperCase() : 'NOT SCHEDULED'}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={report.failures > 0 ? 'red' : undefined}>
          {report.failures}
        </Text>
        {report.lastFailure?.error ? (
          <Text size="xs" c="red" maw={240} style={{ overflowWrap: 'anywhere' }}>
            {`LAST: ${report.lastFailure.orgGroupCode} — ${report.lastFailure.error}`}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Stack gap={4} align="flex-start">
          <Button
            size="compact-sm"
            disabled={!orgGroupId}
            loading={run.isPending}
            aria-label={`RUN NOW ${report.name}`}
            onClick={() => orgGroupId && run.mutate({ code: report.code, orgGroupId })}
          >
            RUN NOW
          </Button>
          {orgGroupId ? (
            <Button
              component="a"
              href={downloadUrl(report.code, orgGroupId)}
              download
              size="compact-sm"
              variant="light"
              aria-label={`DOWNLOAD ${report.name}`}
            >
              DOWNLOAD
            </Button>
          ) : (
            <Button size="compact-sm" variant="light" disabled aria-label={`DOWNLOAD ${report.name}`}>
              DOWNLOAD
            </Button>
          )}
          <Button size="compact-sm" variant="subtle" aria-label={`EDIT ${report.name}`} onClick={onEdit}>
            EDIT
          </Button>
          {queued ? (
            <Text size="xs" role="status">
              RUN QUEUED
            </Text>
          ) : null}
          {run.isError ? (
            <Text size="xs" c="red" role="alert">
              {failureText(run.error)}
            </Text>
          ) : null}
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

export function ReportsPage() {
  const [orgGroupId, setOrgGroupId] = useState<string | null>(null);
  const [editing, setEditing] = useState<ReportDefinition | null>(null);
  const reports = useReports(orgGroupId);
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} maw={1400} mx="auto" w="100%">
      <Title order={1} size="h2">
        REPORTS
      </Title>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <GroupPicker label="GROUP" value={orgGroupId} onChange={setOrgGroupId} />
        <Text size="sm" c="dimmed" pb={6}>
          {orgGroupId
            ? 'LAST RUN, NEXT RUN AND FAILURES OF THIS GROUP.'
            : 'PICK A GROUP TO RUN OR DOWNLOAD A REPORT.'}
        </Text>
      </Group>
      {reports.isPending ? (
        <Group justify="center" p="lg">
          <Loader aria-label="LOADING REPORTS" />
        </Group>
      ) : reports.isError ? (
        <Alert color="red" role="alert" title="THE REPORTS COULD NOT BE LOADED">
          {failureText(reports.error)}
        </Alert>
      ) : reports.data.length === 0 ? (
        <Text c="dimmed" ta="center" p="lg">
          NO REPORTS DEFINED
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={980} type="native" tabIndex={0} style={{ overflowX: 'auto' }}>
          <Table aria-label="REPORT DEFINITIONS" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>REPORT</Table.Th>
                <Table.Th>FORMAT</Table.Th>
                <Table.Th>SCHEDULE</Table.Th>
                <Table.Th>LAST RUN</Table.Th>
                <Table.Th>NEXT RUN</Table.Th>
                <Table.Th>FAILURES (30 DAYS)</Table.Th>
                <Table.Th>ACTIONS</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reports.data.map((report) => (
                <ReportRow
                  key={report.code}
                  report={report}
                  orgGroupId={orgGroupId}
                  onEdit={() => setEditing(report)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RecentRuns orgGroupId={orgGroupId} />
      {editing ? (
        <Suspense fallback={null}>
          <ReportSettingsDialog report={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
