// The stub's own certificate as a client that trusts it meets it: the trusted CA vouches for localhost, 127.0.0.1 and
// ::1 and nothing else, whoever holds the key the stub loads (or even the CA's key, which is never written); the
// folder it is kept in is refused or repaired when others could read or plant files in it.
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer, request } from "node:https";
import { isIP, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  CERTIFICATE_FILE,
  CertificateFolderRefused,
  KEY_FILE,
  localCertificate,
  makeCertificate,
  SERVED_CERTIFICATE_FILE,
} from "./local-certificate.ts";

const root = mkdtempSync(join(tmpdir(), "local-cert-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;
const newFolder = (): string => join(root, `f${(folders += 1)}`);
const hasOpenssl = spawnSync("openssl", ["version"]).status === 0;

/** Serves `cert` (PEM chain) with `key` and asks for `name` with Node's strict https client trusting `ca` alone. */
async function strictClient(ca: string, cert: string, key: string, name: string): Promise<string> {
  const server = createServer({ cert, key }, (_, res) => res.end("ok"));
  // An address is checked against the certificate's IP names when it is the host connected to; a name is sent as SNI.
  const address = isIP(name) === 0 ? "127.0.0.1" : name;
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve) => {
      const req = request(
        { host: address, port, ca, agent: false, ...(isIP(name) === 0 ? { servername: name } : {}) },
        (res) => res.on("data", (d: Buffer) => resolve(`served ${d.toString()}`)),
      );
      req.on("error", (error: NodeJS.ErrnoException) => resolve(`refused ${error.code ?? error.message}`));
      req.end();
    });
  } finally {
    server.close();
  }
}

/** `openssl x509 -req`: a certificate for `name` issued by `issuerCert` with `issuerKey` (the reviewer's recipe). */
function mint(dir: string, issuerCert: string, issuerKey: string, name: string): { cert: string; key: string } {
  const run = (args: string[]) => {
    const result = spawnSync("openssl", args, { cwd: dir, encoding: "utf8" });
    if (result.status !== 0) throw new Error(result.stderr);
  };
  writeFileSync(join(dir, "issuer.pem"), issuerCert);
  writeFileSync(join(dir, "issuer-key.pem"), issuerKey);
  writeFileSync(join(dir, "ext.cnf"), `subjectAltName=DNS:${name}\nbasicConstraints=CA:FALSE\n`);
  run(["ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", "minted-key.pem"]);
  run(["req", "-new", "-key", "minted-key.pem", "-subj", `/CN=${name}`, "-out", "minted.csr"]);
  run(
    ["x509", "-req", "-in", "minted.csr", "-CA", "issuer.pem", "-CAkey", "issuer-key.pem", "-CAcreateserial"].concat([
      "-days",
      "30",
      "-extfile",
      "ext.cnf",
      "-out",
      "minted.pem",
    ]),
  );
  return {
    cert: readFileSync(join(dir, "minted.pem"), "utf8"),
    key: readFileSync(join(dir, "minted-key.pem"), "utf8"),
  };
}

/** `openssl verify -CAfile <the file the stub tells clients to trust>`; the exit status and its last line. */
function opensslVerify(dir: string, caFile: string, cert: string, untrusted?: string): { ok: boolean; says: string } {
  writeFileSync(join(dir, "to-verify.pem"), cert);
  const args = ["verify", "-CAfile", caFile];
  if (untrusted !== undefined) {
    writeFileSync(join(dir, "untrusted.pem"), untrusted);
    args.push("-untrusted", "untrusted.pem");
  }
  const result = spawnSync("openssl", [...args, "to-verify.pem"], { cwd: dir, encoding: "utf8" });
  return { ok: result.status === 0, says: `${result.stdout}${result.stderr}`.trim() };
}

