/** Styles of <pos-settings>. */
import { css } from "lit";

export const posSettingsStyles = css`
  :host {
    display: block;
    max-width: 880px;
    margin: 0 auto;
  }
  form {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: 1.1rem 1.5rem;
  }
  .wide {
    grid-column: 1 / -1;
  }
  @media (max-width: 800px) {
    form {
      grid-template-columns: 1fr;
    }
  }
  .actions {
    display: flex;
    gap: 1rem;
    flex-wrap: wrap;
    align-items: center;
  }
  .saved {
    color: var(--pos-success);
    font-weight: 600;
  }
  fieldset {
    border: 1px solid var(--pos-border);
    border-radius: var(--pos-radius);
    padding: 1rem;
    margin: 0;
  }
  legend {
    font-weight: 700;
    padding: 0 0.4rem;
  }
  ::slotted([slot="pairing"]) {
    margin-top: 2rem;
  }
`;
