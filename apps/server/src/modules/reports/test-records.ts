/** Test records for the report calls and the guards' probes: a finished run with a stored CSV file. */
import type { Executor } from '../../db/client.ts';
import { reportRuns } from '../../db/schema/index.ts';
import { fileStorageFor } from '../../integrations/storage.ts';

/** A SUCCEEDED run of ARRIVALS NEXT WEEK for the group, its file stored under `dataDir`; answers its id. */
export async function createReportRun(
  db: Executor,
  input: { orgGroupId: string; dataDir: string; text?: string },
): Promise<string> {
  const text = input.text ?? 'SHIP. NO.\r\n';
  const fileKey = await fileStorageFor({ NAVIA_DATA_DIR: input.dataDir }).put(Buffer.from(text, 'utf8'));
  const now = new Date();
  const [row] = await db
    .insert(reportRuns)
    .values({
      reportCode: 'ARRIVALS_NEXT_WEEK',
      orgGroupId: input.orgGroupId,
      trigger: 'MANUAL',
      status: 'SUCCEEDED',
      attempts: 1,
      format: 'CSV',
      startedAt: now,
      finishedAt: now,
      rowCount: 0,
      fileKey,
      fileName: 'arrivals-next-week-test.csv',
      byteSize: text.length,
    })
    .returning({ id: reportRuns.id });
  if (!row) throw new Error('report run insert failed');
  return row.id;
}
