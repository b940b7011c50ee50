import { test, expect } from "crypto-checkout-kit/playwright";

test.describe("terminal languages", () => {
  test("runs a sale right to left in Arabic, through the receipt and the report", async ({ terminal, page, stub: _stub }, info) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await terminal.open({ locale: "ar", quickItems: "Espresso = 2.40" });
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("navigation").getByRole("link", { name: "التقرير" })).toBeVisible();
    await page.getByRole("group", { name: "الأصناف" }).getByRole("button", { name: /Espresso/ }).click();
    await terminal.typeAmount("1000");
    // A keypad reads 1 2 3 from the left in every language.
    const left = async (key: string) => (await page.getByRole("button", { name: key, exact: true }).boundingBox())?.x ?? NaN;
    expect(await left("1")).toBeLessThan(await left("3"));
    await page.screenshot({ path: info.outputPath("ar-sale.png"), fullPage: true });
    await page.getByRole("button", { name: /^تحصيل/ }).click();
    await expect(page.getByRole("heading", { name: "امسح الرمز بهاتفك" })).toBeVisible();
    const invoiceId = /inv_[A-Za-z0-9_-]+/.exec((await page.getByText(/^الفاتورة inv_/).textContent()) ?? "")?.[0] ?? "";
    await page.getByRole("button", { name: "اختر العملة هنا" }).click();
    await page.getByRole("button", { name: "USDT Tron" }).click();
    await expect(page.getByText("الشبكة: Tron")).toBeVisible();
    // A token amount is one left-to-right isolate (U+2066 … U+2069), as the widget writes it: read in a
    // right-to-left line it stays "8.85 USDT", never "USDT 8.85". The QR code's name says it the same way.
    const isolated = /^\u2066\d+(\.\d+)? USDT\u2069$/;
    const cryptoAmount = (await page.getByTestId("crypto-amount").textContent()) ?? "";
    expect(cryptoAmount).toMatch(isolated);
    await expect(page.getByRole("img", { name: `أرسل ${cryptoAmount}` })).toBeVisible();
    await page.screenshot({ path: info.outputPath("ar-wallet.png"), fullPage: true });
    await terminal.walletPays(invoiceId);
    await expect(page.getByRole("heading", { name: "تم الدفع" })).toBeVisible();
    await page.getByRole("button", { name: "طباعة الإيصال" }).click();
    const receipt = page.getByRole("article", { name: "الإيصال" });
    await expect(receipt.getByRole("table", { name: "الأصناف" })).toContainText("1 × Espresso");
    await expect(receipt.getByRole("definition").filter({ hasText: "USDT" })).toHaveText(cryptoAmount);
    // The roll widths in the locale's unit, not an untranslated "mm".
    const paper = page.getByRole("group", { name: "الورق" });
    await paper.getByRole("button", { name: "58 مم" }).click();
    await expect(paper.getByRole("button", { name: "58 مم" })).toHaveAttribute("aria-pressed", "true");
    await page.screenshot({ path: info.outputPath("ar-receipt.png"), fullPage: true });
    await page.getByRole("navigation").getByRole("link", { name: "التقرير" }).click();
    await expect(page.getByRole("article", { name: "تقرير نهاية اليوم" })).toBeVisible();
    await expect(page.getByTestId("report-paid")).toContainText("المبيعات المدفوعة شاملة الإكرامية");
    await page.screenshot({ path: info.outputPath("ar-report.png"), fullPage: true });
  });

  for (const [locale, dir, charge, report] of [
    ["he", "rtl", /^לחייב/, "דוח"],
    ["ja", "ltr", /を請求$/, "レポート"],
  ] as const) {
    test(`speaks ${locale} (${dir}) from the settings' language menu`, async ({ terminal, page, stub: _stub }, info) => {
      await terminal.open({ locale, quickItems: "Espresso = 2.40" });
      await expect(page.locator("html")).toHaveAttribute("dir", dir);
      await terminal.typeAmount("1250");
      await expect(page.getByRole("button", { name: charge })).toBeEnabled();
      await expect(page.getByRole("navigation").getByRole("link", { name: report })).toBeVisible();
      await page.screenshot({ path: info.outputPath(`${locale}-sale.png`), fullPage: true });
    });
  }
});
