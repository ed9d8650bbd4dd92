/**
 * The file store (ARCHITECTURE "integrations": an interface with an embedded default). The default
 * keeps files on local disk under NAVIA_DATA_DIR/files; another implementation (object storage) only
 * has to honour the same interface. Keys are ids the server makes up, never user input, and are
 * checked against a strict pattern, so no key can reach outside the store's folder.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export type FileStorage = {
  /** Stores bytes under a new random key and returns the key. */
  put: (data: Buffer) => Promise<string>;
  /** A stream of the stored bytes, or null when the key holds nothing. */
  get: (key: string) => Promise<Readable | null>;
  remove: (key: string) => Promise<void>;
};

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** Files under `root`, spread over 256 sub-folders by the key's first two characters. */
function createLocalFileStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileFor = (key: string) => {
    if (!isStorageKey(key)) throw new Error('invalid storage key');
    return path.join(base, key.slice(0, 2), key);
  };
  return {
    async put(data) {
      const key = randomUUID();
      const target = fileFor(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const partial = `${target}.partial`;
      await writeFile(partial, data, { flag: 'wx', mode: 0o600 });
      await rename(partial, target);
      return key;
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const file = fileFor(key);
      try {
        await stat(file);
      } catch {
        return null;
      }
      return createReadStream(file);
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      await rm(fileFor(key), { force: true });
    },
  };
}

/** The default store of a configuration: NAVIA_DATA_DIR/files. */
export function fileStorageFor(config: { NAVIA_DATA_DIR: string }): FileStorage {
  return createLocalFileStorage(path.join(config.NAVIA_DATA_DIR, 'files'));
}
