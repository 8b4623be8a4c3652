/**
 * Links and emphasis inside paragraphs, as a visitor meets them: real links (a page of the site in place,
 * another site in a new tab that cannot reach back to this one), bold and emphasis as such, and pages whose
 * text has no markers rendered byte for byte as before.
 */
import type { ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";
import ImageTextBlock from "../../engine/blocks/imageText";

const image = { src: "/images/logo.svg", alt: "Logo" };

describe("links and emphasis inside a paragraph", () => {
  afterEach(() => cleanup());

  it("renders a page of the site as a plain link, and another site in a new tab that says so", () => {
    const block = parseBlock("imageText", {
      heading: "Out of hours",
      paragraphs: ["Call [NHS 111](tel:111) or read [the NHS advice](https://www.nhs.uk/) and [our emergency page](/contact). It costs **nothing** and is *quick*. Or [call us](phone)."],
      image,
    });
    renderWithSite(<ImageTextBlock block={block} />);
    const inside = screen.getByRole("link", { name: "our emergency page" });
    expect(inside.getAttribute("href")).toBe("/contact");
    expect(inside.hasAttribute("target")).toBe(false);
    const outside = screen.getByRole("link", { name: /^the NHS advice/ });
    expect(outside.querySelector(".visually-hidden")?.textContent?.trim()).toBe(fixtureSite().strings.opensInNewTab);
    expect(outside.getAttribute("href")).toBe("https://www.nhs.uk/");
    expect(outside.getAttribute("target")).toBe("_blank");
    expect(outside.getAttribute("rel")).toBe("noopener noreferrer");
    const call = screen.getByRole("link", { name: "NHS 111" });
    expect(call.getAttribute("href")).toBe("tel:111");
    expect(call.hasAttribute("target")).toBe(false);
    expect(document.querySelector("strong")?.textContent).toBe("nothing");
    expect(screen.getByRole("link", { name: "call us" }).getAttribute("href")).toBe(`tel:${fixtureSite().contact.phone.tel}`);
    expect(document.querySelector("em")?.textContent).toBe("quick");
    expect(inside.closest("p")?.textContent).toContain("Call NHS 111 or read the NHS advice");
  });

  it("never links to an address the site refuses, should one reach the page", () => {
    // The validator refuses it (tests/unit/inlineLinks.test.ts), so the block is made valid and then changed.
    const block = { ...parseBlock("imageText", { heading: "x", paragraphs: ["x"], image }), paragraphs: ["Press [here](javascript:void) now"] };
    renderWithSite(<ImageTextBlock block={block} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("Press here now").tagName).toBe("P");
  });
});

describe("text without markers", () => {
  afterEach(() => {
    cleanup();
    vi.doUnmock("../../engine/ui/InlineText");
    vi.resetModules();
  });

  /** Every block type with paragraph text, written as existing pages write it: no markers, ordinary asterisks and brackets. */
  async function renderAll() {
    const { parseBlock: parse } = await import("../support/blocks");
    const { renderWithSite: renderIt } = await import("../support/renderWithSite");
    const names = ["hero", "imageText", "richText", "faq", "benefits", "cta", "priceTable", "teamGrid"] as const;
    const renderers = await Promise.all(names.map(async (name) => (await import(`../../engine/blocks/${name}.tsx`)).default as ComponentType<{ block: unknown }>));
    const plain = "From £50* a visit (see note [1]) & <more> “quoted”.";
    const blocks = [
      parse("hero", { heading: "Welcome", text: [plain, "Second."] }),
      parse("imageText", { heading: "x", paragraphs: [plain], list: ["One", plain], image }),
      parse("richText", { intro: plain, sections: [{ heading: "S", body: [plain, { list: [plain] }] }] }),
      parse("faq", { heading: "Q", intro: plain, items: [{ question: "Why?", answer: plain }, { question: "How?", answer: [plain, "Two."] }] }),
      parse("benefits", { heading: "B", intro: plain, items: [{ title: "T", text: plain }] }),
      parse("cta", { heading: "C", text: plain, actions: [{ kind: "internal", to: "/contact", label: "Go" }] }),
      parse("priceTable", { heading: "P", rows: [{ label: "Band 1", price: "£27.40" }], notes: [plain] }),
      parse("teamGrid", { heading: "Team", intro: plain, members: [{ name: "Alex", role: "Nurse", bio: [plain, ""] }] }),
    ];
    const { container } = renderIt(<>{blocks.map((block, i) => { const Renderer = renderers[i]!; return <Renderer key={i} block={block} />; })}</>);
    // Style class names and React's generated ids differ between the two module graphs, not between the two renderers.
    const html = container.innerHTML.replace(/ class="[^"]*"/g, "").replace(/_r_[a-z0-9]+_/g, "_r_");
    cleanup();
    return html;
  }

  it("renders byte for byte as a plain text did before links existed", async () => {
    const withInlineText = await renderAll();
    vi.resetModules();
    // The earlier renderers put the string itself in the paragraph: that is what InlineText is replaced with here.
    vi.doMock("../../engine/ui/InlineText", () => ({ InlineText: ({ text }: { text: string }) => text }));
    const asBefore = await renderAll();
    expect(withInlineText).toContain("From £50* a visit (see note [1])");
    expect(withInlineText).toBe(asBefore);
  });
});
