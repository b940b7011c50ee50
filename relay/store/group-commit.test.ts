/**
 * Group commit on its own, with a scripted commit standing in for the store (the store's contract runs it on PGlite
 * and PostgreSQL): who is answered, when, and with what.
 */
import { describe, expect, it } from "vitest";
import { GroupCommit } from "./group-commit.ts";

/** A commit that holds each call open until released, recording the batches it was given. */
function heldCommits(refuse: (item: string) => boolean = () => false) {
  const batches: string[][] = [];
  const releases: (() => void)[] = [];
  const commit = (items: readonly string[]) => {
    batches.push([...items]);
    return new Promise<string[]>((resolve, reject) => {
      releases.push(() =>
        items.some(refuse) ? reject(new Error("commit failed")) : resolve(items.map((i) => `${i} stored`)),
      );
    });
  };
  const releaseNext = async () => {
    await expect.poll(() => releases.length).toBeGreaterThan(0);
    releases.shift()!();
  };
  return { batches, commit, releaseNext };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("group commit", () => {
  it("writes what arrives during a commit together in the next one, each answered after its own commit", async () => {
    const store = heldCommits();
    const intake = new GroupCommit(store.commit);
    const answered: string[] = [];
    const submit = (item: string) => intake.submit(item).then((out) => void answered.push(out));
    const first = submit("a");
    await tick();
    const rest = ["b", "c", "d"].map(submit);
    await tick();
    expect(store.batches).toEqual([["a"]]);
    expect(answered).toEqual([]); // nothing is acknowledged before its commit is done

    await store.releaseNext();
    await first;
    expect(answered).toEqual(["a stored"]);
    await tick();
    expect(store.batches).toEqual([["a"], ["b", "c", "d"]]);
    expect(answered).toEqual(["a stored"]);

    await store.releaseNext();
    await Promise.all(rest);
    expect(answered).toEqual(["a stored", "b stored", "c stored", "d stored"]);
    expect(intake.commits).toBe(2);
  });

  it("a commit due waits for the items announced as on their way, and takes them along", async () => {
    const store = heldCommits();
    const intake = new GroupCommit(store.commit, { maxWaitMs: 10_000 });
    const [second, third] = [intake.onTheWay(), intake.onTheWay()];
    const given = intake.onTheWay();
    const first = intake.submit("a");
    await tick();
    expect(store.batches).toEqual([]); // two items are still being read: the commit waits for them
    const rest = intake.submit("b");
    second();
    given(); // refused before it was handed in
    await tick();
    expect(store.batches).toEqual([]);
    const last = intake.submit("c");
    third();
    await store.releaseNext();
    expect(await Promise.all([first, rest, last])).toEqual(["a stored", "b stored", "c stored"]);
    expect(store.batches).toEqual([["a", "b", "c"]]);
  });

  it("waits at most maxWaitMs for an item on its way, and not at all with none", async () => {
    const store = heldCommits();
    const intake = new GroupCommit(store.commit, { maxWaitMs: 50 });
    intake.onTheWay(); // never arrives
    const first = intake.submit("a");
    await tick();
    expect(store.batches).toEqual([]);
    await expect.poll(() => store.batches, { timeout: 2000 }).toEqual([["a"]]);
    await store.releaseNext();
    expect(await first).toBe("a stored");
  });

  it("takes at most maxItems or maxSize in one commit, the oldest first", async () => {
    const store = heldCommits();
    const intake = new GroupCommit(store.commit, { maxItems: 3, maxSize: 10, sizeOf: (s) => s.length });
    const all = ["a", "b", "c", "d", "eeeeeeee", "ffffffffffff", "g"].map((i) => intake.submit(i));
    for (let k = 0; k < 4; k++) await store.releaseNext();
    await Promise.all(all);
    expect(store.batches).toEqual([["a", "b", "c"], ["d", "eeeeeeee"], ["ffffffffffff"], ["g"]]);
  });

  it("when a batch's commit fails, tries each item alone: only the one the store refuses is refused", async () => {
    const store = heldCommits((item) => item === "bad");
    const intake = new GroupCommit(store.commit);
    const outcomes = ["a", "bad", "c"].map((i) => intake.submit(i).then(String, (e: Error) => `refused: ${e.message}`));
    for (let k = 0; k < 4; k++) await store.releaseNext();
    expect(await Promise.all(outcomes)).toEqual(["a stored", "refused: commit failed", "c stored"]);
    expect(store.batches).toEqual([["a", "bad", "c"], ["a"], ["bad"], ["c"]]);
    expect(intake.commits).toBe(2);
  });

  it("refuses every item when the store fails them all, and answers what comes next", async () => {
    let down = true;
    const intake = new GroupCommit((items: readonly string[]) =>
      down ? Promise.reject(new Error("store unreachable")) : Promise.resolve(items.map((i) => `${i} stored`)),
    );
    const outcomes = await Promise.allSettled(["a", "b", "c"].map((i) => intake.submit(i)));
    expect(outcomes.map((o) => o.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(intake.commits).toBe(0);
    down = false;
    expect(await intake.submit("d")).toBe("d stored");
  });

  it("answers items handed in one after another, each as soon as the last is answered", async () => {
    const intake = new GroupCommit((items: readonly number[]) => Promise.resolve(items.map((i) => i * 2)));
    for (let i = 0; i < 50; i++) expect(await intake.submit(i)).toBe(i * 2);
    await intake.settled();
    expect(intake.commits).toBe(50);
  });
});
