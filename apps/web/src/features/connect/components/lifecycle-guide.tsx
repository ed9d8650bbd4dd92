import { Accordion, Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import {
  type LifecycleStep,
  lifecycleStages,
  lifecycleSteps,
  STAGE_TEXT,
} from '../rules/contract-lifecycle.ts';

const stages = lifecycleStages();
const steps = lifecycleSteps();

function Step({ step }: { step: LifecycleStep }) {
  return (
    <li>
      <Text size="sm">
        <Text span fw={700}>
          {step.who}
        </Text>{' '}
        {step.does}
        {step.conditions.length > 0 && (
          <Text span c="dimmed">
            {' '}
            ({step.conditions.join(', ')})
          </Text>
        )}
      </Text>
      <Text size="xs" c="dimmed">
        {step.from.join(' · ')}{' '}
        <IconArrowRight size={12} aria-label="becomes" style={{ verticalAlign: 'middle' }} />{' '}
        <Text span fw={700} c="var(--mantine-color-text)" size="xs">
          {step.becomes}
        </Text>
        {step.awaitsAnswer && ' · then awaits an answer'}
      </Text>
    </li>
  );
}

/**
 * The contract lifecycle, drawn from the workflow table: the three stages with their statuses,
 * then every step that moves a contract on, stage by stage.
 */
export function LifecycleGuide() {
  return (
    <Stack gap="lg">
      <SimpleGrid
        cols={{ base: 1, md: 3 }}
        spacing="md"
        component="ol"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {stages.map(({ stage, statuses, final }, index) => (
          <Paper key={stage} component="li" withBorder radius="md" p="md">
            <Stack gap="xs">
              <Group gap="xs">
                <Badge size="lg" circle aria-hidden>
                  {index + 1}
                </Badge>
                <Title order={3} size="h5">
                  {STAGE_TEXT[stage].title}
                </Title>
              </Group>
              <Text size="sm">{STAGE_TEXT[stage].summary}</Text>
              <Group gap={6}>
                {statuses.map((status) => (
                  <Badge
                    key={status}
                    variant={final.includes(status) ? 'outline' : 'light'}
                    color={final.includes(status) ? 'gray' : undefined}
                    size="sm"
                  >
                    {status}
                  </Badge>
                ))}
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Outlined statuses are final: nothing moves a contract on from them. A step that “then awaits an
        answer” puts the contract under NEEDING MY ACTION for the party whose turn it is.
      </Text>
      <Accordion multiple variant="separated" radius="md">
        {stages.map(({ stage }) => (
          <Accordion.Item key={stage} value={stage}>
            <Accordion.Control>
              <Title order={3} size="h5">
                STEPS IN {STAGE_TEXT[stage].title} ({steps[stage].length})
              </Title>
            </Accordion.Control>
            <Accordion.Panel>
              <List spacing="xs" listStyleType="none" p={0} m={0}>
                {steps[stage].map((step) => (
                  <Step key={`${step.from.join()}-${step.does}-${step.who}-${step.becomes}`} step={step} />
                ))}
              </List>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
