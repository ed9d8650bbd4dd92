/** EDIT on /admin/reports: a report's format and schedule (DAILY, or WEEKLY on a weekday, at HH:MM group time). */
import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import type { ReportDefinition } from '@navia/domain/contracts/reports';
import { REPORT_FORMATS, type ReportFormat } from '@navia/domain/rules/reports/catalogue';
import {
  REPORT_FREQUENCIES,
  type ReportFrequency,
  scheduleProblem,
  WEEKDAYS,
  type Weekday,
} from '@navia/domain/rules/reports/schedule';
import { useState } from 'react';
import { failureText } from '../../../lib/failure-text.ts';
import { useUpdateReport } from '../api/reports.ts';

export function ReportSettingsDialog({ report, onClose }: { report: ReportDefinition; onClose: () => void }) {
  const [format, setFormat] = useState<ReportFormat>(report.format);
  const [frequency, setFrequency] = useState<ReportFrequency>(report.schedule.frequency);
  const [weekday, setWeekday] = useState<Weekday>(report.schedule.weekday ?? 'MONDAY');
  const [time, setTime] = useState(report.schedule.time);
  const save = useUpdateReport();
  const schedule = { frequency, weekday: frequency === 'WEEKLY' ? weekday : null, time };
  const problem = scheduleProblem(schedule);
  return (
    <Modal opened onClose={onClose} title={`EDIT ${report.name}`}>
      <Stack
        gap="sm"
        component="form"
        aria-label={`EDIT ${report.name}`}
        onSubmit={(e) => {
          e.preventDefault();
          if (!problem)
            save.mutate({ code: report.code, settings: { format, schedule } }, { onSuccess: onClose });
        }}
      >
        <Select
          label="FORMAT"
          data={[...REPORT_FORMATS]}
          value={format}
          onChange={(v) => v && setFormat(v as ReportFormat)}
          allowDeselect={false}
        />
        <Select
          label="FREQUENCY"
          data={[...REPORT_FREQUENCIES]}
          value={frequency}
          onChange={(v) => v && setFrequency(v as ReportFrequency)}
          allowDeselect={false}
        />
        {frequency === 'WEEKLY' ? (
          <Select
            label="WEEKDAY"
            data={[...WEEKDAYS]}
            value={weekday}
            onChange={(v) => v && setWeekday(v as Weekday)}
            allowDeselect={false}
          />
        ) : null}
        <TextInput
          label="TIME (HH:MM, GROUP TIME)"
          value={time}
          maxLength={5}
          onChange={(e) => setTime(e.currentTarget.value)}
          error={problem?.startsWith('time') ? 'USE HH:MM, 00:00 TO 23:59' : undefined}
        />
        {save.isError ? (
          <Alert color="red" role="alert">
            {failureText(save.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            CANCEL
          </Button>
          <Button type="submit" loading={save.isPending} disabled={problem !== null}>
            SAVE
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
