import type { Executor } from '../../db/client.ts';
import { errorReports } from '../../db/schema/index.ts';

export type NewErrorReport = typeof errorReports.$inferInsert;

export async function insertErrorReport(db: Executor, report: NewErrorReport): Promise<void> {
  await db.insert(errorReports).values(report);
}
