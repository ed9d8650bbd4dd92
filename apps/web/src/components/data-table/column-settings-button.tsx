import { ActionIcon, Alert, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconColumns } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type ColumnSetting,
  type ConfigurableColumn,
  defaultColumnSettings,
  moveColumn,
} from './column-settings.ts';

type ColumnSettingsButtonProps = {
  columns: readonly ConfigurableColumn[];
  settings: readonly ColumnSetting[];
  onSave: (settings: ColumnSetting[]) => Promise<unknown>;
  /** Shown when saving fails. */
  errorText: string;
};

/** COLUMNS: choose and order the columns of a table, then save them to the user. */
export function ColumnSettingsButton({ columns, settings, onSave, errorText }: ColumnSettingsButtonProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [draft, setDraft] = useState<ColumnSetting[]>([...settings]);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const labelOf = (id: string) => columns.find((c) => c.id === id)?.label ?? id;

  const openDialog = () => {
    setDraft([...settings]);
    setFailed(false);
    open();
  };

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
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconColumns size={16} aria-hidden />}
        onClick={openDialog}
      >
        COLUMNS
      </Button>
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
    </>
  );
}
