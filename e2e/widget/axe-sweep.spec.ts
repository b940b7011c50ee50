/**
 * Issue #40, "axe finds nothing on any screen": every screen a customer of the widget can reach (both steps of the
 * method list, with and without a remembered method, the payment screen, each ending, each failure, the hosted page),
 * each checked light and dark, left to right and right to left (Arabic), on a phone (390×844) and a laptop
 * (1280×800). One page load per screen; the scheme, the language and the size change on that page, as a customer's
 * would. (This file took in accessibility.spec.ts, whose screens it all covered but the network step.)
 */
import { axeBuilder } from "../axe.ts";
import { CheckoutPage, expect, seedFixture, test, type StubControl } from "crypto-checkout-kit/playwright";

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const SCHEMES = ["light", "dark"] as const;
const LOCALES = ["en", "ar"] as const;

interface Reach {
  stub: StubControl;
  checkout: CheckoutPage;
}

/** Opens the checkout and picks USDT on Tron (or `network`): the payment screen; returns the invoice id. */
async function paying({ checkout }: Reach, network = "Tron"): Promise<string> {
  await checkout.open();
  await checkout.chooseMethod("USDT", network);
  return checkout.invoiceId();
}

/** Each screen, and how a customer reaches it. */
const SCREENS: { name: string; reach: (r: Reach) => Promise<void> }[] = [
  {
    name: "methods",
    reach: async ({ checkout }) => {
      await checkout.open();
      await expect(checkout.token("USDT")).toBeVisible();
    },
  },
  {
    name: "the network step",
    reach: async ({ checkout }) => {
      await checkout.open();
      await checkout.token("USDT").click();
      await expect(checkout.network("Tron")).toBeVisible();
    },
  },
  {
    name: "the method remembered from the last visit, tagged on both steps",
    reach: async (r) => {
      const { checkout } = r;
      // Remembered once paid with (method-choice.spec.ts), not when only chosen.
      await r.stub.simulate(await paying(r, "Solana"), "paid");
      await checkout.expectHeading("Payment complete");
      await checkout.open();
      await checkout.token("USDT").click();
      await expect(checkout.network("Solana")).toContainText("Last used");
    },
  },
  {
    name: "payment, with another device's link open",
    reach: async (r) => {
      await paying(r);
      await r.checkout.otherDevice.click();
    },
  },
  {
    name: "payment, part of it arrived",
    reach: async (r) => {
      await r.stub.simulate(await paying(r), "underpay");
      await expect(r.checkout.notices.first()).toContainText("Part of the payment arrived");
    },
  },
  {
    name: "confirming",
    reach: async (r) => {
      await r.stub.reset({ ...seedFixture(), confirmation_seconds: 600, required_confirmations: 12 });
      await r.stub.simulate(await paying(r), "paid");
      await r.checkout.expectHeading("Payment received");
    },
  },
  {
    name: "paid, its details unfolded",
    reach: async (r) => {
      await r.stub.simulate(await paying(r), "paid");
      await r.checkout.expectHeading("Payment complete");
      await r.checkout.openDetails();
    },
  },
  {
    name: "paid_over",
    reach: async (r) => {
      await r.stub.simulate(await paying(r), "overpaid");
      await expect(r.checkout.host).toContainText("more than required");
    },
  },
  {
    name: "underpaid",
    reach: async (r) => {
      await r.stub.simulate(await paying(r), "underpay");
      await expect(r.checkout.notices.first()).toContainText("Part of the payment arrived");
      await r.stub.advanceClock(3600);
      await r.checkout.expectHeading("Payment incomplete");
    },
  },
  {
    name: "expired",
    reach: async (r) => {
      await paying(r);
      await r.stub.advanceClock(3600);
      await r.checkout.expectHeading("This payment expired");
    },
  },
  {
    name: "cancelled",
    reach: async ({ checkout }) => {
      await checkout.open({ ...CheckoutPage.defaults(), "new-attempts": true });
      await checkout.cancel();
      await checkout.expectHeading("Payment cancelled");
    },
  },
  {
    name: "unavailable",
    reach: async ({ stub, checkout }) => {
      await stub.setWidgetActive("prj_demo_shop", false);
      await checkout.open();
      await checkout.expectHeading("Crypto payment is not available");
    },
  },
  {
    name: "failure with a retry",
    reach: async ({ stub, checkout }) => {
      await stub.fault({ method: "POST", path: "/public/v1/sdk", code: "internal_error", count: 10 });
      await checkout.open();
      await checkout.expectHeading("Something went wrong on our side");
    },
  },
  {
    name: "hosted page embedded",
    reach: async ({ checkout }) => {
      await checkout.open({ ...CheckoutPage.defaults(), presentation: "embed" });
      await expect(checkout.hostedPage.getByRole("option", { name: /^USDT\b/ })).toBeVisible();
    },
  },
];

for (const screen of SCREENS) {
  test(`axe finds nothing on ${screen.name}: light and dark, both directions, phone and laptop`, async ({
    stub,
    checkout,
    page,
  }) => {
    test.setTimeout(180_000);
    await screen.reach({ stub, checkout });
    const found: string[] = [];
    for (const locale of LOCALES) {
      await checkout.host.evaluate((el, l) => el.setAttribute("locale", l), locale);
      await expect(checkout.host.locator(".card")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
      await expect(checkout.host.locator(".card")).not.toHaveAttribute("aria-busy", "true");
      for (const size of SIZES) {
        for (const scheme of SCHEMES) {
          await page.setViewportSize(size);
          await page.emulateMedia({ colorScheme: scheme });
          const { violations } = await axeBuilder(page).include("crypto-checkout").analyze();
          for (const v of violations)
            found.push(
              `${locale} ${size.width}px ${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
            );
        }
      }
    }
    expect(found).toEqual([]);
  });
}
