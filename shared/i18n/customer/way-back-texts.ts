/** The hosted page's way back to the shop (the link above the card, the button that ends it), in English; {shop} is the shop's name, shown as text. */
export const wayBackTexts = {
  back_to_shop: "Back to {shop}",
  back_to_the_shop: "Back to the shop",
  /** The hosted page's title (its tab): {shop} is the shop's name; without one, the second. */
  page_title_shop: "Pay {shop}",
  page_title: "Crypto payment",
  return_to_shop: "Return to {shop}",
  return_to_the_shop: "Return to the shop",
  auto_return: "Returning to the shop in {time}",
  auto_return_stop: "Stay on this page",
} as const;
