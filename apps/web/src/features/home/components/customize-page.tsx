/**
 * /customize (hub §2, issue 13): add, remove, move and resize the dashboard's widgets, by drag or by
 * keyboard, and set the options of the configurable ones (key-metric tiles, preset searches, the
 * insights report). SAVE sends customLayout PUT and customLayoutSettings POST; on failure the
 * edits stay and hub §8's 'AN ERROR OCCURRED, PLEASE TRY AGAIN LATER' shows. RESET TO DEFAULT
 * puts back hub §2's default layout (saved with SAVE).
 */
import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { LayoutItem, LayoutItemConfig } from '@navia/domain/contracts/dashboard';
import { toAccessSubject } from '@navia/domain/rules/access-subject';
import {
  addWidget,
  availableWidgets,
  configureWidget,
  effectiveLayout,
  type LayoutUser,
  type MoveDirection,
  moveWidget,
  placeWidget,
  removeWidget,
  resizeWidget,
  sameLayout,
} from '@navia/domain/rules/dashboard/layout';
import type { WidgetName } from '@navia/domain/rules/dashboard/widgets';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { WIDGET_ERROR_TEXT } from '../../../components/dashboard/widget-frame.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCustomLayout, useSaveCustomLayout } from '../api/custom-layout.ts';
import { type CustomizeActions, CustomizeGrid } from './customize-grid.tsx';
import { WidgetOptions } from './widget-options.tsx';

/** hub §8 "custom layout settings failure". */
const LAYOUT_SAVE_FAILED = 'AN ERROR OCCURRED, PLEASE TRY AGAIN LATER';

export function CustomizePage() {
  const { data: user } = useCurrentUser();
  const saved = useCustomLayout();
  if (!user || saved.isPending) return <PageLoader />;
  if (saved.isError)
    return (
      <Container component="main" size="xl" py="xl">
        <Alert color="red" role="alert">
          {WIDGET_ERROR_TEXT}
        </Alert>
      </Container>
    );
  const layoutUser: LayoutUser = {
    subject: toAccessSubject(user),
    localViewActive: user.localViewActive,
    homeCountry: user.homeCountry,
  };
  return <CustomizeEditor initial={saved.data} layoutUser={layoutUser} />;
}

function CustomizeEditor({ initial, layoutUser }: { initial: LayoutItem[]; layoutUser: LayoutUser }) {
  const [baseline, setBaseline] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [configuring, setConfiguring] = useState<WidgetName | null>(null);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [announcement, setAnnouncement] = useState('');
  const save = useSaveCustomLayout();
  const offered = useMemo(() => availableWidgets(layoutUser), [layoutUser]);
  const onLayout = new Set(draft.map((i) => i.componentName));
  const dirty = !sameLayout(draft, baseline);

  const edit = (next: LayoutItem[], message: string) => {
    setDraft(next);
    setStatus('idle');
    setAnnouncement(message);
  };
  const titleOf = (name: WidgetName) =>
    offered.find((w) => w.name === name)?.title ??
    draft.find((i) => i.componentName === name)?.componentNameValue ??
    name;
  const where = (layout: LayoutItem[], name: WidgetName) => {
    const item = layout.find((i) => i.componentName === name);
    return item ? `row ${item.y + 1}, column ${item.x + 1}` : '';
  };

  const actions: CustomizeActions = {
    move: (name, direction: MoveDirection) => {
      const next = moveWidget(draft, name, direction);
      edit(next, `${titleOf(name)} moved to ${where(next, name)}.`);
    },
    place: (name, x, y, size) => {
      const next = placeWidget(draft, name, x, y, size);
      edit(next, `${titleOf(name)} moved to ${where(next, name)}.`);
    },
    resize: (name, size) => {
      edit(
        resizeWidget(draft, name, size),
        `${titleOf(name)} is ${size === 2 ? '2 columns' : '1 column'} wide.`,
      );
    },
    remove: (name) => edit(removeWidget(draft, name), `${titleOf(name)} removed.`),
    configure: (name) => setConfiguring(name),
  };

  const onSave = async () => {
    setStatus('saving');
    const changed = draft
      .filter((item) => item.configurable)
      .filter((item) => {
        const before = baseline.find((b) => b.componentName === item.componentName);
        return JSON.stringify(before?.config ?? {}) !== JSON.stringify(item.config ?? {});
      })
      .map((item) => ({ componentName: item.componentName, config: item.config ?? {} }));
    try {
      const result = await save(draft, changed);
      setBaseline(result);
      setDraft(result);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };

  const configuringItem = configuring ? draft.find((i) => i.componentName === configuring) : undefined;

  return (
    <Container component="main" size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            CUSTOMIZE YOUR DASHBOARD
          </Title>
          <Group gap="sm">
            <Button component={Link} to="/" variant="subtle">
              BACK TO DASHBOARD
            </Button>
            <Button
              variant="default"
              onClick={() =>
                edit(effectiveLayout(null, layoutUser), 'The default layout is back. SAVE to keep it.')
              }
            >
              RESET TO DEFAULT
            </Button>
            <Button onClick={onSave} loading={status === 'saving'} disabled={!dirty && status !== 'failed'}>
              SAVE
            </Button>
          </Group>
        </Group>
        {status === 'failed' && (
          <Alert color="red" variant="light" role="alert">
            {LAYOUT_SAVE_FAILED}
          </Alert>
        )}
        {status === 'saved' && (
          <Alert color="green" variant="light" role="status">
            YOUR DASHBOARD WAS SAVED.
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          Drag a widget by its handle, or use its buttons: move it up, down, left or right, make it wide or
          narrow, set its options or remove it. Wide widgets take both columns.
        </Text>
        <div aria-live="polite" className="sr-only" style={srOnly}>
          {announcement}
        </div>
        <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="customize-widgets-title">
          <Title order={2} size="h5" id="customize-widgets-title" mb="sm">
            WIDGETS
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs" component="ul" style={listReset}>
            {offered.map((w) => {
              const added = onLayout.has(w.name);
              return (
                <Group key={w.name} component="li" justify="space-between" wrap="nowrap" gap="xs">
                  <Text size="sm">{w.title}</Text>
                  {added ? (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${w.title} from the dashboard`}
                      onClick={() => actions.remove(w.name)}
                    >
                      REMOVE
                    </Button>
                  ) : (
                    <Button
                      size="compact-sm"
                      variant="light"
                      leftSection={<IconPlus size={14} aria-hidden />}
                      aria-label={`Add ${w.title} to the dashboard`}
                      onClick={() => edit(addWidget(draft, w.name), `${w.title} added.`)}
                    >
                      ADD
                    </Button>
                  )}
                </Group>
              );
            })}
          </SimpleGrid>
        </Paper>
        {draft.length === 0 ? (
          <Text c="dimmed">No widgets on your dashboard. ADD some from the list above.</Text>
        ) : (
          <CustomizeGrid layout={draft} actions={actions} />
        )}
        {status === 'saving' && <Loader size="sm" aria-label="Saving" />}
      </Stack>
      {configuringItem && (
        <WidgetOptions
          item={configuringItem}
          onClose={() => setConfiguring(null)}
          onApply={(config: LayoutItemConfig) =>
            edit(
              configureWidget(draft, configuringItem.componentName, config),
              `Options of ${configuringItem.componentNameValue} set.`,
            )
          }
        />
      )}
    </Container>
  );
}

const listReset = { listStyle: 'none', padding: 0, margin: 0 } as const;
const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
