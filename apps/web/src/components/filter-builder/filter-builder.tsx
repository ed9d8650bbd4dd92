/**
 * The filter builder (hub §4, §5): rows of filter + value. In the simple search the rows are ANDed;
 * in the advanced search rows form groups, OR inside a group and AND between groups, with AND and
 * OR buttons per group (OR is disabled while the group has an empty filter). A filter already used
 * by another row of the group is not offered again. Controlled: the caller keeps the draft.
 */
import { ActionIcon, Box, Button, Group, Select, Stack, Text } from '@mantine/core';
import type { TypeAheadSource } from '@navia/domain/rules/filters/catalogue';
import { IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { Fragment } from 'react';
import classes from './filter-builder.module.css';
import { type FilterCatalogue, trackingFilterCatalogue } from './filter-catalogue.ts';
import {
  canAddOr,
  emptyDraft,
  emptyGroup,
  emptyRow,
  type FilterDraft,
  type FilterGroupDraft,
  type FilterRowDraft,
  type FilterValueDraft,
  hiddenKeysFor,
  initialValueFor,
} from './filter-draft.ts';
import { type DateFilterAddon, FilterValueInput } from './filter-value-input.tsx';
import type { TypeAheadLookup } from './type-ahead-input.tsx';

type FilterBuilderProps = {
  draft: FilterDraft;
  onChange: (draft: FilterDraft) => void;
  advanced: boolean;
  /** The filters offered: the tracking search's unless given (the contracts search gives its own). */
  catalogue?: FilterCatalogue;
  /** Answers the type-ahead filters; without it they are plain text filters. */
  lookup?: TypeAheadLookup;
  typeAheadSources?: readonly TypeAheadSource[];
  /** Shown under each date filter's inputs. */
  dateAddon?: DateFilterAddon;
};

function keyOptions(catalogue: FilterCatalogue, group: FilterGroupDraft, row: FilterRowDraft) {
  const hidden = new Set(hiddenKeysFor(group, row, catalogue));
  return catalogue
    .menu()
    .map((menu) => ({
      group: menu.label,
      items: menu.keys
        .filter((k) => !hidden.has(k))
        .map((k) => ({ value: k, label: catalogue.definition(k).label })),
    }))
    .filter((menu) => menu.items.length > 0);
}

export function FilterBuilder({
  draft,
  onChange,
  advanced,
  catalogue = trackingFilterCatalogue,
  lookup,
  typeAheadSources = [],
  dateAddon,
}: FilterBuilderProps) {
  const groups = draft.length > 0 ? draft : emptyDraft();

  const updateGroup = (groupId: string, update: (g: FilterGroupDraft) => FilterGroupDraft | null) => {
    const next = groups.flatMap((g) => {
      if (g.id !== groupId) return [g];
      const updated = update(g);
      return updated && updated.rows.length > 0 ? [updated] : [];
    });
    onChange(next.length > 0 ? next : emptyDraft());
  };
  const updateRow = (groupId: string, rowId: string, patch: Partial<FilterRowDraft>) =>
    updateGroup(groupId, (g) => ({
      ...g,
      rows: g.rows.map((r) => (r.id === rowId ? { ...r, ...patch } : r)),
    }));
  const removeRow = (groupId: string, rowId: string) =>
    updateGroup(groupId, (g) => ({ ...g, rows: g.rows.filter((r) => r.id !== rowId) }));
  const addRow = (groupId: string) => updateGroup(groupId, (g) => ({ ...g, rows: [...g.rows, emptyRow()] }));
  const addGroupAfter = (groupId: string) => {
    const index = groups.findIndex((g) => g.id === groupId);
    onChange([...groups.slice(0, index + 1), emptyGroup(), ...groups.slice(index + 1)]);
  };

  let rowNumber = 0;
  const renderRow = (group: FilterGroupDraft, row: FilterRowDraft, groupNumber: number) => {
    rowNumber += 1;
    const n = rowNumber;
    const name = advanced ? `Filter ${n} (group ${groupNumber})` : `Filter ${n}`;
    return (
      <Group key={row.id} gap="xs" align="flex-end" wrap="nowrap" className={classes.row}>
        <Group gap="xs" align="flex-end" wrap="wrap" className={classes.rowFields}>
          <Select
            size="xs"
            w={200}
            aria-label={name}
            placeholder="Choose a filter"
            searchable
            data={keyOptions(catalogue, group, row)}
            value={row.key}
            onChange={(key) => {
              const chosen = key && catalogue.isKey(key) ? key : null;
              updateRow(group.id, row.id, {
                key: chosen,
                value: chosen ? initialValueFor(chosen, catalogue) : null,
              });
            }}
            comboboxProps={{ withinPortal: true }}
            maxDropdownHeight={320}
          />
          {row.key && (
            <Box className={classes.value}>
              <FilterValueInput
                filterKey={row.key}
                catalogue={catalogue}
                value={row.value}
                onChange={(value: FilterValueDraft | null) => updateRow(group.id, row.id, { value })}
                lookup={lookup}
                typeAheadSources={typeAheadSources}
                dateAddon={dateAddon}
              />
            </Box>
          )}
        </Group>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="md"
          mb={2}
          aria-label={`Remove ${name.toLowerCase()}`}
          onClick={() => removeRow(group.id, row.id)}
        >
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Group>
    );
  };

  if (!advanced) {
    const group = groups[0] ?? emptyGroup();
    return (
      <Stack gap="xs">
        {group.rows.map((row) => renderRow(group, row, 1))}
        <Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => addRow(group.id)}
          >
            ADD FILTER
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      {groups.map((group, i) => {
        const orAllowed = canAddOr(group, catalogue);
        return (
          <Fragment key={group.id}>
            {i > 0 && (
              <Text size="xs" fw={700} c="dimmed" className={classes.joiner}>
                AND
              </Text>
            )}
            <fieldset className={classes.group}>
              <legend className={classes.legend}>GROUP {i + 1}</legend>
              <Stack gap={6}>
                {group.rows.map((row, r) => (
                  <Fragment key={row.id}>
                    {r > 0 && (
                      <Text size="xs" fw={700} c="dimmed">
                        OR
                      </Text>
                    )}
                    {renderRow(group, row, i + 1)}
                  </Fragment>
                ))}
              </Stack>
              <Group gap="xs" mt="xs">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => addGroupAfter(group.id)}
                  aria-label={`AND: add a group after group ${i + 1}`}
                >
                  AND
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  disabled={!orAllowed}
                  onClick={() => addRow(group.id)}
                  aria-label={`OR: add a filter to group ${i + 1}`}
                  title={orAllowed ? undefined : 'Give every filter of this group a value first'}
                >
                  OR
                </Button>
                {groups.length > 1 && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => updateGroup(group.id, () => null)}
                    aria-label={`Remove group ${i + 1}`}
                  >
                    REMOVE GROUP
                  </Button>
                )}
              </Group>
            </fieldset>
          </Fragment>
        );
      })}
    </Stack>
  );
}
