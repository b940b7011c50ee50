/**
 * The stub's own HTTPS certificate for localhost, 127.0.0.1 and ::1: made on the first `--https` start and kept in a
 * per-user folder, so a client told once to trust the file keeps trusting it.
 *
 * What a client is told to trust is a CA that can vouch for nothing but those three names: its name constraints permit
 * the DNS name `localhost` (and names under it) and the addresses 127.0.0.1 and ::1 only, and its path length is 0.
 * Its private key signs the served certificate once, in memory, and is dropped: it is never written, so no file on
 * the machine can mint another certificate under it. The key the stub loads belongs to the served certificate, which
 * is not a CA; a certificate minted with it is refused by any client that checks the chain.
 */
import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  X509Certificate,
  type KeyObject,
} from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import {
  bitString,
  boolean,
  explicit,
  objectIdentifier,
  octetString,
  sequence,
  set,
  time,
  tlv,
  unsignedInteger,
  utf8String,
} from "./der.ts";

/** The CA certificate to give a client as its trust anchor (CURLOPT_CAINFO, NODE_EXTRA_CA_CERTS, REQUESTS_CA_BUNDLE). */
export const CERTIFICATE_FILE = "localhost-ca.pem";
/** The certificate the stub serves (with the CA after it) and its key, the only key the stub reads. */
export const SERVED_CERTIFICATE_FILE = "localhost-server.pem";
export const KEY_FILE = "localhost-server-key.pem";
/** The files of earlier kits: one self-signed, unconstrained CA that was also the served certificate. */
const OLD_FILES = ["localhost-cert.pem", "localhost-key.pem"] as const;

/** Names the certificate is valid for: what the stub answers on loopback. */
export const LOCAL_NAMES = { dns: ["localhost"], ip: ["127.0.0.1", "::1"] } as const;

const CA_NAME = "crypto-checkout-kit local CA (localhost only)";
const SERVER_NAME = "localhost";
const OLD_NAME = "crypto-checkout-kit local stub";

/**
 * 397 days, the longest browsers accept for a server certificate; the CA lives as long (its key is gone, so a new
 * served certificate needs a new CA). One that is past its end, or within a day of it, is made anew.
 */
const VALIDITY_DAYS = 397;
const DAY_MS = 86_400_000;

export interface CertificateFiles {
  /** The CA certificate (PEM) to trust. */
  readonly certPath: string;
  /** What the stub serves: its certificate followed by the CA's. */
  readonly cert: string;
  readonly key: string;
  /** True when this call made the certificate (the first start, or after the files were deleted or expired). */
  readonly created: boolean;
  /** One line for the person starting the stub when the folder was repaired or old files were replaced. */
  readonly notice?: string;
}

/**
 * The folder the certificate is kept in: `CRYPTO_CHECKOUT_CERT_DIR`, else `$XDG_CONFIG_HOME/crypto-checkout-kit`,
 * else `~/.config/crypto-checkout-kit` (on Windows `%APPDATA%\crypto-checkout-kit`).
 */
export function certificateDirectory(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CRYPTO_CHECKOUT_CERT_DIR) return env.CRYPTO_CHECKOUT_CERT_DIR;
  const configHome =
    env.XDG_CONFIG_HOME || (process.platform === "win32" && env.APPDATA ? env.APPDATA : join(homedir(), ".config"));
  return join(configHome, "crypto-checkout-kit");
}

/** A folder or file the stub will not use: the message is the one line the command prints. */
export class CertificateFolderRefused extends Error {}

/**
 * The kept certificate and key, made first when missing or (nearly) expired. Refuses (throws CertificateFolderRefused)
 * a folder or file that another user owns or can write, and files under the kit's names that it did not make; makes
 * the certificate anew, saying so, when the key could be read by others or the old unconstrained files are found.
 */
