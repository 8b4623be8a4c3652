/** A virtual screen for browsers that need one (WebKitGTK's MiniBrowser has no headless mode; hover wants a real window). */
import { spawn, type ChildProcess } from "node:child_process";

export interface VirtualScreen { display: string; stop(): void }

export function startXvfb(): Promise<VirtualScreen> {
  // -displayfd: Xvfb picks a free display and writes its number, so parallel runs never collide.
  const xvfb: ChildProcess = spawn("Xvfb", ["-displayfd", "1", "-screen", "0", "1600x1200x24", "-nolisten", "tcp"], { stdio: ["ignore", "pipe", "ignore"] });
  return new Promise((resolve, reject) => {
    xvfb.once("error", reject);
    xvfb.once("exit", (code) => reject(new Error(`Xvfb stopped at start (exit ${code})`)));
    xvfb.stdout!.once("data", (data: Buffer) => resolve({ display: `:${data.toString().trim()}`, stop: () => void xvfb.kill() }));
  });
}
