/** Percentiles and plain-text tables for bench/search.ts. */

/** Nearest-rank percentile of an ascending list (0 for an empty one). */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0;
}

export type Summary = { n: number; p50: number; p95: number; p99: number; max: number; mean: number };

export function summarise(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const sum = sorted.reduce((s, v) => s + v, 0);
  return {
    n: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    mean: sorted.length > 0 ? sum / sorted.length : 0,
  };
}

export const ms = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));

/** Prints rows under a header; numbers right-aligned, text left-aligned. */
export function printTable(header: readonly string[], rows: readonly (readonly (string | number)[])[]) {
  const cells = rows.map((row) => row.map((c) => String(c)));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((row) => (row[i] ?? '').length)));
  const line = (row: readonly string[], isHeader = false) =>
    row
      .map((c, i) => {
        const w = widths[i] ?? 0;
        const numeric = !isHeader && i > 0 && /^[-+]?[\d.,]+( ?[a-z%×/]*)?$|^—$/.test(c);
        return numeric ? c.padStart(w) : c.padEnd(w);
      })
      .join('  ')
      .trimEnd();
  console.log(line(header, true));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of cells) console.log(line(row));
}

/** A small deterministic PRNG (mulberry32), so every run sends the same request order. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}
