/**
 * A small seeded pseudo-random generator (sfc32) for the demo data. Each shipment draws from its own
 * stream derived from (seed, purpose, index), so shipment N is the same whatever the total count or
 * the chunk size, and generation can restart at any index.
 */
import type { Weighted } from './data/org-groups.ts';

/** A 32-bit integer hash (the finaliser of MurmurHash3), used to derive stream states. */
function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, stream = 0, index = 0) {
    this.a = mix32(seed ^ 0x9e3779b9);
    this.b = mix32(stream + 0x632be5ab);
    this.c = mix32(index ^ Math.imul(seed, 0x27d4eb2d));
    this.d = mix32(index + Math.imul(stream, 0x165667b1) + 1);
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  weighted<T>(items: Weighted<T>): T {
    let total = 0;
    for (const [, weight] of items) total += weight;
    let roll = this.next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    const last = items[items.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** A string of `length` decimal digits. */
  digits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String(this.nextUint32() % 10);
    return out;
  }
}

/** A weighted list prepared once for many picks (binary search over cumulative weights). */
export class WeightedTable<T> {
  private readonly items: T[];
  private readonly cumulative: number[];
  private readonly total: number;

  constructor(entries: Weighted<T>) {
    this.items = [];
    this.cumulative = [];
    let total = 0;
    for (const [item, weight] of entries) {
      if (weight <= 0) continue;
      total += weight;
      this.items.push(item);
      this.cumulative.push(total);
    }
    this.total = total;
  }

  get size(): number {
    return this.items.length;
  }

  pick(rng: Rng): T {
    if (this.items.length === 0) throw new Error('weighted pick from an empty table');
    const roll = rng.next() * this.total;
    // Binary search; lo and mid stay within the arrays, so the index casts below are safe.
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) > roll) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}
