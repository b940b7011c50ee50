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
    header {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.5rem 1rem;
      padding: 0.6rem 1.25rem;
      background: var(--pos-surface);
      border-bottom: 1px solid var(--pos-border);
    }
    .shop {
      font-size: 1.3rem;
      font-weight: 700;
      margin: 0 auto 0 0;
      /* On a phone the name takes its own row above the navigation instead of being squeezed to nothing. */
      min-width: min(12rem, 100%);
      flex: 1 1 auto;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    nav {
      display: flex;
      gap: 0.5rem;
    }
    nav a {
      white-space: nowrap;
    }
    main {
      flex: 1;
      padding: 1.25rem;
      width: 100%;
      max-width: 1280px;
      margin: 0 auto;
    }
    .banner {
      padding: 0.7rem 1.25rem;
      font-weight: 600;
      font-size: 1.1rem;
      display: flex;
      align-items: center;
      gap: 1rem;
      flex-wrap: wrap;
    }
    .offline {
      background: var(--pos-warn-bg);
      color: var(--pos-warn);
    }
    .update {
      background: var(--pos-surface);
      border-bottom: 1px solid var(--pos-border);
    }
    @media print {
      header,
      .banner {
        display: none;
      }
      :host {
        background: #fff;
      }
      main {
        padding: 0;
      }
    }
`;
