/** Styles of <pos-app>. */
import { css } from "lit";

export const posAppStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    min-height: 100vh;
    min-height: 100dvh;
    background: var(--pos-bg);
  }
  /* Drawn above the screen, though it follows it in the document (and the tab order): pos-app.ts. */
  pos-header {
    order: -1;
  }
  main {
    flex: 1;
    padding: 1.25rem;
    width: 100%;
    max-width: 1280px;
    margin: 0 auto;
  }
  /* A phone while a payment is shown ([paying], pos-app.ts): the screen is the customer's, and the header's two
     lines would leave the embedded page too short to show its code; the payment screen keeps the amount, the status
     and staff's buttons, and the header comes back when the sale ends. 600 px: the widget's phone width too. */
  @media (max-width: 600px) {
    :host([paying]) pos-header {
      display: none;
    }
    :host([paying]) main {
      padding: 0.5rem;
    }
  }
  @media print {
    :host {
      background: #fff;
    }
    main {
      padding: 0;
    }
  }
`;
