// A merchant's own bundle: the elements come from the package (registered on import), the API base from the build.
import "crypto-checkout-kit/widget";

const checkout = document.createElement("crypto-checkout");
checkout.setAttribute("sdk-key", "pk_test_demo");
checkout.setAttribute("project-id", "prj_demo_shop");
checkout.setAttribute("amount", "25.00");
checkout.setAttribute("currency", "EUR");
checkout.setAttribute("locale", "en");
checkout.setAttribute("external-order-id", `vite-${Date.now()}`);
checkout.setAttribute("api-base", import.meta.env.VITE_CHECKOUT_API);
checkout.addEventListener("checkout-paid", (event) => console.log(`paid ${event.detail.invoiceId}`));
document.body.append(checkout);