describe("the local certificate vouches for localhost, 127.0.0.1 and ::1 alone", () => {
  it("a strict Node client trusting the CA file reaches every loopback name, and the CA's key is not on disk", async () => {
    const folder = newFolder();
    const made = localCertificate(folder);
    const ca = readFileSync(made.certPath, "utf8");
    expect(made.certPath).toBe(join(folder, CERTIFICATE_FILE));
    for (const name of ["localhost", "127.0.0.1", "::1"])
      expect(await strictClient(ca, made.cert, made.key, name), name).toBe("served ok");
    expect(readdirSync(folder).sort()).toEqual([CERTIFICATE_FILE, KEY_FILE, SERVED_CERTIFICATE_FILE].sort());
    // The only private key on disk is the one the stub loads, and it is the served certificate's.
    const keys = readdirSync(folder).filter((file) => readFileSync(join(folder, file), "utf8").includes("PRIVATE KEY"));
    expect(keys).toEqual([KEY_FILE]);
    expect(readFileSync(join(folder, KEY_FILE), "utf8")).toBe(made.key);
  });

  it.skipIf(!hasOpenssl)(
    "a certificate minted with the key the stub loads, for www.bank.example, is refused",
    async () => {
      const folder = newFolder();
      const made = localCertificate(folder);
      const served = readFileSync(join(folder, SERVED_CERTIFICATE_FILE), "utf8");
      const work = mkdtempSync(join(root, "mint-"));
      const caFile = join(folder, CERTIFICATE_FILE);

      expect(opensslVerify(work, caFile, served).ok).toBe(true);
      const minted = mint(work, served, made.key, "www.bank.example");
      const verdict = opensslVerify(work, caFile, minted.cert, served);
      expect(verdict.ok, verdict.says).toBe(false);
      expect(verdict.says).toMatch(/invalid CA certificate|not a CA/i);
      expect(
        await strictClient(readFileSync(caFile, "utf8"), minted.cert + served, minted.key, "www.bank.example"),
      ).toMatch(/^refused /);
    },
  );

  it.skipIf(!hasOpenssl)("even the CA's own key (dropped after signing) cannot vouch for another name", async () => {
    let caKey = "";
    const made = makeCertificate(new Date(), (key) => {
      caKey = key.export({ type: "pkcs8", format: "pem" }).toString();
    });
    const work = mkdtempSync(join(root, "ca-mint-"));
    writeFileSync(join(work, "ca.pem"), made.ca);
    const caFile = join(work, "ca.pem");

    const localhost = mint(work, made.ca, caKey, "localhost");
    expect(opensslVerify(work, caFile, localhost.cert).ok).toBe(true);
    for (const name of ["www.bank.example", "registry.npmjs.org", "localhost.evil.example"]) {
      const other = mint(work, made.ca, caKey, name);
      const verdict = opensslVerify(work, caFile, other.cert);
      expect(verdict.ok, `${name}: ${verdict.says}`).toBe(false);
      expect(verdict.says).toMatch(/permitted subtree violation/);
      expect(await strictClient(made.ca, other.cert, other.key, name)).toMatch(/^refused /);
    }
  });
});

describe("the certificate folder is used only when it is the user's own", () => {
  it("refuses a folder others can write to, and a key or folder of another user, with one line", () => {
    const folder = newFolder();
    mkdirSync(folder, { mode: 0o700 });
    chmodSync(folder, 0o777);
    expect(() => localCertificate(folder)).toThrow(CertificateFolderRefused);
    expect(() => localCertificate(folder)).toThrow(/^the certificate folder .* is open to other users \(mode 777\)/);
    expect(readdirSync(folder)).toEqual([]);

    chmodSync(folder, 0o700);
    const made = localCertificate(folder);
    // As root, the test can hand the key to another user (nobody); as anyone else it cannot, and skips this part.
    if (process.getuid?.() === 0) {
      chownSync(join(folder, KEY_FILE), 65534, 65534);
      expect(() => localCertificate(folder)).toThrow(/^the certificate key .* belongs to another user/);
      chownSync(join(folder, KEY_FILE), 0, 0);
      chownSync(folder, 65534, 65534);
      expect(() => localCertificate(folder)).toThrow(/^the certificate folder .* belongs to another user/);
    }
    expect(made.created).toBe(true);
  });

  it("a key others could read is replaced by a new certificate, and says so", () => {
    const folder = newFolder();
    const first = localCertificate(folder);
    chmodSync(join(folder, KEY_FILE), 0o644);
    const second = localCertificate(folder);
    expect(second.key).not.toBe(first.key);
    expect(second.notice).toMatch(/could be read by other users: made a new certificate/);
    expect(statSync(join(folder, KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(localCertificate(folder)).toMatchObject({ key: second.key, created: false });
    expect(localCertificate(folder).notice).toBeUndefined();
  });

  it("refuses a planted certificate that is not the kit's kind, and leaves it where it is", () => {
    const folder = newFolder();
    localCertificate(folder);
    // Another CA of the same shape (someone else's) under the kit's names: a different, unconstrained self-signed cert.
    const other = makeCertificate(new Date());
    const planted = mkdtempSync(join(root, "planted-"));
    const unconstrained = spawnSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj"].concat([
        "/CN=crypto-checkout-kit local CA (localhost only)",
        "-keyout",
        "k.pem",
        "-out",
        "c.pem",
        "-days",
        "9",
      ]),
      { cwd: planted },
    );
    const plantedCa = unconstrained.status === 0 ? readFileSync(join(planted, "c.pem"), "utf8") : other.ca;
    writeFileSync(join(folder, CERTIFICATE_FILE), plantedCa);
    expect(() => localCertificate(folder)).toThrow(/not the kit's own/);
    expect(readFileSync(join(folder, CERTIFICATE_FILE), "utf8")).toBe(plantedCa);

    writeFileSync(join(folder, CERTIFICATE_FILE), other.ca); // the kit's kind, but not the served certificate's issuer
    expect(() => localCertificate(folder)).toThrow(/were not made under/);
  });

  it("replaces the old unconstrained certificate of earlier kits, and says to remove it from trust stores", () => {
    const folder = newFolder();
    mkdirSync(folder, { mode: 0o700 });
    const old = spawnSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-subj"].concat([
        "/CN=crypto-checkout-kit local stub",
        "-keyout",
        "localhost-key.pem",
        "-out",
        "localhost-cert.pem",
      ]),
      { cwd: folder },
    );
    if (old.status !== 0) return; // no openssl: nothing to plant
    const made = localCertificate(folder);
    expect(made.notice).toMatch(/replaced the old local certificate .* remove "crypto-checkout-kit local stub"/);
    expect(readdirSync(folder)).not.toContain("localhost-key.pem");
  });
});
