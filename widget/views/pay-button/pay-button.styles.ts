/** Styles of crypto-pay-button: the trigger button and the modal dialog around the checkout card. */
import { css } from "lit";

export const payButtonStyles = css`
  :host {
    display: inline-block;
  }
  .trigger {
    font-size: 1rem;
    padding: 0.75rem 1.25rem;
  }
  dialog {
    z-index: var(--checkout-z-index, 1000000);
    border: 0;
    padding: 0;
    background: transparent;
    inline-size: min(480px, calc(100vw - 1.5rem));
    max-block-size: calc(100dvh - 1.5rem);
  }
  dialog::backdrop {
    background: var(--checkout-backdrop, rgb(10 12 16 / 0.55));
  }
  .frame {
    position: relative;
  }
  .close {
    position: absolute;
    inset-block-start: 0.6rem;
    inset-inline-end: 0.6rem;
    z-index: 1;
    min-height: 40px;
    min-width: 40px;
    padding: 0.3rem 0.6rem;
    border-radius: 50%;
    font-size: 1.2rem;
    line-height: 1;
  }
  .close[hidden] {
    display: none;
  }
  crypto-checkout {
    /* The close button sits over the card's header corner: the title keeps clear of it, the total goes below. */
    --cc-header-end-space: 2.5rem;
    --cc-total-basis: 100%;
    /* The hosted page's frame: as tall as the dialog leaves under the strip for the close button. */
    --cc-frame-block: min(calc(100dvh - 1.5rem - 3.25rem), 900px);
  }
  /* The hosted page inside shows its own close: no strip for the dialog's, the page takes the dialog's height. */
  .page-closes crypto-checkout {
    --cc-header-end-space: 0px;
    --cc-frame-block: min(calc(100dvh - 1.5rem), 900px);
  }
`;
