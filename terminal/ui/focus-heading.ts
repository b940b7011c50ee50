/**
 * Focus that follows each step: when a screen or a step of it appears, its heading takes focus (focusable by script,
 * not by Tab), so a keyboard continues from there and a screen reader reads the new step once, as that heading. The
 * step's container is therefore no live region: it would be read a second time.
 */
export function focusHeading(root: ParentNode | null | undefined): boolean {
  const heading = root?.querySelector<HTMLElement>("h1");
  if (!heading) return false;
  if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  heading.focus();
  return true;
}
