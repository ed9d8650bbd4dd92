/**
 * SETTINGS on /org/:key: the group's chat bot (hubbiEnabled) and connect access, which dashboard
 * widgets and features are on, and the preset searches offered (PUT /api/orgGroups/:id/settings);
 * then its merchant fee per card type (editOrgCustomFee). Admins (NA) edit; other staff and the
 * group's client admin read. A failed save keeps the form as it was and shows why.
 */
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import type { OrgGroupDetail } from '@navia/domain/contracts/org';
import { DELIVERY_PRESETS, TRACKING_PRESETS, WIDGETS } from '@navia/domain/rules/dashboard/widgets';
import {
  ORG_GROUP_FEATURE_LABELS,
  ORG_GROUP_FEATURES,
  type OrgGroupSettings,
} from '@navia/domain/rules/org-admin/settings';
import { type FormEvent, useState } from 'react';
import { PageSection } from '../../../components/page-section.tsx';
import { actionErrorText } from '../api/error-text.ts';
import { useSaveOrgGroupSettings } from '../api/org-groups.ts';
import { MerchantFeesSection } from './merchant-fees-section.tsx';

type Form = { hubbiEnabled: boolean; connectAccess: boolean; settings: OrgGroupSettings };

const presetLabel = (preset: string) => preset.replaceAll('_', ' ');

function toggle<T extends string>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((x) => x !== value), value] : list.filter((x) => x !== value);
}

function CheckboxList<T extends string>({
  legend,
  options,
  checked,
  onChange,
  disabled,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  checked: readonly T[];
  onChange: (value: T, on: boolean) => void;
  disabled: boolean;
}) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }} disabled={disabled}>
      <Text component="legend" fw={700} size="sm" mb="xs">
        {legend}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        {options.map((o) => (
          <Checkbox
            key={o.value}
            label={o.label}
            checked={checked.includes(o.value)}
            onChange={(e) => onChange(o.value, e.currentTarget.checked)}
            disabled={disabled}
          />
        ))}
      </SimpleGrid>
    </fieldset>
  );
}

export function OrgSettingsTab({ orgGroup, canEdit }: { orgGroup: OrgGroupDetail; canEdit: boolean }) {
  const save = useSaveOrgGroupSettings(orgGroup._id);
  const [form, setForm] = useState<Form>(() => ({
    hubbiEnabled: orgGroup.hubbiEnabled,
    connectAccess: orgGroup.connectAccess,
    settings: orgGroup.settings,
  }));
  const setSettings = (next: Partial<OrgGroupSettings>) =>
    setForm((f) => ({ ...f, settings: { ...f.settings, ...next } }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(form);
  };
  const disabled = !canEdit;
  return (
    <Stack gap="lg">
      <PageSection title="SETTINGS">
        <form onSubmit={submit} aria-label="Organisation group settings">
          <Stack gap="lg">
            <Group gap="xl">
              <Switch
                label="CHAT BOT (HUBBI)"
                checked={form.hubbiEnabled}
                onChange={(e) => {
                  const hubbiEnabled = e.currentTarget.checked;
                  setForm((f) => ({ ...f, hubbiEnabled }));
                }}
                disabled={disabled}
              />
              <Switch
                label="CONNECT ACCESS"
                checked={form.connectAccess}
                onChange={(e) => {
                  const connectAccess = e.currentTarget.checked;
                  setForm((f) => ({ ...f, connectAccess }));
                }}
                disabled={disabled}
              />
            </Group>
            <CheckboxList
              legend="FEATURES"
              options={ORG_GROUP_FEATURES.map((f) => ({ value: f, label: ORG_GROUP_FEATURE_LABELS[f] }))}
              checked={ORG_GROUP_FEATURES.filter((f) => form.settings.features[f])}
              onChange={(f, on) => setSettings({ features: { ...form.settings.features, [f]: on } })}
              disabled={disabled}
            />
            <CheckboxList
              legend="DASHBOARD WIDGETS"
              options={WIDGETS.map((w) => ({ value: w.name, label: w.title.toUpperCase() }))}
              checked={form.settings.widgets}
              onChange={(w, on) => setSettings({ widgets: toggle(form.settings.widgets, w, on) })}
              disabled={disabled}
            />
            <CheckboxList
              legend="TRACKING PRESET SEARCHES"
              options={TRACKING_PRESETS.map((p) => ({ value: p, label: presetLabel(p) }))}
              checked={form.settings.searchPresets.tracking}
              onChange={(p, on) =>
                setSettings({
                  searchPresets: {
                    ...form.settings.searchPresets,
                    tracking: toggle(form.settings.searchPresets.tracking, p, on),
                  },
                })
              }
              disabled={disabled}
            />
            <CheckboxList
              legend="DELIVERY PRESET SEARCHES"
              options={DELIVERY_PRESETS.map((p) => ({ value: p, label: presetLabel(p) }))}
              checked={form.settings.searchPresets.deliveries}
              onChange={(p, on) =>
                setSettings({
                  searchPresets: {
                    ...form.settings.searchPresets,
                    deliveries: toggle(form.settings.searchPresets.deliveries, p, on),
                  },
                })
              }
              disabled={disabled}
            />
            {save.isError && (
              <Alert color="red" role="alert">
                {actionErrorText(save.error)}
              </Alert>
            )}
            {save.isSuccess && !save.isPending && (
              <Text size="sm" c="green" role="status">
                SETTINGS SAVED
              </Text>
            )}
            {canEdit && (
              <Group justify="flex-end">
                <Button type="submit" loading={save.isPending}>
                  SAVE SETTINGS
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </PageSection>
      <MerchantFeesSection orgGroup={orgGroup} canEdit={canEdit} />
    </Stack>
  );
}
