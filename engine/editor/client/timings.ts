/**
 * How long the preview took to show the last change, from the change to the frame's update: kept on the page
 * (the preview's data-updated-in attribute and window.editorPreviewTimes) for the tests and the README's figures.
 */
declare global {
  interface Window {
    editorPreviewTimes?: number[];
  }
}

export function recordPreviewTime(milliseconds: number): void {
  const rounded = Math.round(milliseconds);
  (window.editorPreviewTimes ??= []).push(rounded);
  document.querySelector(".preview")?.setAttribute("data-updated-in", String(rounded));
}
