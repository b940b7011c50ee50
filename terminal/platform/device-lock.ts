/**
 * One task at a time across every tab and window of this terminal on the device (the Web Locks API): what must not be
 * raced by a second tab, such as the count of wrong PINs, runs inside it.
 */

/** Runs `task` holding the device-wide lock `name`; without Web Locks (an old browser), runs it as it comes. */
export function onePerDevice<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request(name, task) : task();
}
