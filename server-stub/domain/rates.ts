/** Exchange rates (USD price per fiat or token from the fixture), minimums and the platform switches that apply to them. */
import type { NetworkCode } from "../../shared/api/networks.ts";
import { nameListed, type Store } from "../store.ts";
import { StubError } from "./stub-error.ts";
import { dec, type Dec } from "./money.ts";

/** The USD price of one unit of `currency`; 503 exchange_rate_unavailable when there is none now. */
export function usdRate(store: Store, currency: string): Dec {
  const r = store.rateUsd(currency);
  if (r === undefined || nameListed(store.platform.exchange_rate_unavailable, currency)) {
    throw new StubError("exchange_rate_unavailable", `No fresh exchange rate for ${currency}; try again later.`);
  }
  return dec(r);
}

/** The minimum invoice value in USD for a token on a network, as the fixture writes it. */
export function minimumUsdText(store: Store, currency: string, network: NetworkCode): string {
  const o = store.fixture.minimums.find((m) => m.currency === currency && m.network === network);
  return o?.minimum_usd ?? store.fixture.minimum_usd;
}

/** The minimum invoice value in USD for a token on a network. */
export function minimumUsd(store: Store, currency: string, network: NetworkCode): Dec {
  return dec(minimumUsdText(store, currency, network));
}
