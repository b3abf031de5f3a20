import { accessSync, constants, statfsSync } from "node:fs";
import os from "node:os";

/** Room a run's throw-away folders may take: a browser run's came to about 250 MB, with a wide margin. */
const NEEDED_BYTES = 2 * 1024 ** 3;

/**
 * Where a run's throw-away folders go: memory (/dev/shm) when the machine has it with room to spare, as nothing in
 * them needs to outlive the run, else the temporary directory. On this machine's disk (mounted with `discard`),
 * removing the unit run's cluster of some 400 databases took 21 s, and each database copied from the template was
 * written to disk first. A container's /dev/shm is often 64 MB: too small, so the disk is used there.
 */
export function scratchParent(): string {
  const memory = "/dev/shm";
  try {
    accessSync(memory, constants.W_OK);
    const { bavail, bsize } = statfsSync(memory);
    if (bavail * bsize >= NEEDED_BYTES) return memory;
  } catch {
    // no /dev/shm on this machine
  }
  return os.tmpdir();
}
