/**
 * What some supported browsers lack (docs/browsers.md), filled in only where it is missing, so the others
 * download nothing more:
 * - popovers (Safari and iOS before 17, Firefox before 125): the header's menus are popovers, so
 *   @oddbird/popover-polyfill is loaded, as a file of its own, and applied;
 * - exclusive <details name> (Safari before 17.2): opening one closes the others of its name, as the
 *   platform does elsewhere (the FAQ, the phone menu's column choice).
 */
export function fillPlatformGaps(root: Document): Promise<void> {
  if (!("name" in HTMLDetailsElement.prototype)) keepNamedDetailsExclusive(root);
  if ("popover" in HTMLElement.prototype) return Promise.resolve();
  return import("@oddbird/popover-polyfill/fn").then(({ apply }) => apply());
}

function keepNamedDetailsExclusive(root: Document) {
  // toggle does not bubble: listen on the way down.
  root.addEventListener(
    "toggle",
    (event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      const name = opened.getAttribute("name");
      if (!name) return;
      for (const other of root.querySelectorAll<HTMLDetailsElement>("details[name]")) {
        if (other !== opened && other.open && other.getAttribute("name") === name) other.open = false;
      }
    },
    true,
  );
}
