/**
 * Brings the first invalid control inside `container` into view and focuses it: a field marked aria-invalid, or
 * the first option of a choice whose error is shown. Falls back to the first alert so the problem is read out.
 */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  if (!container) return false;
  const target =
    container.querySelector<HTMLElement>(
      '[aria-invalid="true"], fieldset[aria-describedby*="-error"] input:not(:disabled)',
    ) ?? container.querySelector<HTMLElement>('[role="alert"]');
  if (!target) return false;
  if (target.getAttribute("role") === "alert" && !target.hasAttribute("tabindex"))
    target.setAttribute("tabindex", "-1");
  // Centred, so a sticky app bar never covers it; "instant" keeps focus and scroll in step on phones.
  target.scrollIntoView({ block: "center", behavior: "instant" });
  target.focus({ preventScroll: true });
  return true;
}
