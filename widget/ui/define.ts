/** Defensive registration: a page may load the script twice, and a second define() would throw. */
export function defineOnce(tag: string, ctor: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, ctor);
}
