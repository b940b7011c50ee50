import { describe, expect, it } from "vitest";
import { draftFromJson, draftToJson, isEmptyDraft, type SaleDraft } from "./sale-draft.ts";

const draft: SaleDraft = {
  currency: "EUR",
  items: [{ name: "Espresso", unitPrice: "2.40", quantity: 2 }],
  keyedMinor: 150n,
  prefilled: false,
  tip: { kind: "custom", minor: 98n },
  customTip: "0.98",
  note: "Table 4",
};

describe("a sale not yet charged, kept across a reload", () => {
  it("comes back as it was, through JSON (amounts as decimal strings)", () => {
    const stored = JSON.parse(JSON.stringify(draftToJson(draft, 2))) as unknown;
    expect(draftFromJson(stored, "EUR", 2)).toEqual(draft);
    const percent = { ...draft, tip: { kind: "percent", percent: 12.5 } as const };
    expect(draftFromJson(JSON.parse(JSON.stringify(draftToJson(percent, 2))), "EUR", 2)).toEqual(percent);
  });

  it("is dropped when the shop's currency changed or it does not read as a draft", () => {
    const stored = draftToJson(draft, 2);
    expect(draftFromJson(stored, "USD", 2)).toBeNull();
    expect(draftFromJson({ ...(stored as object), keyed: "1e3" }, "EUR", 2)).toBeNull();
    expect(
      draftFromJson({ ...(stored as object), items: [{ name: "x", unitPrice: "2.40", quantity: 0 }] }, "EUR", 2),
    ).toBeNull();
    expect(draftFromJson("not a draft", "EUR", 2)).toBeNull();
    expect(draftFromJson(null, "EUR", 2)).toBeNull();
  });

  it("is empty with no line, no amount and no note", () => {
    expect(isEmptyDraft({ ...draft, items: [], keyedMinor: 0n, note: " " })).toBe(true);
    expect(isEmptyDraft({ ...draft, items: [], keyedMinor: 0n, note: "", tip: { kind: "percent", percent: 10 } })).toBe(
      true,
    );
    expect(isEmptyDraft(draft)).toBe(false);
  });
});
