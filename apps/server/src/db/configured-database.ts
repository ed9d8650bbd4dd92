/**
 * The database a configuration names (decision 032), for the server and the seed command:
 * - DATABASE_URL's PostgreSQL when it is set;
 * - otherwise the embedded PostgreSQL under the data folder (NAVIA_EMBEDDED_DATABASE=postgres, the
 *   default), or PGlite there (NAVIA_EMBEDDED_DATABASE=pglite, and always for a `memory://` folder).
 * When the embedded PostgreSQL has no binaries for this platform, or cannot start, the portal says
 * why and runs on PGlite, so `npm start` still works.
 */
import type { AppConfig } from '../config.ts';
import { type Database, openDatabase } from './client.ts';
import { type Log, startEmbeddedPostgres } from './embedded-postgres.ts';

export type ConfiguredDatabase = {
  /** Its close() also stops the embedded PostgreSQL. */
  database: Database;
  /** Where the data is, for the log: "PostgreSQL (DATABASE_URL)", "embedded PostgreSQL in …". */
  where: string;
};

export async function openConfiguredDatabase(
  config: Pick<AppConfig, 'DATABASE_URL' | 'NAVIA_EMBEDDED_DATABASE'>,
  options: {
    dataDir: string;
    log: Log;
    onConnectionLost?: (error: Error) => void;
    /** Whether close() stops an embedded PostgreSQL this process found running (the server: yes). */
    owner: boolean;
  },
): Promise<ConfiguredDatabase> {
  const { dataDir, log, onConnectionLost, owner } = options;
  const connectionLost = onConnectionLost ? { onConnectionLost } : {};
  if (config.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, ...connectionLost });
    return { database, where: 'PostgreSQL (DATABASE_URL)' };
  }
  if (config.NAVIA_EMBEDDED_DATABASE === 'postgres' && !dataDir.startsWith('memory://')) {
    let embedded: Awaited<ReturnType<typeof startEmbeddedPostgres>> = null;
    try {
      embedded = await startEmbeddedPostgres({ dataDir, log, owner });
      if (!embedded)
        log.warn('this platform has no embedded PostgreSQL binaries (@embedded-postgres/*); using PGlite');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.warn(`the embedded PostgreSQL could not start (${reason}); using PGlite`);
    }
    if (embedded) {
      const { stop, url } = embedded;
      try {
        const database = await openDatabase({ databaseUrl: url, ...connectionLost });
        const close = database.close;
        database.close = async () => {
          await close();
          await stop();
        };
        return { database, where: `embedded PostgreSQL in ${dataDir}` };
      } catch (error) {
        await stop();
        throw error;
      }
    }
  }
  const database = await openDatabase({ dataDir, ...connectionLost });
  return { database, where: `PGlite in ${dataDir}` };
}
