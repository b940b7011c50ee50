/**
 * Keccak-256 (the original Keccak padding Ethereum uses, not NIST SHA3-256) over bytes, with 64-bit lanes held as
 * BigInt. Only EIP-55 address checksums need it here: 20 bytes at a time, so clarity wins over speed.
 */

const MASK_64 = (1n << 64n) - 1n;
const RATE_BYTES = 136; // 1600 − 2 × 256 bits of capacity

/** Round constants of ι, and rotation offsets of ρ indexed by lane x + 5y (FIPS 202, 3.2). */
const ROUND_CONSTANTS = [
  0x0000000000000001n,
  0x0000000000008082n,
  0x800000000000808an,
  0x8000000080008000n,
  0x000000000000808bn,
  0x0000000080000001n,
  0x8000000080008081n,
  0x8000000000008009n,
  0x000000000000008an,
  0x0000000000000088n,
  0x0000000080008009n,
  0x000000008000000an,
  0x000000008000808bn,
  0x800000000000008bn,
  0x8000000000008089n,
  0x8000000000008003n,
  0x8000000000008002n,
  0x8000000000000080n,
  0x000000000000800an,
  0x800000008000000an,
  0x8000000080008081n,
  0x8000000000008080n,
  0x0000000080000001n,
  0x8000000080008008n,
];
const ROTATIONS = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

function rotateLeft(lane: bigint, n: number): bigint {
  if (n === 0) return lane;
  return ((lane << BigInt(n)) | (lane >> BigInt(64 - n))) & MASK_64;
}

/** Keccak-f[1600] on 25 lanes, in place. */
function permute(state: bigint[]): void {
  for (const rc of ROUND_CONSTANTS) {
    // θ: every lane takes the parity of two neighbouring columns.
    const parity = [0, 1, 2, 3, 4].map(
      (x) => state[x]! ^ state[x + 5]! ^ state[x + 10]! ^ state[x + 15]! ^ state[x + 20]!,
    );
    for (let x = 0; x < 5; x++) {
      const d = parity[(x + 4) % 5]! ^ rotateLeft(parity[(x + 1) % 5]!, 1);
      for (let y = 0; y < 25; y += 5) state[x + y]! ^= d;
    }
    // ρ and π: rotate each lane and move it to (y, 2x + 3y).
    const moved = new Array<bigint>(25);
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++)
        moved[y + 5 * ((2 * x + 3 * y) % 5)] = rotateLeft(state[x + 5 * y]!, ROTATIONS[x + 5 * y]!);
    }
    // χ: the only non-linear step, along each row.
    for (let y = 0; y < 25; y += 5) {
      for (let x = 0; x < 5; x++)
        state[x + y] = moved[x + y]! ^ (~moved[((x + 1) % 5) + y]! & MASK_64 & moved[((x + 2) % 5) + y]!);
    }
    // ι
    state[0]! ^= rc;
  }
}

/** The 32-byte Keccak-256 digest of `data`, as Ethereum computes it. */
export function keccak256(data: Uint8Array): Uint8Array {
  return sponge(data, 0x01);
}

/** NIST SHA3-256: the same sponge with another domain byte. Here so tests can hold the sponge against node:crypto. */
export function sha3_256(data: Uint8Array): Uint8Array {
  return sponge(data, 0x06);
}

/** Absorbs `data` padded with pad10*1 after the domain bits, and squeezes 32 bytes. */
function sponge(data: Uint8Array, domain: number): Uint8Array {
  const padded = new Uint8Array(Math.floor(data.length / RATE_BYTES + 1) * RATE_BYTES);
  padded.set(data);
  padded[data.length]! ^= domain;
  padded[padded.length - 1]! ^= 0x80;
  const state = new Array<bigint>(25).fill(0n);
  for (let offset = 0; offset < padded.length; offset += RATE_BYTES) {
    for (let lane = 0; lane < RATE_BYTES / 8; lane++) state[lane]! ^= readLane(padded, offset + lane * 8);
    permute(state);
  }
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = Number((state[i >> 3]! >> BigInt(8 * (i & 7))) & 0xffn);
  return out;
}

/** Eight bytes, little-endian, as one lane. */
function readLane(bytes: Uint8Array, at: number): bigint {
  let lane = 0n;
  for (let i = 7; i >= 0; i--) lane = (lane << 8n) | BigInt(bytes[at + i]!);
  return lane;
}