export function localCertificate(directory = certificateDirectory()): CertificateFiles {
  const paths = {
    ca: join(directory, CERTIFICATE_FILE),
    served: join(directory, SERVED_CERTIFICATE_FILE),
    key: join(directory, KEY_FILE),
  };
  const notices: string[] = [];
  if (existsSync(directory)) checkPrivate(directory, "folder", 0o077);
  else mkdirSync(directory, { recursive: true, mode: 0o700 });

  if (OLD_FILES.some((file) => existsSync(join(directory, file)))) {
    replaceOldFiles(directory);
    notices.push(
      `replaced the old local certificate in ${directory}, which could vouch for any site: remove "${OLD_NAME}" from every trust store you added it to, and trust ${paths.ca} instead.`,
    );
  }
  if (existsSync(paths.key)) {
    const loose = checkPrivate(paths.key, "key", 0o077, true);
    if (loose) {
      for (const path of filesOf(paths)) rmSync(path, { force: true });
      notices.push(
        `the certificate key in ${directory} could be read by other users: made a new certificate; trust ${paths.ca} anew and remove the old "${CA_NAME}" from your trust stores.`,
      );
    }
  }

  const trustedBefore = existsSync(paths.ca);
  const kept = readKept(paths);
  if (kept !== null) return { certPath: paths.ca, ...kept, created: false, ...noticeOf(notices) };
  const made = withMintingLock(directory, () => {
    const madeMeanwhile = readKept(paths);
    return madeMeanwhile === null ? writeNew(paths) : { ...madeMeanwhile, created: false };
  });
  if (made.created && trustedBefore && notices.length === 0)
    notices.push(`the local certificate had expired: made a new one; trust ${paths.ca} anew.`);
  return { certPath: paths.ca, ...made, ...noticeOf(notices) };
}

const noticeOf = (notices: string[]): { notice?: string } =>
  notices.length === 0 ? {} : { notice: notices.join(" ") };

/**
 * Refuses a path another user owns or that is open to others beyond `allowed`; with `repairable`, a file of ours
 * that others can only read answers true (the caller makes a new one) instead of refusing. Windows has no such modes.
 */
function checkPrivate(path: string, what: "folder" | "key", mask: number, repairable = false): boolean {
  if (process.platform === "win32") return false;
  const stat = statSync(path);
  const mode = (stat.mode & 0o777).toString(8).padStart(3, "0");
  const fix =
    what === "folder"
      ? `make it yours and private (chmod 700 ${path}) or set CRYPTO_CHECKOUT_CERT_DIR to a folder of your own`
      : `delete it and start again`;
  if (stat.uid !== process.getuid?.())
    throw new CertificateFolderRefused(`the certificate ${what} ${path} belongs to another user: ${fix}.`);
  if ((stat.mode & mask) === 0) return false;
  if (repairable && (stat.mode & 0o022) === 0) return true;
  throw new CertificateFolderRefused(
    `the certificate ${what} ${path} is open to other users (mode ${mode}), so what it holds cannot be trusted: ${fix}.`,
  );
}

/** Deletes the files of the old unconstrained certificate, and refuses if they are not the kit's. */
function replaceOldFiles(directory: string): void {
  const certPath = join(directory, OLD_FILES[0]);
  if (existsSync(certPath)) {
    let subject = "";
    try {
      subject = new X509Certificate(readFileSync(certPath)).subject;
    } catch {
      // Not a certificate: not ours either.
    }
    if (subject !== `CN=${OLD_NAME}`)
      throw new CertificateFolderRefused(
        `${certPath} is not a certificate the kit made: remove it, or set CRYPTO_CHECKOUT_CERT_DIR to a folder of your own.`,
      );
  }
  for (const file of OLD_FILES) rmSync(join(directory, file), { force: true });
}

interface Paths {
  readonly ca: string;
  readonly served: string;
  readonly key: string;
}
const filesOf = (paths: Paths): string[] => [paths.ca, paths.served, paths.key];

/**
 * The files as they are on disk, if they hold a current certificate of the kit's own kind; null when they are missing
 * or (nearly) expired. Files under the kit's names that are not of its kind are refused, never replaced: a shared
 * folder may hold someone else's.
 */
