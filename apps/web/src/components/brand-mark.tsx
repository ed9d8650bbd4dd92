import { Group, Text } from '@mantine/core';
import { PROVIDER_NAME } from '@navia/domain/constants';
import type { Area } from '@navia/domain/rules/navigation';

/** The NAVIA wordmark with the area name beside it (login pages and the navigation bar). */
export function BrandMark({
  area,
  size = 28,
  compact = false,
}: {
  area: Area;
  size?: number;
  compact?: boolean;
}) {
  return (
    <Group
      gap="xs"
      align="baseline"
      wrap="nowrap"
      aria-label={`${PROVIDER_NAME} ${area === 'connect' ? 'Connect' : 'Hub'}`}
      role="img"
    >
      <Text
        component="span"
        fz={size}
        fw={800}
        lts={2}
        c="light-dark(var(--mantine-primary-color-filled), var(--mantine-primary-color-4))"
      >
        {PROVIDER_NAME}
      </Text>
      {/* The space makes the text read "NAVIA HUB", so a link around the mark can be named after
          it (WCAG 2.5.3); the flex layout does not draw it. */}{' '}
      <Text component="span" fz="sm" fw={700} lts={3} c="dimmed" visibleFrom={compact ? 'sm' : undefined}>
        {area === 'connect' ? 'CONNECT' : 'HUB'}
      </Text>
    </Group>
  );
}
