/**
 * What a final screen says and offers, as plain data: the sentences under its heading (what arrived, what is missing
 * or over, where the money went, what to do next), the way forward ("Pay the missing 13.5 USDT", "Start a new
 * payment"), the merchant's contact on a problem screen, and where "Return to {shop}" leads. Sums are big.js decimal
 * arithmetic on the API's strings, never floats.
 */
import Big from "big.js";
import type { PublicInvoice } from "../../../shared/api/schemas.ts";
import type { FinalCheckoutStatus } from "../../../shared/checkout/checkout-machine.ts";
import { isSupportEmail } from "../../../shared/api/support-contact.ts";
import { pageLink } from "../../../shared/api/page-link.ts";
import { isPaidInvoiceStatus } from "../../../shared/api/statuses.ts";
import type { MessageKey } from "../../i18n/messages.ts";
import type { NewAttemptReason } from "../../events.ts";

/** A sentence of the screen: a text key and its values, amounts already written for the customer. */
export interface Sentence {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, string>>;
}

/** What an underpaid invoice lacks, on its own token and network: the new attempt that pays it. */
export interface MissingPart {
  readonly amount: string;
  readonly currency: string;
  readonly network: string;
}

/** The merchant's contact as the screen may use it: a checked address and page, or null where there is none. */
export interface SupportContact {
  readonly email: string | null;
  readonly url: string | null;
  readonly shop: string | null;
}

export interface Ending {
  readonly sentences: readonly Sentence[];
  /** "Pay the missing …": an underpaid invoice whose page handles new attempts. */
  readonly payMissing: MissingPart | null;
  /**
   * "Start a new payment": an expired or cancelled invoice whose page handles new attempts, or any ending the embedded
   * hosted page reported (its close included).
   */
  readonly newPayment: Exclude<NewAttemptReason, "change_method"> | null;
  /** Shown on a problem screen (underpaid, overpaid, money that arrived late) and on an expired one. */
  readonly support: SupportContact | null;
  /** Where "Return to {shop}" leads: the success URL when paid, the fail URL otherwise; null without one. */
  readonly returnUrl: string | null;
}

/** The project's way back to the shop (its success and fail URLs), as the page gives them to the element. */
export interface ReturnLinks {
  readonly paid: string | null;
  readonly other: string | null;
}

export interface EndingOptions {
  /** The page handles checkout-new-attempt (the `new-attempts` attribute). */
  readonly newAttempts: boolean;
  readonly returnLinks: ReturnLinks;
  /** Writes an amount for the customer ("13.5 USDT", "€25.00"). */
  readonly money: (amount: string, currency: string) => string;
  /**
   * What an earlier, underpaid invoice of the order received, when this one paid its missing part
   * (missing-part-payments.ts): a paid ending then says the order is paid in full, naming both amounts.
   */
  readonly earlier?: { readonly amount: string; readonly currency: string } | null;
}

/** A positive decimal string, or null for an absent, zero or malformed one. */
function positive(value: string | undefined): Big | null {
  if (value === undefined) return null;
  try {
    const n = new Big(value);
    return n.gt(0) ? n : null;
  } catch {
    return null;
  }
}

/**
 * A link from the API or the page a screen may open (shared/api/page-link.ts, the one rule for links), in the form the
 * URL parser reads it; else null.
 */
function linkable(value: string | null | undefined): string | null {
  return pageLink(value)?.href ?? null;
}

/** The contact a problem screen shows: only what passes the project rules again (a record written by other means). */
export function supportContact(
  invoice: Pick<PublicInvoice, "support_email" | "support_url" | "merchant_name">,
): SupportContact {
  const email = invoice.support_email;
  return {
    email: email !== undefined && isSupportEmail(email) ? email : null,
    url: linkable(invoice.support_url),
    shop: invoice.merchant_name ?? null,
  };
}

