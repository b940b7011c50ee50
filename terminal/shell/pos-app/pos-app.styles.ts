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
  @media print {
    :host {
      background: #fff;
    }
    main {
      padding: 0;
    }
  }
`;
