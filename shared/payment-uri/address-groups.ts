/** An address split for comparing by eye, as the widget and the terminal show it: "0x" apart, then groups of four. */

export interface AddressGroups {
  /** "0x" (as written) for an EVM address, else "". */
  readonly prefix: string;
  /** The rest in groups of four characters; the first and last are where a swapped address differs. */
  readonly groups: readonly string[];
}

export function addressGroups(value: string): AddressGroups {
  const prefix = /^0x/i.test(value) ? value.slice(0, 2) : "";
  return { prefix, groups: value.slice(prefix.length).match(/.{1,4}/gsu) ?? [] };
}
