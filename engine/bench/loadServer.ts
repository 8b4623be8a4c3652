/**
 * Child process of the load benchmark: the static server on its own, so that its memory is measured
 * apart from the load generator's. Prints nothing; tells its parent its port, and its memory (after a
 * garbage collection, when started with --expose-gc) whenever asked.
 */
import type { AddressInfo } from "node:net";
import { startStaticServer } from "../server/staticSite";

const server = await startStaticServer(process.argv[2]!, 0);
process.send!({ port: (server.address() as AddressInfo).port });
process.on("message", (message) => {
  if (message !== "memory") return;
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  process.send!({ rssMB: rss / 1024 / 1024, heapMB: heapUsed / 1024 / 1024 });
});
process.on("disconnect", () => process.exit(0));
