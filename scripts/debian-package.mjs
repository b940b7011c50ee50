// Installs a Debian package with apt-get when this process may (root on Debian), for the tools the test suites run.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Installs the packages with apt-get and returns true, or returns false without trying when this is not root on Debian.
 * @param {...string} pkgs
 * @returns {boolean}
 */
export function installDebianPackage(...pkgs) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const isDebian = existsSync("/etc/debian_version") && existsSync("/usr/bin/apt-get");
  if (!isRoot || !isDebian) return false;
  console.log(`Installing Debian's ${pkgs.join(", ")} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", ...pkgs], { stdio: "inherit", env });
  return true;
}
