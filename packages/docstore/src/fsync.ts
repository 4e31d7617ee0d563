// Durability on disk: a file's contents, or a folder's entries (a rename or a new file), flushed before going on.
import { closeSync, fsyncSync, openSync } from 'node:fs';

/** fsync of a file or a folder by path. */
export function fsyncPath(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
