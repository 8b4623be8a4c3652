/**
 * An online editor over a publishing rig (a real git remote, publishing.json set up) with an owner to sign in,
 * and the browser pages a test opens, closed together at its end.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Browser, type Page } from "@playwright/test";
import { startWithOwner, type OnlineEditor } from "./onlineEditor";
import { publishRig, type PublishRig } from "./publishRig";

export async function publishingEditor(owner: { name: string; email: string }): Promise<{ rig: PublishRig; editor: OnlineEditor; ownerToken: string }> {
  const rig = publishRig();
  mkdirSync(rig.data, { recursive: true });
  writeFileSync(join(rig.data, "publishing.json"), JSON.stringify({ remote: "origin", branch: "main" }));
  return { rig, ...(await startWithOwner(rig.site, owner, rig.data)) };
}

/** Pages each in a browser context of its own (no session shared), all closed by `closeAll`. */
export function ownPages() {
  const opened: Page[] = [];
  return {
    async open(browser: Browser, options = {}): Promise<Page> {
      const page = await (await browser.newContext(options)).newPage();
      opened.push(page);
      return page;
    },
    async closeAll(): Promise<void> {
      for (const page of opened.splice(0)) await page.context().close();
    },
  };
}

/** A preview link's page opened once its build is ready (until then it says it is being prepared); why not, if never. */
export async function openWhenBuilt(page: Page, address: string, words: string, editor: OnlineEditor): Promise<void> {
  await expect(async () => {
    expect((await page.goto(address))?.status()).toBe(200);
    expect(await page.locator("body").innerText()).toContain(words);
  })
    .toPass({ timeout: 300_000, intervals: [2_000] })
    .catch((error: unknown) => {
      // Why the build stopped is in the editor's own output.
      throw new Error(`${String(error)}\nThe editor said:\n${editor.output().slice(-3000)}`);
    });
}
