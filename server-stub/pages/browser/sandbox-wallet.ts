/**
 * The sandbox wallet under a checkout (the demo shop's, the hosted page's): the checkout's status events name the
 * invoice waiting for a payment; a button posts the payment to the control API's simulate operation, whose method and
 * path the page carries (rendered from the control table), and says what the stub answered (as text, never markup).
 */
import { checkoutElements } from "./shop-events.ts";

/** Wires the page's wallet panel: `.wallet-sim` with `data-simulate-method` and `data-simulate-path` (`{id}` for the invoice). */
export function startSandboxWallet(
  panel: HTMLElement,
  fetchStub: typeof fetch = (input, init) => fetch(input, init),
): void {
  const { simulateMethod: method, simulatePath: path } = panel.dataset;
  const status = panel.querySelector("[role=status]");
  if (method === undefined || path === undefined || status === null) return;
  const buttons = [...panel.querySelectorAll("button")];
  let payable: string | null = null;

  for (const element of checkoutElements(panel.ownerDocument)) {
    element.addEventListener("checkout-status-changed", (event) => {
      const { invoiceId, status: state } = event.detail;
      payable = state === "awaiting_payment" || state === "underpaid_waiting" ? invoiceId : null;
      for (const button of buttons) button.disabled = payable === null;
    });
  }

  const pay = async (invoiceId: string, button: HTMLButtonElement): Promise<void> => {
    try {
      const res = await fetchStub(path.replace("{id}", encodeURIComponent(invoiceId)), {
        method,
        // The stub refuses control requests without this header: other sites' pages cannot send it.
        headers: { "content-type": "application/json", "x-stub-control": "1" },
        body: JSON.stringify({ stage: button.dataset.stage }),
      });
      const answer: unknown = await res.json().catch(() => ({}));
      status.textContent = res.ok
        ? `${button.textContent}: sent. The invoice is now ${textField(answer, "status")}.`
        : `Refused: ${textField(answer, "detail") ?? res.status}`;
    } catch {
      status.textContent = "The stub did not answer; is it still running?";
    }
  };
  for (const button of buttons) {
    button.addEventListener("click", () => {
      if (payable !== null) void pay(payable, button);
    });
  }
}

/** A string field of an answer, or null. */
function textField(value: unknown, name: string): string | null {
  if (typeof value !== "object" || value === null) return null;
  const found: unknown = Reflect.get(value, name);
  return typeof found === "string" ? found : null;
}
