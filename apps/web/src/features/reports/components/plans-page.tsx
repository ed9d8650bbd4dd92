/**
 * /admin/plans (issue 15, NA): the report plans (hub §3: _id, name, reports), each with its reports
 * and the organisation groups subscribed to it. NEW PLAN and EDIT open a dialog (loaded on use);
 * DELETE asks first; a group is subscribed with the picker and SUBSCRIBE (a group has one plan at
 * most: subscribing it here moves it from another) and unsubscribed with its ✕.
 */
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReportPlan } from '@navia/domain/contracts/reports';
import { reportDefaults } from '@navia/domain/rules/reports/catalogue';
import { lazy, Suspense, useId, useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useDeletePlan, useReportPlans, useSubscription } from '../api/reports.ts';
import { GroupPicker } from './group-picker.tsx';

const PlanFormDialog = lazy(() =>
  import('./plan-form-dialog.tsx').then((m) => ({ default: m.PlanFormDialog })),
);

function PlanCard({
  plan,
  onEdit,
  onDelete,
}: {
  plan: ReportPlan;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const headingId = useId();
  const [group, setGroup] = useState<string | null>(null);
  const subscription = useSubscription();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {plan.name.toUpperCase()}
          </Title>
          <Group gap="xs">
            <Button size="compact-sm" variant="light" onClick={onEdit} aria-label={`EDIT ${plan.name}`}>
              EDIT
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={onDelete}
              aria-label={`DELETE ${plan.name}`}
            >
              DELETE
            </Button>
          </Group>
        </Group>
        <div>
          <Text size="sm" fw={600}>
            REPORTS
          </Text>
          <List size="sm">
            {plan.reports.map((code) => (
              <List.Item key={code}>{reportDefaults(code).name}</List.Item>
            ))}
          </List>
        </div>
        <div>
          <Text size="sm" fw={600} id={`${headingId}-groups`}>
            SUBSCRIBED GROUPS
          </Text>
          {plan.groups.length === 0 ? (
            <Text size="sm" c="dimmed">
              NO GROUP SUBSCRIBED
            </Text>
          ) : (
            <Group gap="xs" mt={4} role="list" aria-labelledby={`${headingId}-groups`}>
              {plan.groups.map((g) => (
                <Badge
                  key={g._id}
                  role="listitem"
                  variant="light"
                  size="lg"
                  title={g.name}
                  rightSection={
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      aria-label={`UNSUBSCRIBE ${g.code}`}
                      onClick={() =>
                        subscription.mutate({ planId: plan._id, orgGroupId: g._id, subscribe: false })
                      }
                    >
                      ✕
                    </ActionIcon>
                  }
                >
                  {g.code}
                </Badge>
              ))}
            </Group>
          )}
        </div>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <GroupPicker
            label={`ADD A GROUP TO ${plan.name.toUpperCase()}`}
            value={group}
            onChange={setGroup}
            exclude={plan.groups.map((g) => g._id)}
          />
          <Button
            disabled={!group}
            loading={subscription.isPending && subscription.variables?.subscribe}
            onClick={() =>
              group &&
              subscription.mutate(
                { planId: plan._id, orgGroupId: group, subscribe: true },
                { onSuccess: () => setGroup(null) },
              )
            }
          >
            SUBSCRIBE
          </Button>
        </Group>
        {subscription.isError ? (
          <Alert color="red" role="alert">
            {failureText(subscription.error)}
          </Alert>
        ) : null}
      </Stack>
    </Paper>
  );
}

export function PlansPage() {
  const plans = useReportPlans();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState<ReportPlan | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ReportPlan | null>(null);
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} maw={1100} mx="auto" w="100%">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          REPORT PLANS
        </Title>
        <Button onClick={() => setEditing('new')}>NEW PLAN</Button>
      </Group>
      <Text size="sm" c="dimmed">
        A GROUP SUBSCRIBED TO A PLAN RECEIVES ITS REPORTS BY E-MAIL (ITS ACTIVE CLIENT ADMINS), ON EACH
        REPORT’S SCHEDULE IN THE GROUP’S TIME. A GROUP HAS ONE PLAN AT MOST.
      </Text>
      {plans.isPending ? (
        <Group justify="center" p="lg">
          <Loader aria-label="LOADING PLANS" />
        </Group>
      ) : plans.isError ? (
        <Alert color="red" role="alert" title="THE PLANS COULD NOT BE LOADED">
          {failureText(plans.error)}
        </Alert>
      ) : plans.data.length === 0 ? (
        <Text c="dimmed" ta="center" p="lg">
          NO PLANS YET
        </Text>
      ) : (
        plans.data.map((plan) => (
          <PlanCard
            key={plan._id}
            plan={plan}
            onEdit={() => setEditing(plan)}
            onDelete={() => setDeleting(plan)}
          />
        ))
      )}
      {editing !== null ? (
        <Suspense fallback={null}>
          <PlanFormDialog plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        title="DELETE PLAN"
        message={
          deleting
            ? `DELETE ${deleting.name.toUpperCase()}? ITS ${deleting.groups.length} GROUP(S) STOP RECEIVING ITS REPORTS. PAST RUNS STAY IN THE HISTORY.`
            : ''
        }
        opened={deleting !== null}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          setDeleting(null);
          remove.reset();
        }}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
