/**
 * The stub's own HTTPS certificate for localhost, 127.0.0.1 and ::1: made on the first `--https` start and kept in a
 * per-user folder, so a client told once to trust the file keeps trusting it.
 */
import { createHash, createPrivateKey, generateKeyPairSync, randomBytes, sign, X509Certificate } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
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

/** The certificate to give a client as its trust anchor (CURLOPT_CAINFO, NODE_EXTRA_CA_CERTS, REQUESTS_CA_BUNDLE). */
export const CERTIFICATE_FILE = "localhost-cert.pem";
export const KEY_FILE = "localhost-key.pem";

/** Names the certificate is valid for: what the stub answers on loopback. */
export const LOCAL_NAMES = { dns: ["localhost"], ip: ["127.0.0.1", "::1"] } as const;

/**
 * 825 days: the longest a TLS server certificate may live and still be accepted by Apple's platforms once trusted;
 * a certificate that is past its end, or within a day of it, is made anew.
 */
const VALIDITY_DAYS = 825;
const DAY_MS = 86_400_000;

export interface CertificateFiles {
  /** The certificate (PEM), which is its own trust anchor. */
  readonly certPath: string;
  readonly keyPath: string;
  readonly cert: string;
  readonly key: string;
  /** True when this call made the certificate (the first start, or after the files were deleted or expired). */
  readonly created: boolean;
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

/** The kept certificate and key, made first when missing, unreadable or (nearly) expired. */
export function localCertificate(directory = certificateDirectory()): CertificateFiles {
  const certPath = join(directory, CERTIFICATE_FILE);
  const keyPath = join(directory, KEY_FILE);
  const kept = readKept(certPath, keyPath);
  if (kept !== null) return { certPath, keyPath, ...kept, created: false };

  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const made = makeCertificate(new Date());
  // Two stubs starting at once (Playwright workers on a first run) may both make one: each file is written whole
  // under another name and renamed into place, and the key before the certificate, so a reader that finds the
  // certificate finds its key. The one renamed last is kept; a loser re-reads it rather than serve its own.
  const suffix = `.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(keyPath + suffix, made.key, { mode: 0o600 });
  writeFileSync(certPath + suffix, made.cert, { mode: 0o644 });
  renameSync(keyPath + suffix, keyPath);
  renameSync(certPath + suffix, certPath);
  chmodSync(keyPath, 0o600);
  const now = readKept(certPath, keyPath);
  return { certPath, keyPath, ...(now ?? made), created: true };
}

/** The files as they are on disk, if they hold a current certificate for the local names and its own key. */
function readKept(certPath: string, keyPath: string): { cert: string; key: string } | null {
  if (!existsSync(certPath) || !existsSync(keyPath)) return null;
  try {
    const cert = readFileSync(certPath, "utf8");
    const key = readFileSync(keyPath, "utf8");
    const parsed = new X509Certificate(cert);
    if (Date.parse(parsed.validTo) - Date.now() < DAY_MS) return null;
    if (!parsed.checkPrivateKey(createPrivateKey(key))) return null;
    if (!LOCAL_NAMES.dns.every((name) => parsed.checkHost(name) !== undefined)) return null;
    if (!LOCAL_NAMES.ip.every((ip) => parsed.checkIP(ip) !== undefined)) return null;
    return { cert, key };
  } catch {
    return null;
  }
}

/**
 * One self-signed ECDSA P-256 certificate that is both the server's certificate and a CA (basicConstraints cA,
 * keyCertSign), so a client can take the very file as its trust anchor: OpenSSL (PHP's curl, Python, curl) and Node
 * accept a trusted self-signed certificate as the whole chain. Subject alternative names localhost, 127.0.0.1, ::1.
 */
export function makeCertificate(now: Date): { cert: string; key: string } {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const spki = publicKey.export({ type: "spki", format: "der" });
  const ecdsaWithSha256 = sequence(objectIdentifier("1.2.840.10045.4.3.2"));
  const name = sequence(set(sequence(objectIdentifier("2.5.4.3"), utf8String("crypto-checkout-kit local stub"))));
  const keyId = createHash("sha1").update(spki).digest();
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f;

  const extension = (oid: string, critical: boolean, value: Buffer): Buffer =>
    sequence(objectIdentifier(oid), ...(critical ? [boolean(true)] : []), octetString(value));
  const ipBytes = (ip: string): Buffer =>
    ip.includes(":") ? Buffer.from(expandIPv6(ip)) : Buffer.from(ip.split(".").map(Number));
  const alternativeNames = sequence(
    ...LOCAL_NAMES.dns.map((dns) => tlv(0x82, Buffer.from(dns, "ascii"))), // dNSName [2]
    ...LOCAL_NAMES.ip.map((ip) => tlv(0x87, ipBytes(ip))), // iPAddress [7]
  );
  const extensions = sequence(
    extension("2.5.29.19", true, sequence(boolean(true))), // basicConstraints: cA
    // keyUsage: digitalSignature (bit 0) and keyCertSign (bit 5); the two bits after bit 5 are unused.
    extension("2.5.29.15", true, bitString(Buffer.from([0b1000_0100]), 2)),
    extension("2.5.29.37", false, sequence(objectIdentifier("1.3.6.1.5.5.7.3.1"))), // extKeyUsage: serverAuth
    extension("2.5.29.17", false, alternativeNames),
    extension("2.5.29.14", false, octetString(keyId)), // subjectKeyIdentifier
    extension("2.5.29.35", false, sequence(tlv(0x80, keyId))), // authorityKeyIdentifier: itself
  );
  const tbs = sequence(
    explicit(0, unsignedInteger(Buffer.from([2]))), // version 3
    unsignedInteger(serial),
    ecdsaWithSha256,
    name,
    sequence(time(new Date(now.getTime() - DAY_MS)), time(new Date(now.getTime() + VALIDITY_DAYS * DAY_MS))),
    name,
    spki,
    explicit(3, extensions),
  );
  const signature = sign("sha256", tbs, privateKey);
  const der = sequence(tbs, ecdsaWithSha256, bitString(signature));
  const base64 = der.toString("base64").replace(/.{1,64}/g, "$&\n");
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${base64}-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
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