function readKept(paths: Paths): { cert: string; key: string } | null {
  const present = filesOf(paths).filter((path) => existsSync(path));
  if (present.length === 0) return null;
  const refuse = (why: string) =>
    new CertificateFolderRefused(
      `the certificate files in ${join(paths.ca, "..")} are not the kit's own (${why}): delete them, or set CRYPTO_CHECKOUT_CERT_DIR to a folder of your own.`,
    );
  if (present.length < 3) {
    // A start interrupted while writing leaves some of the files; a concurrent start is writing them.
    return null;
  }
  let ca: X509Certificate, served: X509Certificate, key: KeyObject, servedPem: string, keyPem: string;
  try {
    ca = new X509Certificate(readFileSync(paths.ca));
    servedPem = readFileSync(paths.served, "utf8");
    served = new X509Certificate(servedPem);
    keyPem = readFileSync(paths.key, "utf8");
    key = createPrivateKey(keyPem);
  } catch {
    throw refuse("not PEM certificates and key");
  }
  if (ca.subject !== `CN=${CA_NAME}` || !ca.ca || !ca.verify(ca.publicKey))
    throw refuse(`${CERTIFICATE_FILE} is not the kit's local CA`);
  const extensions = caExtensions();
  if (!ca.raw.includes(extensions.nameConstraints) || !ca.raw.includes(extensions.basicConstraints))
    throw refuse(`${CERTIFICATE_FILE} is not limited to localhost, 127.0.0.1 and ::1`);
  if (served.ca || !served.checkIssued(ca) || !served.verify(ca.publicKey) || !served.checkPrivateKey(key))
    throw refuse(`${SERVED_CERTIFICATE_FILE} and its key were not made under ${CERTIFICATE_FILE}`);
  if (!LOCAL_NAMES.dns.every((name) => served.checkHost(name) !== undefined)) throw refuse("names missing");
  if (!LOCAL_NAMES.ip.every((ip) => served.checkIP(ip) !== undefined)) throw refuse("addresses missing");
  const ends = Math.min(Date.parse(ca.validTo), Date.parse(served.validTo));
  if (ends - Date.now() < DAY_MS) {
    for (const path of filesOf(paths)) rmSync(path, { force: true });
    return null;
  }
  return { cert: servedPem + ca.toString(), key: keyPem };
}

