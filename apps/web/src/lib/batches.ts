/**
 * A list searched in batches (infinite scroll, hub §9 batches of 30): each batch answers its rows
 * and the total that matches. What the SKU, invoice and payment lists share about their pages.
 */
import type { InfiniteData } from '@tanstack/react-query';

export type Batch<Row> = { result: readonly Row[]; totalCount: number; batchNo: number };

/** The batch after the last one, or undefined once every matching row is loaded (or none came). */
export function nextBatchNo<Row>(last: Batch<Row>, pages: readonly Batch<Row>[]): number | undefined {
  if (last.result.length === 0) return undefined;
  const loaded = pages.reduce((n, p) => n + p.result.length, 0);
  return loaded < last.totalCount ? last.batchNo + 1 : undefined;
}

export const batchRows = <Row>(data: InfiniteData<Batch<Row>> | undefined): Row[] =>
  data?.pages.flatMap((p) => p.result) ?? [];

export const batchTotal = <Row>(data: InfiniteData<Batch<Row>> | undefined): number =>
  data?.pages[0]?.totalCount ?? 0;
