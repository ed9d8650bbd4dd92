#!/usr/bin/env node
// Fails when the web app types an /api path by hand: every call goes through an endpoint
// declaration in packages/domain/contracts (decision 010). Test files may name paths to mock them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../apps/web/src');
const pattern = /['"`]\/api[/'"`?$]/;
const offenders = [];
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (
      /\.(ts|tsx)$/.test(name) &&
      !/\.test\.tsx?$/.test(name) &&
      !file.includes(`${path.sep}test${path.sep}`)
    ) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (pattern.test(line))
            offenders.push(`${path.relative(process.cwd(), file)}:${i + 1}: ${line.trim()}`);
        });
    }
  }
}
walk(root);
if (offenders.length > 0) {
  console.error('Hand-written /api paths in the web app (call the endpoint declaration instead):');
  for (const line of offenders) console.error(`  ${line}`);
  process.exit(1);
}
