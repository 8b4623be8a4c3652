/** What a build command line asks for (its mode, compressed copies): light, so the command can answer "nothing to do" before loading the build. */

/** --precompress (or SITE_PRECOMPRESS=1): copies for a server that sends them as they are (docs/addresses.md). */
export function precompressFor(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): boolean {
  return argv.includes("--precompress") || env.SITE_PRECOMPRESS === "1";
}

/** "production": publishable, refuses stand-in content; "preview": publishes it, marked; "local": this machine only. */
export type BuildMode = "production" | "preview" | "local";

/** The mode a command line asks for: --preview, else local when the forms post to a local collector, else production. */
export function buildModeFor(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): BuildMode {
  if (argv.includes("--preview")) return "preview";
  return env.SITE_FORMS_ENDPOINT ? "local" : "production";
}
