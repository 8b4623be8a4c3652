/**
 * The only script every page runs: a few kilobytes, no React. A pre-rendered page works as it is painted
 * (links, menus, accordions are HTML and CSS); this adds what needs a script:
 * - each island (a block that needs scripts, engine/blocks/islands.ts) is hydrated on its own, when it
 *   comes near the screen or is first touched, or at once for the offer pop-up. A press that wakes an
 *   island is not lost: it is carried out on the same button once the island is ready;
 * - small declarative behaviours of static blocks: a toast when a download starts (data-toast), an
 *   alert (data-alert), today's date (data-today), and a picture that fails to load hidden;
 * - the speculation rules that render the next page ahead (engine/app/speculationRules.ts);
 * - the header's few enhancements (engine/layout/menuEnhancements.ts), once what the browser lacks of the
 *   platform is filled in (popovers, exclusive <details>: engine/app/platformGaps.ts).
 */
import { enhanceMenus } from "../layout/menuEnhancements";
import { fillPlatformGaps } from "./platformGaps";
import { writeTodaysDate } from "./todaysDate";
import { handleDeclaredActions } from "./declaredActions";
import { hideBrokenPictures } from "./brokenPictures";
import { ISLAND_DATA_ID, type IslandData } from "./islandData";
import { NEAR_SCREEN_PX } from "../blocks/islands";
import { applyDeferredStyles, deferredStylesLoaded } from "./deferredStyles";
import { addSpeculationRules } from "./speculationRules";


function islandData(): IslandData | null {
  const element = document.getElementById(ISLAND_DATA_ID);
  return element ? (JSON.parse(element.textContent ?? "null") as IslandData) : null;
}

function startIslands(data: IslandData) {
  const started = new WeakMap<HTMLElement, Promise<void>>();
  const onReady = new WeakMap<HTMLElement, () => void>();
  const wake = (island: HTMLElement) => {
    let ready = started.get(island);
    if (!ready) {
      ready = import("./hydrateIsland").then(({ hydrateIsland }) => hydrateIsland(island, data, deferredStylesLoaded(document)));
      ready.then(() => onReady.get(island)?.(), (error: unknown) => console.error("An island could not start:", error));
      started.set(island, ready);
    }
    return ready;
  };

  // An island's wrapper has no box of its own (display: contents), so what is watched is the block inside it.
  const islandOf = new WeakMap<Element, HTMLElement>();
  const nearScreen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearScreen.unobserve(entry.target);
        void wake(islandOf.get(entry.target)!);
      }
    },
    { rootMargin: `${NEAR_SCREEN_PX}px 0px` },
  );

  for (const island of document.querySelectorAll<HTMLElement>("[data-island]")) {
    if (island.dataset.wake === "load") {
      void wake(island);
      continue;
    }
    const watched = island.firstElementChild ?? island;
    islandOf.set(watched, island);
    nearScreen.observe(watched);
    // Touched before it is ready: wake it at once. A press on a button is held and carried out on the same
    // button once the island is ready (a link needs no script: it is followed as usual).
    const touched = () => void wake(island);
    const heldPress = (event: MouseEvent) => {
      const button = (event.target as Element).closest("button");
      if (!button) return touched();
      event.preventDefault();
      event.stopPropagation();
      void wake(island).then(() => button.isConnected && button.click());
    };
    island.addEventListener("pointerdown", touched);
    island.addEventListener("focusin", touched);
    island.addEventListener("click", heldPress, { capture: true });
    onReady.set(island, () => {
      island.removeEventListener("pointerdown", touched);
      island.removeEventListener("focusin", touched);
      island.removeEventListener("click", heldPress, { capture: true });
    });
  }
}

function start() {
  // The menus are popovers: they are enhanced once a browser without popovers has the polyfill.
  void fillPlatformGaps(document)
    .catch((error: unknown) => console.error("The header's menus could not be made to work in this browser:", error))
    .then(() => enhanceMenus(document));
  handleDeclaredActions(document);
  writeTodaysDate(document);
  hideBrokenPictures(document);
  const data = islandData();
  if (data) startIslands(data);
  document.documentElement.dataset.runtime = "started";
}

// At once, even for a page rendered ahead of a visit: its styles are wanted by the time it is shown.
applyDeferredStyles(document);
addSpeculationRules(document);

// A page rendered ahead of a visit (Speculation Rules) starts when it is shown, so the pop-up's delay counts from then.
const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
if (prerendering) document.addEventListener("prerenderingchange", start, { once: true });
else start();
