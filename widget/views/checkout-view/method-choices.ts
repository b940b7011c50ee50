/** The invoice's payment methods grouped as the customer chooses them: tokens first, then each token's networks. */
import { networkName } from "../../../shared/api/chains.ts";
import { tokenName } from "../../../shared/api/tokens.ts";
import type { Locale, Translate } from "../../i18n/locale.ts";
import { formatMoney } from "../../../shared/i18n/format-money.ts";
import {
  fromScaledInteger,
  scaledAsWritten,
  UNSIGNED_DECIMAL,
  withoutTrailingZeros,
} from "../../../shared/decimal/plain-decimal.ts";
import type { NetworkChoice, TokenChoice } from "../../ui/method-choice/method-choice.ts";
import type { MethodRef } from "./remembered-method.ts";

export interface MethodInput {
  readonly currency: string;
  readonly network: string;
  readonly minimum_amount?: string | null;
}

/**
 * The network codes wallets and exchanges label a network by (TRC20, ERC20, BEP20: token standards). The other codes
 * only repeat the name in capitals ("POLYGON" under "Polygon PoS", "SOL" under "Solana"), so they are not shown.
 */
const TOKEN_STANDARD_CODE = /^[A-Z]{3}20$/;

/**
 * One token per currency, in the order the API lists them, each with its networks: "Tron" in words, then the code
 * wallets and exchanges label it by ("TRC20", where there is one) and the minimum where the API gives one. The customer's last method on this
 * shop (`remembered`) is offered first: its token at the top, its network at the top of that token.
 */
export function methodChoices(
  methods: readonly MethodInput[],
  remembered: MethodRef | null,
  t: Translate,
  locale: Locale,
): TokenChoice[] {
  const byToken = new Map<string, NetworkChoice[]>();
  for (const { currency, network, minimum_amount: min } of methods) {
    const detail = [
      TOKEN_STANDARD_CODE.test(network) ? network : "",
      min ? t("method_minimum", { amount: formatMoney(readableMinimum(min), currency, locale) }) : "",
    ];
    const lastUsed = remembered?.currency === currency && remembered.network === network;
    const list = byToken.get(currency) ?? [];
    list.push({ currency, network, name: networkName(network), detail: detail.filter(Boolean).join(" · "), lastUsed });
    byToken.set(currency, list);
  }
  const tokens = [...byToken].map(([currency, networks]): TokenChoice => {
    const [only] = networks;
    return {
      currency,
      name: tokenName(currency),
      detail:
        networks.length === 1 && only
          ? t("single_network", { network: only.name })
          : t("network_count", { count: networks.length }),
      lastUsed: networks.some((n) => n.lastUsed),
      networks: firstIfLastUsed(networks),
    };
  });
  return firstIfLastUsed(tokens);
}

/** The same list with the last-used entry moved to the top (a stable move: the others keep their order). */
function firstIfLastUsed<T extends { readonly lastUsed: boolean }>(list: T[]): T[] {
  return [...list.filter((x) => x.lastUsed), ...list.filter((x) => !x.lastUsed)];
}

/** Decimals a minimum is shown with. */
const MINIMUM_PLACES = 6;

/**
 * A minimum as a customer reads it: at most 6 decimals, rounded up so that sending the amount shown is enough
 * ("0.0016666666666666667" → "0.001667").
 */
export function readableMinimum(amount: string): string {
  const decimal = scaledAsWritten(amount, UNSIGNED_DECIMAL);
  if (!decimal || decimal.scale <= MINIMUM_PLACES) return amount;
  const { units, scale } = decimal;
  const divisor = 10n ** BigInt(scale - MINIMUM_PLACES);
  const roundedUp = units / divisor + (units % divisor === 0n ? 0n : 1n);
  return withoutTrailingZeros(fromScaledInteger(roundedUp, MINIMUM_PLACES));
}
