/**
 * A picture that fails to load (a file missing from a deploy, a flaky connection) is hidden, so the card
 * shows its words rather than a broken-image icon. Part of the page's runtime: pictures that failed
 * before it started are found by looking, later ones by their error event (which does not bubble, so
 * it is caught on its way down).
 */
const hide = (image: HTMLImageElement) => {
  const shown = image.parentElement?.tagName === "PICTURE" ? image.parentElement : image;
  shown.hidden = true;
  image.closest("[data-card]")?.setAttribute("data-picture-failed", "");
};

export function hideBrokenPictures(root: Document): void {
  root.addEventListener("error", (event) => event.target instanceof HTMLImageElement && hide(event.target), true);
  for (const image of root.images) if (image.complete && image.naturalWidth === 0 && image.currentSrc) hide(image);
}
