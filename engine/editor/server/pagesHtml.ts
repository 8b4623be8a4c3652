/** The two HTML documents the editor serves: the editor itself, and the frame its live preview is drawn in. */
import { CLIENT_BASE, type EditorBundles } from "./bundles";

/** The editor runs only its own scripts; the preview frame runs none at all. */
export const EDITOR_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
].join("; ");

export const FRAME_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/** Files under public/ are shown, never run: an uploaded file cannot act as a page of the editor. */
export const PUBLIC_FILE_CSP = "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox";

/** `base`: where this site's editor answers ("/", or "/p/<id>/" in a group's editor), read by the client's api.ts. */
export function editorHtml(bundles: EditorBundles, siteName: string, base = "/"): string {
  const css = bundles.css.map((file) => `<link rel="stylesheet" href="${CLIENT_BASE}${file}">`).join("\n    ");
  return `<!doctype html>
<html lang="en-GB"${base === "/" ? "" : ` data-base="${escapeHtml(base)}"`}>
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Page editor · ${escapeHtml(siteName)}</title>
    <link rel="icon" href="data:,">
    ${css}
    <script type="module" src="${CLIENT_BASE}${bundles.entry}"></script>
  </head>
  <body>
    <div id="editor"><p class="starting">Opening the page editor…</p></div>
  </body>
</html>
`;
}

export function frameHtml(language: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(language)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Preview</title>
    <link rel="icon" href="data:,">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