/** The final screen of `invoice` in `status` (the checkout's final state, which may run ahead of the invoice's). */
export function endingOf(invoice: PublicInvoice, status: FinalCheckoutStatus, options: EndingOptions): Ending {
  const { money } = options;
  const p = invoice.payment;
  const arrived = positive(p?.paid);
  const expected = positive(p?.expected);
  const link = isPaidInvoiceStatus(status) ? options.returnLinks.paid : options.returnLinks.other;
  const returnUrl = linkable(link);
  const ending = {
    sentences: [] as Sentence[],
    payMissing: null as MissingPart | null,
    newPayment: null as Ending["newPayment"],
    support: null as SupportContact | null,
    returnUrl,
  };
  const say = (key: MessageKey, values?: Record<string, string>) =>
    ending.sentences.push(values ? { key, values } : { key });
  /** What to do next when nothing arrived, in the words of the buttons the screen shows. */
  const nextStep = (reason: "expired" | "cancelled") => {
    if (options.newAttempts) {
      ending.newPayment = reason;
      say("next_new_payment");
    } else say(returnUrl ? "next_return_button" : "next_back_to_shop");
  };

  /** After the missing part of an underpaid invoice: the order is whole, and both payments are named. */
  const paidInFull = () => {
    const earlier = options.earlier;
    if (earlier && p && arrived)
      say("paid_in_full", {
        earlier: money(earlier.amount, earlier.currency),
        now: money(arrived.toFixed(), p.currency),
      });
  };

  switch (status) {
    case "paid":
      say("paid_body", {
        amount: p ? money(p.paid ?? p.expected, p.currency) : money(invoice.order.amount, invoice.order.currency),
      });
      paidInFull();
      break;
    case "paid_over": {
      if (!p || !arrived || !expected) {
        say("paid_body", {
          amount: p ? money(p.paid ?? p.expected, p.currency) : money(invoice.order.amount, invoice.order.currency),
        });
        break;
      }
      say("paid_over_body", {
        amount: money(arrived.toFixed(), p.currency),
        difference: money(arrived.minus(expected).toFixed(), p.currency),
      });
      paidInFull();
      ending.support = supportContact(invoice);
      break;
    }
    case "underpaid": {
      if (!p || !expected) break;
      const got = arrived ?? new Big(0);
      const missing = expected.minus(got);
      say("underpaid_body", {
        paid: money(got.toFixed(), p.currency),
        expected: money(expected.toFixed(), p.currency),
        missing: money(missing.toFixed(), p.currency),
      });
      if (arrived) say("money_with_merchant");
      if (options.newAttempts && missing.gt(0))
        ending.payMissing = { amount: missing.toFixed(), currency: p.currency, network: p.network };
      ending.support = supportContact(invoice);
      break;
    }
    case "expired":
      if (p && arrived) {
        // Money arrived, but after the deadline: the late payment is the merchant's to settle.
        say("expired_late_body", { paid: money(arrived.toFixed(), p.currency) });
        say("money_with_merchant");
        ending.support = supportContact(invoice);
      } else {
        say("expired_body");
        nextStep("expired");
        // Money sent in the last seconds is the commonest question after an expiry: the shop's contact, prefilled.
        say("expired_sent_contact");
        ending.support = supportContact(invoice);
      }
      break;
    case "cancelled":
      say("cancelled_body");
      nextStep("cancelled");
      break;
  }
  return ending;
}

/**
 * An ending of the provider's hosted page, embedded: the failure its `paymos:failed` message named, or the customer's
 * close of the page. The widget knows no more than the message: not what arrived, nor where the money went.
 */
export type ReportedEnding = "underpaid" | "expired" | "cancelled" | "closed";

/** What the page's message said, in words that claim nothing more. */
const REPORTED_SENTENCE = {
  underpaid: "hosted_reported_underpaid",
  expired: "hosted_reported_expired",
  cancelled: "hosted_reported_cancelled",
  closed: null,
} as const satisfies Record<ReportedEnding, MessageKey | null>;

/**
 * The final screen of an ending the embedded page reported (`reported`), as native mode's final screens: what the page
 * said, that the shop sees any money that arrived (late or in part), the way forward ("Start a new payment"), the
 * merchant's contact, and the way back to the shop (the fail URL: nothing here is known to be paid).
 */
export function reportedEndingOf(
  invoice: PublicInvoice,
  reported: ReportedEnding,
  options: Omit<EndingOptions, "money">,
): Ending {
  const returnUrl = linkable(options.returnLinks.other);
  const said = REPORTED_SENTENCE[reported];
  const sentences: Sentence[] = [...(said === null ? [] : [{ key: said }]), { key: "hosted_late_money" }];
  if (options.newAttempts) sentences.push({ key: "next_new_payment" });
  else sentences.push({ key: returnUrl ? "next_return_button" : "next_back_to_shop" });
  return {
    sentences,
    payMissing: null,
    newPayment: options.newAttempts ? reported : null,
    support: supportContact(invoice),
    returnUrl,
  };
}
