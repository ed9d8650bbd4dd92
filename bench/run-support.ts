/**
 * What every benchmark run needs: cleanups run once, in reverse order, on success, error, SIGINT or
 * SIGTERM; whether a signal interrupted the run; timestamped log lines and number formats.
 */
import os from 'node:os';

export const cleanups: { name: string; run: () => unknown }[] = [];
let cleaning: Promise<void> | null = null;
let interruptedBySignal = false;

export function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (let item = cleanups.pop(); item; item = cleanups.pop()) {
      try {
        await item.run();
      } catch (error) {
        console.error(`cleanup (${item.name}):`, error);
      }
    }
  })();
  return cleaning;
}

/** True once SIGINT or SIGTERM started the cleanup (the signal handler then exits with 130). */
export const interrupted = () => interruptedBySignal;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interruptedBySignal = true;
    console.error(`\n${signal}: stopping the server and the database cluster`);
    void cleanup().then(() => process.exit(130));
  });
}

const stamp = () => new Date().toISOString().slice(11, 19);
export const log = (message: string) => console.log(`[${stamp()}] ${message}`);
export const fmtInt = (n: number) => n.toLocaleString('en-GB');
export const loadavg = () =>
  os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

/** Runs a bench's main: an error sets exit code 1; the cleanups run in any case (also after Ctrl-C). */
export function runBench(main: () => Promise<void>): void {
  main()
    .catch((error: unknown) => {
      if (interrupted()) return;
      console.error(error);
      process.exitCode = 1;
    })
    .finally(async () => {
      await cleanup();
      if (interrupted()) return;
      process.exit(process.exitCode ?? 0);
    });
}

/** A number option of parseArgs' `values` ('1,000' and '1_000' read as 1000); throws a message naming it. */
export function numberOption(
  values: Record<string, unknown>,
  name: string,
  min: number,
  integer = true,
): number {
  const n = Number(String(values[name]).replaceAll(/[,_]/g, ''));
  if (!Number.isFinite(n) || n < min || (integer && !Number.isInteger(n))) {
    throw new Error(`--${name} must be a ${integer ? 'whole ' : ''}number ≥ ${min}`);
  }
  return n;
}