/** Writes a new CA and served certificate; each file whole under another name, renamed into place. */
function writeNew(paths: Paths): { cert: string; key: string; created: boolean } {
  const made = makeCertificate(new Date());
  const suffix = `.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(paths.key + suffix, made.key, { mode: 0o600 });
  writeFileSync(paths.served + suffix, made.served, { mode: 0o644 });
  writeFileSync(paths.ca + suffix, made.ca, { mode: 0o644 });
  renameSync(paths.key + suffix, paths.key);
  renameSync(paths.served + suffix, paths.served);
  renameSync(paths.ca + suffix, paths.ca);
  return { cert: made.served + made.ca, key: made.key, created: true };
}

/**
 * Two stubs starting at once (Playwright workers on a first run) would each make a CA: one makes it while the others
 * wait for its files. A lock left by a start that died is taken over after 30 s.
 */
function withMintingLock<T>(directory: string, make: () => T): T {
  const lock = join(directory, ".minting");
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      closeSync(openSync(lock, "wx", 0o600));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (Date.now() > deadline) {
        rmSync(lock, { force: true });
        continue;
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    return make();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** The CA's constraining extensions, as written: readKept looks for these very bytes in a kept CA. */
function caExtensions(): { basicConstraints: Buffer; nameConstraints: Buffer } {
  const ipRange = (ip: string): Buffer => {
    const address = ipBytes(ip);
    return Buffer.concat([address, Buffer.alloc(address.length, 0xff)]);
  };
  // permittedSubtrees [0]: GeneralSubtree { base GeneralName } for each name; nothing else may be vouched for.
  const permitted = tlv(
    0xa0,
    Buffer.concat([
      ...LOCAL_NAMES.dns.map((dns) => sequence(tlv(0x82, Buffer.from(dns, "ascii")))), // dNSName [2]
      ...LOCAL_NAMES.ip.map((ip) => sequence(tlv(0x87, ipRange(ip)))), // iPAddress [7]: address and mask
    ]),
  );
  return {
    // basicConstraints: cA, pathLenConstraint 0 (no CA under it).
    basicConstraints: extension("2.5.29.19", true, sequence(boolean(true), unsignedInteger(Buffer.from([0])))),
    nameConstraints: extension("2.5.29.30", true, sequence(permitted)),
  };
}

const extension = (oid: string, critical: boolean, value: Buffer): Buffer =>
  sequence(objectIdentifier(oid), ...(critical ? [boolean(true)] : []), octetString(value));

const ipBytes = (ip: string): Buffer =>
  ip.includes(":") ? Buffer.from(expandIPv6(ip)) : Buffer.from(ip.split(".").map(Number));

const ecdsaWithSha256 = sequence(objectIdentifier("1.2.840.10045.4.3.2"));
const commonName = (cn: string): Buffer => sequence(set(sequence(objectIdentifier("2.5.4.3"), utf8String(cn))));
const keyIdentifier = (spki: Buffer): Buffer => createHash("sha1").update(spki).digest();

function serialNumber(): Buffer {
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f;
  return unsignedInteger(serial);
}

function pem(der: Buffer): string {
  const base64 = der.toString("base64").replace(/.{1,64}/g, "$&\n");
  return `-----BEGIN CERTIFICATE-----\n${base64}-----END CERTIFICATE-----\n`;
}

/** A signed X.509 v3 certificate. */
function certificate(options: {
  subject: string;
  issuer: string;
  spki: Buffer;
  issuerKey: KeyObject;
  now: Date;
  extensions: Buffer[];
}): string {
  const tbs = sequence(
    explicit(0, unsignedInteger(Buffer.from([2]))), // version 3
    serialNumber(),
    ecdsaWithSha256,
    commonName(options.issuer),
    sequence(
      time(new Date(options.now.getTime() - DAY_MS)),
      time(new Date(options.now.getTime() + VALIDITY_DAYS * DAY_MS)),
    ),
    commonName(options.subject),
    options.spki,
    explicit(3, sequence(...options.extensions)),
  );
  return pem(sequence(tbs, ecdsaWithSha256, bitString(sign("sha256", tbs, options.issuerKey))));
}

export interface MadeCertificate {
  /** The constrained CA to trust (PEM). */
  readonly ca: string;
  /** The served certificate (PEM), issued by the CA, not a CA itself. */
  readonly served: string;
  /** The served certificate's key (PKCS#8 PEM): the only key kept. */
  readonly key: string;
}

/**
 * A CA constrained to localhost, 127.0.0.1 and ::1 (path length 0) and, under it, the served ECDSA P-256 certificate
 * for those names. The CA's key exists only inside this call; `withCaKey` lets a test hold it to show what the
 * constraints refuse.
 */
export function makeCertificate(now: Date, withCaKey?: (caKey: KeyObject) => void): MadeCertificate {
  const caPair = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const caSpki = caPair.publicKey.export({ type: "spki", format: "der" });
  const caId = keyIdentifier(caSpki);
  const constraints = caExtensions();
  const ca = certificate({
    subject: CA_NAME,
    issuer: CA_NAME,
    spki: caSpki,
    issuerKey: caPair.privateKey,
    now,
    extensions: [
      constraints.basicConstraints,
      extension("2.5.29.15", true, bitString(Buffer.from([0b0000_0110]), 1)), // keyUsage: keyCertSign, cRLSign
      constraints.nameConstraints,
      extension("2.5.29.14", false, octetString(caId)), // subjectKeyIdentifier
    ],
  });

  const servedPair = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const servedSpki = servedPair.publicKey.export({ type: "spki", format: "der" });
  const alternativeNames = sequence(
    ...LOCAL_NAMES.dns.map((dns) => tlv(0x82, Buffer.from(dns, "ascii"))), // dNSName [2]
    ...LOCAL_NAMES.ip.map((ip) => tlv(0x87, ipBytes(ip))), // iPAddress [7]
  );
  const served = certificate({
    subject: SERVER_NAME,
    issuer: CA_NAME,
    spki: servedSpki,
    issuerKey: caPair.privateKey,
    now,
    extensions: [
      extension("2.5.29.19", true, sequence()), // basicConstraints: not a CA
      extension("2.5.29.15", true, bitString(Buffer.from([0b1000_0000]), 7)), // keyUsage: digitalSignature
      extension("2.5.29.37", false, sequence(objectIdentifier("1.3.6.1.5.5.7.3.1"))), // extKeyUsage: serverAuth
      extension("2.5.29.17", false, alternativeNames),
      extension("2.5.29.14", false, octetString(keyIdentifier(servedSpki))),
      extension("2.5.29.35", false, sequence(tlv(0x80, caId))), // authorityKeyIdentifier: the CA
    ],
  });
  withCaKey?.(caPair.privateKey);
  return { ca, served, key: servedPair.privateKey.export({ type: "pkcs8", format: "pem" }).toString() };
}

/** The 16 bytes of an IPv6 address written with `::`. */
function expandIPv6(ip: string): number[] {
  const [head = "", tail = ""] = ip.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":").map((g) => parseInt(g, 16)));
  const left = groups(head);
  const right = groups(tail);
  const all = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  return all.flatMap((g) => [g >> 8, g & 0xff]);
}
