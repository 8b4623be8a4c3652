/**
 * scrypt in a helper process of low priority (nice 10): a password check takes a core for a few hundred
 * milliseconds, and in the editor's own process it would compete as an equal with the thread that answers page
 * opens and saves. At nice 10 the system gives the editor's thread about nine tenths of a shared core, so a flood
 * of sign-ins slows the checks (already one at a time: passwordGate.ts), not the editor. (Not 19: on a machine
 * busy with other work, checks at the lowest priority could wait many seconds.) The helper is plain Node, started on the
 * first check, and ends with the editor; if it cannot be started, checks run in the editor's process as before.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { scrypt, type ScryptOptions } from "node:crypto";

/** The helper: lowers its own priority before its thread pool exists (the pool's threads inherit it), then answers. */
const HELPER = `
require("node:os").setPriority(10);
const { scrypt } = require("node:crypto");
process.on("disconnect", () => process.exit(0));
process.on("message", (m) => scrypt(m.password, Buffer.from(m.salt, "base64"), m.keyLength, m.options, (error, key) =>
  process.send({ id: m.id, key: key ? key.toString("base64") : null, error: error ? error.message : null })));
`;

type Waiting = { resolve: (key: Buffer) => void; reject: (error: Error) => void };

export class NicedScrypt {
  private helper: ChildProcess | null = null;
  private failed = false;
  private next = 0;
  private readonly waiting = new Map<number, Waiting>();

  derive = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> => {
    const helper = this.start();
    if (!helper) return inProcess(password, salt, keyLength, options);
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      helper.send({ id, password, salt: salt.toString("base64"), keyLength, options });
    });
  };

  private start(): ChildProcess | null {
    if (this.helper || this.failed) return this.helper;
    try {
      const helper = spawn(process.execPath, ["-e", HELPER], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
      helper.on("message", (message: { id: number; key: string | null; error: string | null }) => {
        const waiting = this.waiting.get(message.id);
        this.waiting.delete(message.id);
        if (message.key) waiting?.resolve(Buffer.from(message.key, "base64"));
        else waiting?.reject(new Error(message.error ?? "The password could not be checked."));
      });
      helper.on("exit", () => {
        // Gone (killed, out of memory): what was waiting fails in words, the next check starts a new helper.
        for (const waiting of this.waiting.values()) waiting.reject(new Error("The password check stopped; try again."));
        this.waiting.clear();
        this.helper = null;
      });
      helper.on("error", () => (this.failed = true));
      // The editor may stop while the helper idles: neither the process nor its channel keeps it running.
      helper.unref();
      (helper as unknown as { channel?: { unref(): void } }).channel?.unref();
      this.helper = helper;
      return helper;
    } catch {
      this.failed = true;
      return null;
    }
  }

  stop(): void {
    this.helper?.kill();
  }
}

function inProcess(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))));
}
