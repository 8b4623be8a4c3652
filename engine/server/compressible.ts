/**
 * Text that is served compressed: the build writes a .br and a .gz copy of each such file of dist/
 * (engine/build/precompress.ts) and the server picks the copy the browser accepts (staticSite.ts).
 */
export const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".json", ".xml", ".txt", ".vtt"]);
