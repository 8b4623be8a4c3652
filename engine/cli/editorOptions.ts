/**
 * What the online editors' commands (edit:online, edit:group) read from their command line or environment, in one
 * place: an option given as --name value (or its environment variable), the port, the address to listen on.
 */

/** `--name value` on the command line, else the environment variable `env`. */
export function option(name: string, env: string): string | undefined {
  const argv = process.argv.slice(2);
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : process.env[env];
}

/** Says why the command cannot go on, and stops it. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** --port (or EDITOR_PORT), else `fallback`; a value that is no port stops the command in words. */
export function portOption(fallback: number): number {
  const text = option("port", "EDITOR_PORT");
  const port = text === undefined ? fallback : Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`"${text}" is not a port number; leave --port out to use ${fallback}.`);
  return port;
}

/** --listen (or EDITOR_LISTEN): loopback unless told, as the host's proxy reaches the editor there. */
export const listenOption = (): string => option("listen", "EDITOR_LISTEN") ?? "127.0.0.1";

/** What stopped an editor from starting, in words. */
export function startFailure(error: unknown, port: number): string {
  return (error as NodeJS.ErrnoException).code === "EADDRINUSE" ? `port ${port} is in use by another program.` : error instanceof Error ? error.message : String(error);
}
