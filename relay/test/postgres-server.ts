/**
 * A throw-away PostgreSQL server for the tests: Debian's binaries (/usr/lib/postgresql/<version>/bin), a new cluster
 * in a temporary folder, on a free loopback port, run as an unprivileged user (PostgreSQL refuses root: as root the
 * `postgres` user, else `nobody`, runs it; as anyone else, that user). Stopped and deleted by stop().
 *
 * Without the binaries: null locally (the caller skips, saying why), an error in CI (CI must test the PostgreSQL
 * store; scripts/ensure-postgres.mjs installs them before the unit tests).
 */
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

export interface PostgresServer {
  /** postgres://… of a fresh database on it. */
  readonly url: string;
  /** A new empty database on the same server (each suite its own). */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export const POSTGRES_MISSING =
  "PostgreSQL's binaries are not installed (Debian: apt-get install postgresql): the PostgreSQL store tests are skipped here, and fail in CI.";

function binDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? null : join(root, versions[0], "bin");
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer().once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** The uid/gid to run PostgreSQL as, and the command prefix that switches to it (none when not root). */
function runAs(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  for (const user of ["postgres", "nobody"]) {
    const id = spawnSync("id", ["-u", user], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", user], { encoding: "utf8" });
    if (id.status === 0 && gid.status === 0) return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  throw new Error("running as root, and neither the postgres nor the nobody user exists to run PostgreSQL as");
}

export async function startPostgres(): Promise<PostgresServer | null> {
  const bin = binDir();
  if (bin === null) {
    if (process.env.CI) throw new Error(POSTGRES_MISSING.replace("are skipped here, and fail in CI", "cannot run"));
    return null;
  }
  const user = runAs();
  const dir = mkdtempSync(join(tmpdir(), "relay-pg-"));
  chmodSync(dir, 0o700);
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, "data");
  const port = await freePort();
  const options = {
    cwd: dir,
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    env: { ...process.env, LC_ALL: "C.UTF-8" },
  };
  // Asynchronous: the stub and the tests' clients often share this process, and an event loop held for the seconds
  // initdb takes lets an HTTP server close a kept-alive socket its client is about to reuse (ECONNRESET).
  const run = (tool: string, args: string[]) => promisify(execFile)(join(bin, tool), args, options);
  try {
    await run("initdb", ["-D", data, "-U", "relay", "-A", "trust", "-E", "UTF8", "--no-sync"]);
    await run("pg_ctl", [
      "-D",
      data,
      "-l",
      join(dir, "server.log"),
      "-w",
      "-t",
      "60",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      "start",
    ]);
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`cannot start a throw-away PostgreSQL: ${(error as Error).message} ${stderr}`);
  }
  const base = `postgres://relay@127.0.0.1:${port}`;
  const stopArgs = ["-D", data, "-m", "immediate", "-w", "stop"];
  let stopped = false;
  /** At exit, when the caller did not stop it: nothing asynchronous runs then. */
  const stopAtExit = () => {
    if (stopped) return;
    stopped = true;
    try {
      execFileSync(join(bin, "pg_ctl"), stopArgs, { ...options, stdio: "ignore" });
    } catch {
      // already down
    }
    rmSync(dir, { recursive: true, force: true });
  };
  process.once("exit", stopAtExit);
  return {
    url: `${base}/postgres`,
    async createDatabase(name) {
      await run("createdb", ["-h", "127.0.0.1", "-p", String(port), "-U", "relay", name]);
      return `${base}/${name}`;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      process.off("exit", stopAtExit);
      await run("pg_ctl", stopArgs).catch(() => undefined); // already down
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
