/**
 * The three states a list page shows before its rows (loading, failed, empty), then the rows: one
 * place for the texts' shape, the spinner's name and the alert's role.
 */
import { Alert, Group, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureText } from '../lib/failure-text.ts';

type QueryStateProps<T> = {
  query: UseQueryResult<T>;
  /** The spinner's accessible name, e.g. 'LOADING QUOTES'. */
  loading: string;
  /** The failure alert's title, e.g. 'QUOTES COULD NOT BE LOADED'. */
  failed: string;
  /** Shown instead of the rows when `isEmpty` says so, e.g. 'NO QUOTES FOUND'. */
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
};

export function QueryState<T>({ query, loading, failed, empty, isEmpty, children }: QueryStateProps<T>) {
  if (query.isPending)
    return (
      <Group justify="center" p="lg">
        <Loader aria-label={loading} />
      </Group>
    );
  if (query.isError)
    return (
      <Alert color="red" role="alert" title={failed}>
        {failureText(query.error)}
      </Alert>
    );
  if (isEmpty(query.data))
    return (
      <Text c="dimmed" ta="center" p="lg">
        {empty}
      </Text>
    );
  return children(query.data);
}
