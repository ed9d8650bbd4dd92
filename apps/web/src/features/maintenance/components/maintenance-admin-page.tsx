/**
 * /admin/maintenance (issue 15; hub §2, §9 "Maintenance mode is a website setting"): turn maintenance
 * mode on or off with a message and a planned end, saved through PUT /api/settings/website. The
 * banner shows it to everyone at once; customers can open the /maintenance screen from it. Staff
 * keep working and can still sign in (maintenance is announced, not enforced).
 */
import { Alert, Badge, Button, Group, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { MAINTENANCE_MESSAGE_MAX, type WebsiteSettings } from '@navia/domain/contracts/settings';
import { type FormEvent, useState } from 'react';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { formatDateTime, useLocale } from '../../../lib/locale.ts';
import { useSaveWebsiteSettings, useWebsiteSettings } from '../api/website-settings.ts';

type Draft = { active: boolean; message: string; plannedEnd: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local value in the browser's zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's zone) as an ISO instant; null when empty or unreadable. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

function draftOf(settings: WebsiteSettings): Draft {
  const m = settings.maintenance;
  return { active: m.active, message: m.message, plannedEnd: toLocalInput(m.plannedEnd) };
}

function MaintenanceForm({ settings }: { settings: WebsiteSettings }) {
  const locale = useLocale();
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [saved, setSaved] = useState(false);
  const save = useSaveWebsiteSettings();
  const current = settings.maintenance;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
    setSaved(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (draft.message.trim().length > MAINTENANCE_MESSAGE_MAX)
      found.message = `At most ${MAINTENANCE_MESSAGE_MAX} characters.`;
    const plannedEnd = fromLocalInput(draft.plannedEnd);
    if (draft.plannedEnd && !plannedEnd) found.plannedEnd = 'Enter a date and time.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { maintenance: { active: draft.active, message: draft.message.trim(), plannedEnd } },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => {
          if (!isApiError(error)) return;
          const fromServer: typeof errors = {};
          for (const issue of error.issues) {
            const field = issue.field.split('.').pop() as keyof Draft;
            if (field === 'message' || field === 'plannedEnd') fromServer[field] = issue.message;
          }
          setErrors(fromServer);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Text size="sm">CURRENT STATUS:</Text>
        <Badge color={current.active ? 'yellow' : 'green'} variant="light">
          {current.active ? 'MAINTENANCE ON' : 'MAINTENANCE OFF'}
        </Badge>
        {current.active && current.plannedEnd && (
          <Text size="sm" c="dimmed">
            Planned end {formatDateTime(current.plannedEnd, locale)}
          </Text>
        )}
      </Group>
      <form noValidate onSubmit={submit} aria-label="MAINTENANCE MODE">
        <Stack gap="sm">
          <Switch
            label="MAINTENANCE MODE"
            description="Shows the maintenance banner to everyone. Staff can still sign in."
            checked={draft.active}
            onChange={(e) => set('active', e.currentTarget.checked)}
          />
          <Textarea
            label="MESSAGE"
            description="Plain text shown in the banner and on the maintenance screen."
            autosize
            minRows={2}
            maxRows={6}
            value={draft.message}
            onChange={(e) => set('message', e.currentTarget.value)}
            error={errors.message}
          />
          <TextInput
            type="datetime-local"
            label="PLANNED END"
            description="In your time zone (optional)."
            value={draft.plannedEnd}
            onChange={(e) => set('plannedEnd', e.currentTarget.value)}
            error={errors.plannedEnd}
            maw={320}
          />
          {save.isError && (
            <Alert color="red" role="alert">
              {failureText(save.error)}
            </Alert>
          )}
          {saved && (
            <Alert color="green" role="status">
              {draft.active ? 'MAINTENANCE MODE IS ON.' : 'MAINTENANCE MODE IS OFF.'}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              SAVE
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

export function MaintenanceAdminPage() {
  const settings = useWebsiteSettings();
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} maw={900} mx="auto" w="100%">
      <Title order={1} size="h2">
        MAINTENANCE
      </Title>
      <PageSection title="MAINTENANCE MODE">
        {settings.isPending ? (
          <PageLoader />
        ) : settings.isError ? (
          <Alert color="red" role="alert" title="SETTINGS COULD NOT BE LOADED">
            {failureText(settings.error)}
          </Alert>
        ) : (
          <MaintenanceForm settings={settings.data} />
        )}
      </PageSection>
    </Stack>
  );
}
