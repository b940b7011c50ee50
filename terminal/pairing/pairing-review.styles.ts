/**
 * The review of a pairing link before it changes anything: what the link sets (a list of names and values), the
 * warning about what it would replace, the box staff tick to accept that, and the actions. Shared by the settings'
 * link (<pos-pair>) and the shop relay's link (<pos-relay-pair>), so the two reviews read alike.
 */
import { css } from "lit";

export const pairingReviewStyles = css`
  :host {
    display: block;
    max-width: 760px;
    margin: 0 auto;
  }
  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 0.4rem 1rem;
    margin: 1rem 0;
    font-size: 1.1rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  /* On a phone each setting's name sits above its value: side by side, the long names left a letter per line. */
  @media (max-width: 600px) {
    dl {
      grid-template-columns: minmax(0, 1fr);
      gap: 0.1rem;
    }
    dd {
      margin-bottom: 0.6rem;
    }
  }
  .hint {
    margin-bottom: 1rem;
  }
  .link-warning {
    margin-bottom: 1rem;
  }
  .link-warning p {
    margin: 0 0 0.5rem;
  }
  /* Why the link did not pair stands apart from the buttons below it. */
  .field-error {
    margin-bottom: 1rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 1rem;
  }
`;
