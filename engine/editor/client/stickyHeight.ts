/**
 * A callback ref that keeps a CSS variable on the page at the element's height while it is on the screen:
 * the bars that stay at the top (editor.css) are as tall as their wrapped contents, and what sticks below
 * them (the next bar, the preview) starts under them.
 */
export function stickyHeight(variable: string): (element: HTMLElement | null) => void {
  let observer: ResizeObserver | undefined;
  return (element) => {
    observer?.disconnect();
    observer = undefined;
    const style = document.documentElement.style;
    if (!element) {
      style.removeProperty(variable);
      return;
    }
    const measure = () => style.setProperty(variable, `${element.getBoundingClientRect().height}px`);
    measure();
    observer = new ResizeObserver(measure);
    observer.observe(element);
  };
}

/** The app bar's (App.tsx) and the document's bar's (DocumentScreen.tsx). */
export const APP_BAR_HEIGHT = stickyHeight("--app-bar-height");
export const TOOLBAR_HEIGHT = stickyHeight("--toolbar-height");
