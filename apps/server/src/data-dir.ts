import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dir} is in use by another Folienwerk process (pid ${pid}). ` +
        "Stop that process or start this one with another DATA_DIR.",
    );
    this.name = "DataDirLockedError";
  }
}

/** True while a process with this id runs (one of another user counts too). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Create the data folder (recursively) and take its lock file, so that only one process opens the
 * embedded database in it. A lock left by a dead process is taken over. Returns the release function, which
 * also runs when the process exits.
 */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, "folienwerk.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
      // Also on an exit that skips the orderly shutdown (a forced exit after a stuck step): the process
      // and its database are gone then, so the lock must go too.
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isFinite(pid) && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dir, pid);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}
