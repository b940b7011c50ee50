/**
 * The hosted page's own words, in English: the way back to the shop (the link above the card, the button that ends
 * it; {shop} is the shop's name, shown as text) and, embedded, the heading of its bar.
 */
export const wayBackTexts = {
  back_to_shop: "Back to {shop}",
  back_to_the_shop: "Back to the shop",
  return_to_shop: "Return to {shop}",
  return_to_the_shop: "Return to the shop",
  auto_return: "Returning to the shop in {time}",
  auto_return_stop: "Stay on this page",
  payment_page_heading: "Crypto payment",
} as const;
