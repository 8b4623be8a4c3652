/**
 * The browsers the site supports, written once: package.json's "browserslist" (docs/browsers.md). The
 * build's target comes from it, so the JavaScript is written down to the oldest of them (Safari 15.4 has
 * no class static blocks, for one), and the checks read the same list.
 */
import browserslist from "browserslist";
import { ENGINE_ROOT } from "./paths";

/** browserslist's names for the browsers whose syntax the bundler can target, as Vite (esbuild-style) names them. */
const TARGET_NAMES: Record<string, string> = {
  chrome: "chrome", and_chr: "chrome", edge: "edge", firefox: "firefox", and_ff: "firefox",
  safari: "safari", ios_saf: "ios", opera: "opera",
};

/** The oldest supported version of each browser family, as browserslist lists them ("ios_saf 15.4" -> ios 15.4). */
export function oldestSupported(root = ENGINE_ROOT): Map<string, string> {
  const oldest = new Map<string, string>();
  for (const entry of browserslist(undefined, { path: root })) {
    const [family, range] = entry.split(" ") as [string, string];
    const version = range.split("-")[0]!; // "15.6-15.8" is a range of releases that share data
    const known = oldest.get(family);
    if (!known || compareVersions(version, known) < 0) oldest.set(family, version);
  }
  return oldest;
}

/** Vite's build.target: the oldest version of each family the bundler knows (Samsung Internet is Chromium, covered by chrome). */
export function buildTargets(root = ENGINE_ROOT): string[] {
  const byTarget = new Map<string, string>();
  for (const [family, version] of oldestSupported(root)) {
    const name = TARGET_NAMES[family];
    if (!name) continue;
    const known = byTarget.get(name);
    if (!known || compareVersions(version, known) < 0) byTarget.set(name, version);
  }
  if (!byTarget.size) throw new Error('package.json has no "browserslist" list of supported browsers (docs/browsers.md)');
  return [...byTarget].map(([name, version]) => `${name}${version}`).sort();
}

export function compareVersions(a: string, b: string): number {
  const [x, y] = [a.split(".").map(Number), b.split(".").map(Number)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
}
