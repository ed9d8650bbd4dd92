/**
 * NEW PLAN / EDIT PLAN on /admin/plans: a plan's name and its reports as checkboxes, checked with the
 * shared reportPlanInputSchema so the dialog names the fields the server would.
 */
import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import {
  REPORT_PLAN_NAME_MAX,
  type ReportPlan,
  reportPlanInputSchema,
} from '@navia/domain/contracts/reports';
import { MESSAGES } from '@navia/domain/errors';
import { REPORT_CATALOGUE, type ReportCode } from '@navia/domain/rules/reports/catalogue';
import { useState } from 'react';
import { failureText } from '../../../lib/failure-text.ts';
import { useSavePlan } from '../api/reports.ts';

export function PlanFormDialog({ plan, onClose }: { plan: ReportPlan | null; onClose: () => void }) {
  const [name, setName] = useState(plan?.name ?? '');
  const [reports, setReports] = useState<string[]>(plan?.reports ?? []);
  const [errors, setErrors] = useState<{ name?: string; reports?: string }>({});
  const save = useSavePlan();
  const title = plan ? 'EDIT PLAN' : 'NEW PLAN';

  const submit = () => {
    const parsed = reportPlanInputSchema.safeParse({ name, reports });
    if (!parsed.success) {
      const found: { name?: string; reports?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'name' ? 'name' : 'reports';
        found[field] ??=
          field === 'name' && name.trim() === '' ? MESSAGES.fieldRequired : 'CHOOSE AT LEAST ONE REPORT.';
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate({ planId: plan?._id ?? null, plan: parsed.data }, { onSuccess: onClose });
  };

  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack
        gap="sm"
        component="form"
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <TextInput
          label="NAME"
          withAsterisk
          maxLength={REPORT_PLAN_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          data-autofocus
        />
        <Checkbox.Group
          label="REPORTS"
          withAsterisk
          value={reports}
          onChange={setReports}
          error={errors.reports}
        >
          <Stack gap="xs" mt="xs">
            {REPORT_CATALOGUE.map((r) => (
              <Checkbox
                key={r.code}
                value={r.code satisfies ReportCode}
                label={r.name}
                description={r.description}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {save.isError ? (
          <Alert color="red" role="alert">
            {failureText(save.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            CANCEL
          </Button>
          <Button type="submit" loading={save.isPending}>
            SAVE
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
