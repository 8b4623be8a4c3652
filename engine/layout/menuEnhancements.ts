/**
 * What the header's menus cannot do with HTML and CSS alone; they work without it (DesktopMenu, MobileMenu).
 * Plain DOM, no React: the islands runtime calls enhanceMenus(document) at start-up.
 * - A page restored from the back/forward cache shows its menus closed, as a newly loaded page does.
 * - ArrowDown on a desktop menu's button opens its panel and moves focus to the first link.
 * - Focus leaving a desktop menu closes its panel, so the panel never covers what has focus.
 * - Where CSS anchor positioning is missing, floating-ui (loaded only then) places an open panel under its button.
 */
export function enhanceMenus(root: Document): void {
  root.defaultView?.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const panel of root.querySelectorAll<HTMLElement>("[data-nav] [popover]")) if (panel.matches(":popover-open")) panel.hidePopover();
    for (const section of root.querySelectorAll<HTMLDetailsElement>("[data-nav] details[open]")) section.open = false;
  });

  const nav = root.querySelector<HTMLElement>('[data-nav="desktop"]');
  if (!nav) return;
  nav.dataset.enhanced = ""; // says the script runs (the browser tests wait for it)
  const panelOf = (button: Element | null) => (button ? root.getElementById(button.getAttribute("popovertarget") ?? "") : null);

  nav.addEventListener("keydown", (event) => {
    const button = (event.target as Element).closest("button[popovertarget]");
    const panel = panelOf(button);
    if (event.key !== "ArrowDown" || !panel) return;
    event.preventDefault();
    if (!panel.matches(":popover-open")) panel.showPopover();
    panel.querySelector<HTMLElement>("a[href]")?.focus();
  });

  nav.addEventListener("focusout", (event) => {
    const item = (event.target as Element).closest('[data-nav="desktop"] > ul > li'); // the menu's item: its button and panel
    const next = event.relatedTarget as Node | null; // null: the window lost focus, or a press outside (which closes it anyway)
    const panel = item?.querySelector<HTMLElement>("[popover]");
    if (next && panel?.matches(":popover-open") && !item!.contains(next)) panel.hidePopover();
  });

  if (!CSS.supports("position-area: block-end")) { // as DesktopMenu's style sheet tests it
    // toggle does not bubble: listen on the way down.
    nav.addEventListener("toggle", (event) => void import("./menuPlacement").then(({ placePanel }) => placePanel(event as ToggleEvent, root)), true);
  }
}
