/**
 * CONTRACT SETTINGS (connect §2 "contract settings", "auto-assign contract routes"; issue 16): an
 * organisation group's contract approvals, stock transfer, and the auto-assign routes that pick the
 * user a new contract is assigned to by lane or trusted party (first match wins). A client admin
 * changes their group's; staff choose the group first; other users read them.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { autoAssignRouteSchema, type ContractSettings } from '@navia/domain/contracts/connect-contracts';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { isAtLeast, isStaff, isTrustedPartyRole } from '@navia/domain/rules/access';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { useContractSettings, useOrgGroups, useSaveContractSettings } from '../api/contract-settings.ts';

const settingsFormSchema = z.object({
  approvalsRequired: z.boolean(),
  stockTransferDisabled: z.boolean(),
  autoAssignContractRoutes: z.array(autoAssignRouteSchema).max(50),
});
type SettingsForm = z.input<typeof settingsFormSchema>;

const formValuesOf = (settings: ContractSettings): SettingsForm => ({
  approvalsRequired: settings.approvalsRequired,
  stockTransferDisabled: settings.stockTransferDisabled,
  autoAssignContractRoutes: settings.autoAssignContractRoutes.map((r) => ({
    userId: r.userId,
    portOfLoading: r.portOfLoading ?? '',
    portOfFinalDestination: r.portOfFinalDestination ?? '',
    trustedPartyId: r.trustedPartyId,
  })),
});

function SettingsEditor({ settings, orgGroupId }: { settings: ContractSettings; orgGroupId: string | null }) {
  const save = useSaveContractSettings(orgGroupId);
  const [saved, setSaved] = useState(false);
  const form = useForm<SettingsForm>({
    resolver: zodResolver(settingsFormSchema, requiredWhenEmpty, { raw: true }),
    defaultValues: formValuesOf(settings),
  });
  // Controlled fields, the list changed as a whole (field arrays would grow the login page's chunk).
  const routes = useWatch({ control: form.control, name: 'autoAssignContractRoutes' });
  const setRoutes = (next: SettingsForm['autoAssignContractRoutes']) =>
    form.setValue('autoAssignContractRoutes', next, { shouldDirty: true });
  const users = settings.users.map((u) => ({ value: u._id, label: u.fullname }));
  const trustedParties = settings.trustedParties.map((t) => ({ value: t._id, label: t.name }));
  const errors = form.formState.errors.autoAssignContractRoutes;

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    const parsed = settingsFormSchema.parse(values);
    const next = await save.mutateAsync({ orgGroupId, ...parsed }).catch(() => null);
    if (next) {
      form.reset(formValuesOf(next));
      setSaved(true);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Contract settings">
      <Stack gap="md">
        {/* Mantine's Switch keeps its own checked state, so the form controls it (register would not). */}
        <Controller
          control={form.control}
          name="approvalsRequired"
          render={({ field }) => (
            <Switch
              label="CONTRACT APPROVALS"
              description="An accepted contract waits for a client admin's approval, then the provider's."
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={form.control}
          name="stockTransferDisabled"
          render={({ field }) => (
            <Switch
              label="STOCK TRANSFER OFF"
              description="New contracts cannot be stock transfers."
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={700} size="sm">
              AUTO-ASSIGN ROUTES
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={users.length === 0 || routes.length >= 50}
              onClick={() =>
                setRoutes([
                  ...form.getValues('autoAssignContractRoutes'),
                  { userId: '', portOfLoading: '', portOfFinalDestination: '', trustedPartyId: null },
                ])
              }
            >
              ADD ROUTE
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            A new contract is assigned to the user of the first route its port of loading, port of destination
            and trusted party match (an empty field matches any).
          </Text>
          {routes.length === 0 && (
            <Text size="sm" c="dimmed">
              No routes: new contracts are not assigned.
            </Text>
          )}
          {routes.map((_route, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: controlled fields, keyed by their path
            <Paper key={i} withBorder radius="md" p="xs" component="fieldset" m={0}>
              <legend>
                <Text size="xs" fw={700}>{`ROUTE ${i + 1}`}</Text>
              </legend>
              <Group align="flex-start" gap="xs" wrap="nowrap">
                <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" style={{ flex: 1 }}>
                  <Controller
                    control={form.control}
                    name={`autoAssignContractRoutes.${i}.userId`}
                    render={({ field: f }) => (
                      <Select
                        size="xs"
                        label="USER"
                        required
                        searchable
                        data={users}
                        value={f.value || null}
                        onChange={(v) => f.onChange(v ?? '')}
                        comboboxProps={{ withinPortal: true }}
                        error={errors?.[i]?.userId?.message?.toUpperCase()}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name={`autoAssignContractRoutes.${i}.portOfLoading`}
                    render={({ field: f }) => (
                      <TextInput
                        size="xs"
                        label="PORT OF LOADING"
                        maxLength={60}
                        {...f}
                        value={f.value ?? ''}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name={`autoAssignContractRoutes.${i}.portOfFinalDestination`}
                    render={({ field: f }) => (
                      <TextInput
                        size="xs"
                        label="PORT OF DESTINATION"
                        maxLength={60}
                        {...f}
                        value={f.value ?? ''}
                      />
                    )}
                  />
                  <Controller
                    control={form.control}
                    name={`autoAssignContractRoutes.${i}.trustedPartyId`}
                    render={({ field: f }) => (
                      <Select
                        size="xs"
                        label="TRUSTED PARTY"
                        placeholder="Any"
                        clearable
                        searchable
                        data={trustedParties}
                        value={f.value ?? null}
                        onChange={f.onChange}
                        comboboxProps={{ withinPortal: true }}
                      />
                    )}
                  />
                </SimpleGrid>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={22}
                  aria-label={`Remove route ${i + 1}`}
                  onClick={() =>
                    setRoutes(form.getValues('autoAssignContractRoutes').filter((_, j) => j !== i))
                  }
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
        {save.isError && (
          <Alert color="red" variant="light" role="alert">
            {isApiError(save.error) ? save.error.message : MESSAGES.genericSubmit}
          </Alert>
        )}
        {saved && !form.formState.isDirty && (
          <Alert color="green" variant="light" role="status" py="xs">
            CONTRACT SETTINGS SAVED
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            SAVE CONTRACT SETTINGS
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SettingsSummary({ settings }: { settings: ContractSettings }) {
  return (
    <Stack gap={4}>
      <Text size="sm">{`CONTRACT APPROVALS: ${settings.approvalsRequired ? 'ON' : 'OFF'}`}</Text>
      <Text size="sm">{`STOCK TRANSFER: ${settings.stockTransferDisabled ? 'OFF' : 'ON'}`}</Text>
      <Text size="sm">{`AUTO-ASSIGN ROUTES: ${settings.autoAssignContractRoutes.length}`}</Text>
      <Text size="xs" c="dimmed">
        Your client administrator changes these.
      </Text>
    </Stack>
  );
}

function GroupSettings({ user, orgGroupId }: { user: CurrentUser; orgGroupId: string | null }) {
  const settings = useContractSettings(orgGroupId);
  if (settings.isPending) return <Loader size="sm" aria-label="Loading contract settings" />;
  if (settings.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {isApiError(settings.error) ? settings.error.message : MESSAGES.otherError}
      </Alert>
    );
  // The save's access rule (at least CA): a client admin, or staff.
  const editable = isAtLeast(user.type, 'CA');
  return editable ? (
    <SettingsEditor key={settings.data.orgGroupId} settings={settings.data} orgGroupId={orgGroupId} />
  ) : (
    <SettingsSummary settings={settings.data} />
  );
}

export function ContractSettingsSection() {
  const { data: user } = useCurrentUser();
  const staff = user ? isStaff(user.type) : false;
  const groups = useOrgGroups(staff);
  const [orgGroupId, setOrgGroupId] = useState<string | null>(null);
  if (!user) return <PageLoader />;
  if (isTrustedPartyRole(user.type))
    return (
      <Text size="sm" c="dimmed">
        Contract settings belong to the organisations you trade with.
      </Text>
    );
  if (!staff) return <GroupSettings user={user} orgGroupId={null} />;
  return (
    <Stack gap="md">
      <Select
        label="ORGANISATION GROUP"
        placeholder="Choose the group whose settings to change"
        searchable
        data={(groups.data ?? []).map((g) => ({ value: g._id, label: `${g.name} (${g.code})` }))}
        value={orgGroupId}
        onChange={setOrgGroupId}
        nothingFoundMessage="NO ORGS FOUND"
        comboboxProps={{ withinPortal: true }}
      />
      {orgGroupId && <GroupSettings user={user} orgGroupId={orgGroupId} />}
    </Stack>
  );
}
