/** The hosted page's way back to the shop, in English; {shop} is the shop's name, shown as text. */
export const wayBackTexts = {
  back_to_shop: "Back to {shop}",
  back_to_the_shop: "Back to the shop",
} as const;
