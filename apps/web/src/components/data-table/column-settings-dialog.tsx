import { ActionIcon, Alert, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  type ColumnSetting,
  type ConfigurableColumn,
  defaultColumnSettings,
  moveColumn,
} from './column-settings.ts';

export type ColumnSettingsDialogProps = {
  opened: boolean;
  /** Counts the openings: each one starts from the saved settings. */
  opening: number;
  onClose: () => void;
  columns: readonly ConfigurableColumn[];
  settings: readonly ColumnSetting[];
  onSave: (settings: ColumnSetting[]) => Promise<unknown>;
  /** Shown when saving fails. */
  errorText: string;
};

/** TABLE COLUMNS: choose and order the columns of a table, then save them to the user. */
export function ColumnSettingsDialog({
  opened,
  opening,
  onClose: close,
  columns,
  settings,
  onSave,
  errorText,
}: ColumnSettingsDialogProps) {
  const [draft, setDraft] = useState<ColumnSetting[]>([...settings]);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const labelOf = (id: string) => columns.find((c) => c.id === id)?.label ?? id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening starts from the saved settings
  useEffect(() => {
    setDraft([...settings]);
    setFailed(false);
  }, [opening]);

  const save = async () => {
    setSaving(true);
    setFailed(false);
    try {
      await onSave(draft);
      close();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="TABLE COLUMNS" size="md">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Choose the columns to show and their order.
        </Text>
        <ScrollArea.Autosize mah="55vh" type="auto">
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {draft.map((setting, index) => {
              const label = labelOf(setting.id);
              return (
                <Group key={setting.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Checkbox
                    label={label}
                    checked={setting.visible}
                    onChange={(event) => {
                      const visible = event.currentTarget.checked;
                      setDraft((d) => d.map((s) => (s.id === setting.id ? { ...s, visible } : s)));
                    }}
                  />
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Move ${label} up`}
                      disabled={index === 0}
                      onClick={() => setDraft((d) => moveColumn(d, index, -1))}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Move ${label} down`}
                      disabled={index === draft.length - 1}
                      onClick={() => setDraft((d) => moveColumn(d, index, 1))}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
        {failed && (
          <Alert color="red" role="alert">
            {errorText}
          </Alert>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={() => setDraft(defaultColumnSettings(columns))}>
            RESET
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={close}>
              CANCEL
            </Button>
            <Button onClick={save} loading={saving}>
              SAVE
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
