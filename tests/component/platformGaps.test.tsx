/**
 * What the runtime fills in for browsers that lack it (engine/app/platformGaps.ts). jsdom, like Safari before
 * 17.2, does not keep <details name> exclusive, so here the fallback alone does it: the test fails without it.
 * (The popover polyfill's path runs in real browsers: tests/browser/engines.spec.ts.)
 */
import { afterEach, describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { fillPlatformGaps } from "../../engine/app/platformGaps";
import FaqBlock from "../../engine/blocks/faq";
import { fixtureSite, renderWithSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

const nextToggle = () => new Promise((resolve) => setTimeout(resolve, 0));
const open = (details: HTMLDetailsElement[]) => details.map((d) => d.open);

describe("exclusive <details name> where the browser does not keep them so", () => {
  afterEach(() => document.body.replaceChildren());

  it("jsdom is such a browser", () => {
    expect("name" in HTMLDetailsElement.prototype).toBe(false);
  });

  it("opening an FAQ answer closes the one open before; another name's answers are left alone", async () => {
    const faq = parseBlock("faq", { heading: "Questions", items: ["One", "Two", "Three"].map((q) => ({ question: q, answer: `About ${q}.` })) });
    renderWithSite(<FaqBlock block={faq} />, { site: fixtureSite() });
    const { container: other } = render(<details name="elsewhere" open><summary>Elsewhere</summary></details>);
    // jsdom has no popovers either, and no CSS object for the polyfill: this test is about <details> alone.
    Object.defineProperty(HTMLElement.prototype, "popover", { value: null, configurable: true });
    try {
      await fillPlatformGaps(document);
    } finally {
      delete (HTMLElement.prototype as { popover?: unknown }).popover;
    }
    const answers = [...document.querySelectorAll<HTMLDetailsElement>("main details, details:not([name=elsewhere])")].filter((d) => d.getAttribute("name") !== "elsewhere");
    expect(answers).toHaveLength(3);

    answers[0]!.open = true;
    await nextToggle();
    answers[2]!.open = true;
    await nextToggle();
    expect(open(answers)).toEqual([false, false, true]);
    expect(other.querySelector("details")!.open).toBe(true);

    // Closing the open one leaves none open, as the platform does.
    answers[2]!.open = false;
    await nextToggle();
    expect(open(answers)).toEqual([false, false, false]);
  });
});
