/** A picture that fails to load is hidden by the page's runtime, so its card shows words, not a broken-image icon. */
import { describe, expect, it } from "vitest";
import { hideBrokenPictures } from "../../engine/app/brokenPictures";

describe("pictures that fail to load", () => {
  it("are hidden, with their <picture>, when their error arrives after the runtime started", () => {
    document.body.innerHTML = `<article><picture><source srcset="/a.avif" type="image/avif"><img src="/missing.jpg" alt="A smile"></picture><h3>Veneers</h3></article>`;
    hideBrokenPictures(document);
    const image = document.querySelector("img")!;
    image.dispatchEvent(new Event("error"));
    expect(document.querySelector("picture")!.hidden).toBe(true);
    expect(document.querySelector("h3")!.hidden).toBe(false);
  });

  it("hide a lone <img> itself, and leave pictures that loaded alone", () => {
    document.body.innerHTML = `<img id="broken" src="/missing.png" alt="x"><img id="fine" src="/logo.png" alt="y">`;
    hideBrokenPictures(document);
    document.getElementById("broken")!.dispatchEvent(new Event("error"));
    expect((document.getElementById("broken") as HTMLImageElement).hidden).toBe(true);
    expect((document.getElementById("fine") as HTMLImageElement).hidden).toBe(false);
  });
});
