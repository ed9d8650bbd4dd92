#!/usr/bin/env node
/**
 * npm run fuzz -- [--cases N] [--seed S] [--route text]
 * Runs the bad-input guard (apps/server/src/guards/bad-input.test.ts) with N sampled cases per route
 * (the fixed cases always run; npm test samples 24), from seed S, on the routes whose
 * "METHOD /path" contains text. A failing case prints as a request to copy into
 * bad-input-regressions.test.ts. Any other arguments go to Vitest.
 */
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const env = { ...process.env };
const passThrough = [];
const names = { '--cases': 'FUZZ_CASES', '--seed': 'FUZZ_SEED', '--route': 'FUZZ_ROUTE' };
for (let i = 0; i < args.length; i += 1) {
  const [flag, inline] = args[i].split('=', 2);
  const name = names[flag];
  if (!name) {
    passThrough.push(args[i]);
    continue;
  }
  if (inline === undefined) i += 1;
  const value = inline ?? args[i];
  if (value === undefined || value === '') {
    console.error(`${flag} needs a value`);
    process.exit(2);
  }
  if (flag !== '--route' && !/^\d+$/.test(value)) {
    console.error(`${flag} must be a whole number, not ${value}`);
    process.exit(2);
  }
  env[name] = value;
}
console.info(
  `fuzz: ${env.FUZZ_CASES ?? 24} cases per route, seed ${env.FUZZ_SEED ?? 'default'}${env.FUZZ_ROUTE ? `, routes containing "${env.FUZZ_ROUTE}"` : ''}`,
);
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'server', 'apps/server/src/guards/bad-input.test.ts', ...passThrough],
  { stdio: 'inherit', env },
);
process.exit(run.status ?? 1);
