/**
 * What the provider's dashboard does to a merchant's set-up, as the control API offers it to tests: change a project,
 * a key or a merchant, and rotate a key's secret under the spec's grace-period rule.
 */
import type { z } from "zod";
import type { KeyPatchSchema, MerchantPatchSchema, ProjectPatchSchema } from "../fixture.ts";
import type { KeyRecord, MerchantRecord, ProjectRecord, Store } from "../store.ts";
import { StubError } from "./stub-error.ts";

/** A key as the dashboard shows it: everything but its secrets. */
export type VisibleKey = Omit<KeyRecord, "secret" | "previous_secret">;

/** The longest grace period a rotation may give the old secret: 30 days. */
export const MAX_ROTATION_GRACE_SECONDS = 30 * 24 * 3600;

export function visibleKey(key: KeyRecord): VisibleKey {
  const { secret: _s, previous_secret: _p, ...visible } = key;
  return visible;
}

export function patchProject(store: Store, id: string, patch: z.infer<typeof ProjectPatchSchema>): ProjectRecord {
  const project = store.projects.get(id);
  if (!project) throw new StubError("project_not_found", `No project ${id} in the fixture.`);
  return Object.assign(project, patch);
}

export function patchKey(store: Store, id: string, patch: z.infer<typeof KeyPatchSchema>): KeyRecord {
  return Object.assign(keyOf(store, id), patch);
}

/** A partial `rate_limits` changes only the limits it names. */
export function patchMerchant(store: Store, id: string, patch: z.infer<typeof MerchantPatchSchema>): MerchantRecord {
  const merchant = store.merchants.get(id);
  if (!merchant) throw new StubError("not_found", `No merchant ${id} in the fixture.`);
  const rateLimits = patch.rate_limits ? { rate_limits: { ...merchant.rate_limits, ...patch.rate_limits } } : {};
  return Object.assign(merchant, patch, rateLimits);
}

/**
 * A secret rotation as the dashboard does it (spec 5, rule 3): the old secret stays valid for `graceSeconds`, and a
 * new rotation cannot start before that period ends (409 conflict). `now` is wall time (clock.wallNow), never the
 * business clock tests move: the grace period is a security decision.
 */
export function rotateKeySecret(
  store: Store,
  id: string,
  secret: string,
  graceSeconds: number,
  now: number,
): KeyRecord {
  const key = keyOf(store, id);
  if (key.previous_secret_expires_at !== undefined && now < key.previous_secret_expires_at) {
    throw new StubError(
      "conflict",
      `The previous rotation's grace period ends at ${key.previous_secret_expires_at}; a new rotation cannot start before then.`,
    );
  }
  return Object.assign(key, { previous_secret: key.secret, previous_secret_expires_at: now + graceSeconds, secret });
}

function keyOf(store: Store, id: string): KeyRecord {
  const key = store.keys.get(id);
  if (!key) throw new StubError("not_found", `No key ${id} in the fixture.`);
  return key;
}
