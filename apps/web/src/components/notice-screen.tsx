import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SupportFooter } from './support-footer.tsx';

/** The frame shared by notice and error screens: a title, a line of text, actions, support footer. */
export function NoticeScreen(props: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  icon?: ReactNode;
  withSupport?: boolean;
}) {
  return (
    <Center component="main" mih="70vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="lg" maw={560} w="100%">
        <Stack align="center" gap="md" ta="center">
          {props.icon}
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {props.title}
          </Title>
          {typeof props.children === 'string' ? <Text c="dimmed">{props.children}</Text> : props.children}
          {props.actions}
          {props.withSupport !== false && <SupportFooter />}
        </Stack>
      </Paper>
    </Center>
  );
}
