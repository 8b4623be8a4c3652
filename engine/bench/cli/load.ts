/**
 * npm run bench:load: the static server (npm start, the browser tests) under 200 concurrent connections
 * for 10 s, over a mix of pages, assets, the not-found page and a video range, while files are replaced
 * underneath it the way a deploy or rebuild does: written aside and renamed over (every 20 ms), or
 * deleted and written again a moment later (every 500 ms). Serves a copy of dist/ (built first if there
 * is none; the build's .br/.gz copies are written into the copy if missing), so dist/ itself is untouched.
 * Reports requests per second, p99 latency, errors (target 0: a refused, reset or timed-out connection)
 * and the server's memory before and after each round (target: flat: the second round ends where the first did).
 * Options (environment): BENCH_CONNECTIONS=200, BENCH_SECONDS=10, BENCH_ROUNDS=2.
 */
import { fork } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import autocannon from "autocannon";
import { writeCompressedCopies } from "../../build/precompress";
import { buildSite } from "../../cli/build";
import { routeForHtmlFile } from "../../content/routes";

const root = process.cwd();
const engineRoot = join(import.meta.dirname, "..", "..", "..");
const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);

interface Memory { rssMB: number; heapMB: number }

const megabytes = (m: Memory) => `${m.rssMB.toFixed(0)} MB resident (${m.heapMB.toFixed(1)} MB JavaScript heap)`;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/** A few of each kind the site serves: pages, scripts, styles, pictures, and a video asked for by range. */
function requestMix(dist: string) {
  const urls = filesUnder(dist).map((file) => "/" + relative(dist, file).split(sep).join("/"));
  const pick = (test: (url: string) => boolean, count: number) => urls.filter(test).slice(0, count);
  const pageFiles = pick((url) => routeForHtmlFile(url.slice(1)) !== null, 8);
  const pages = pageFiles.map((url) => routeForHtmlFile(url.slice(1))!);
  const scripts = pick((url) => url.startsWith("/assets/") && url.endsWith(".js"), 6);
  const styles = pick((url) => url.endsWith(".css"), 2);
  const pictures = pick((url) => url.endsWith(".webp") || url.endsWith(".avif"), 6);
  const video = pick((url) => url.endsWith(".mp4"), 1)[0];
  const browser = { "accept-encoding": "gzip, deflate, br" };
  return {
    rewritable: [...pageFiles, ...scripts, ...pictures],
    requests: [
      ...pages.map((path) => ({ method: "GET" as const, path, headers: browser })),
      ...[...scripts, ...styles].map((path) => ({ method: "GET" as const, path, headers: browser })),
      ...pictures.map((path) => ({ method: "GET" as const, path })),
      { method: "GET" as const, path: "/no-such-page", headers: browser },
      ...(video ? [{ method: "GET" as const, path: video, headers: { range: "bytes=0-65535" } }] : []),
    ],
  };
}

/** Replaces files under the running server, as a deploy does, until stopped; counts what it did. */
function rewriteUnderneath(dist: string, urls: string[]) {
  const files = urls.map((url) => join(dist, ...url.split("/")));
  const contents = files.map((file) => readFileSync(file));
  const done = { renamedOver: 0, deletedAndWritten: 0 };
  let i = 0;
  const renameTimer = setInterval(() => {
    const n = i++ % files.length;
    writeFileSync(`${files[n]}.tmp-${n}`, contents[n]!);
    renameSync(`${files[n]}.tmp-${n}`, files[n]!);
    done.renamedOver++;
  }, 20);
  const deleteTimer = setInterval(() => {
    const n = i++ % files.length;
    rmSync(files[n]!, { force: true });
    setTimeout(() => writeFileSync(files[n]!, contents[n]!), 20);
    done.deletedAndWritten++;
  }, 500);
  return { done, stop: () => (clearInterval(renameTimer), clearInterval(deleteTimer)) };
}

function startServer(dist: string) {
  const child = fork(join(engineRoot, "engine/bench/loadServer.ts"), [dist], { execArgv: ["--import", "tsx", "--expose-gc"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const next = <T>() => new Promise<T>((resolve, reject) => {
    child.once("message", (message) => resolve(message as T));
    child.once("exit", (code) => reject(new Error(`the server stopped (exit code ${code})`)));
  });
  return {
    port: next<{ port: number }>().then((m) => m.port),
    memory: () => {
      const answer = next<Memory>();
      child.send("memory");
      return answer;
    },
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () => child.kill(),
  };
}

async function main() {
  const dist = join(root, "dist");
  if (!existsSync(join(dist, "index.html")) && !(await buildSite(root, { precompress: true }))) throw new Error("the site could not be built");
  const copy = mkdtempSync(join(tmpdir(), "bench-load-"));
  cpSync(dist, copy, { recursive: true });
  await writeCompressedCopies(copy);
  const server = startServer(copy);
  try {
    const port = await server.port;
    const { requests, rewritable } = requestMix(copy);
    const memory = [await server.memory()];
    const rows = [];
    for (let round = 1; round <= rounds; round++) {
      const rewriting = rewriteUnderneath(copy, rewritable);
      const result = await autocannon({ url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests, timeout: 10 });
      rewriting.stop();
      await new Promise((resolve) => setTimeout(resolve, 100));
      memory.push(await server.memory());
      const statuses = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => `${code}: ${count}`).join(", ");
      const row = {
        round, connections, seconds, kindsOfRequest: requests.length,
        requestsPerSecond: Math.round(result.requests.average),
        p99LatencyMs: result.latency.p99,
        errors: result.errors, timeouts: result.timeouts, statuses,
        rewrites: rewriting.done,
        memoryBefore: memory[round - 1]!, memoryAfter: memory[round]!,
      };
      rows.push(row);
      console.log(`Round ${round}: ${connections} connections for ${seconds} s over ${requests.length} kinds of request (pages, scripts, styles, pictures, the not-found page, a video range),`);
      console.log(`  while ${rewriting.done.renamedOver} files were renamed over and ${rewriting.done.deletedAndWritten} deleted and written again:`);
      console.log(`  ${row.requestsPerSecond} requests per second, p99 latency ${row.p99LatencyMs} ms, ${row.errors} errors (${row.timeouts} timeouts); answers ${statuses}`);
      console.log(`  server memory: ${megabytes(row.memoryBefore)} before, ${megabytes(row.memoryAfter)} after`);
    }
    const stillUp = server.alive() && (await fetch(`http://127.0.0.1:${port}/`)).status === 200;
    const errors = rows.reduce((sum, row) => sum + row.errors, 0);
    console.log(`Server still answering: ${stillUp ? "yes" : "NO"}. Target (0 errors, server up): ${errors === 0 && stillUp ? "met" : "MISSED"}`);
    mkdirSync(join(root, ".cache", "bench"), { recursive: true });
    writeFileSync(join(root, ".cache", "bench", "load.json"), JSON.stringify({ rows, serverStillUp: stillUp }, null, 2));
    console.log("Written to .cache/bench/load.json");
    if (errors || !stillUp) process.exitCode = 1;
  } finally {
    server.stop();
    rmSync(copy, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`The load benchmark failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
