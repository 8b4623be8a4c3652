import { describe, expect, it } from "vitest";
import { frameStyles, pageStyles, FILE_NAMES_SELECTOR } from "../../engine/build/sharedStyles";

/** A style tag as styled-components writes it: each component's rules, then its entry naming it. */
function tag(...components: { group: number; id: string; names: string[]; rules: string[] }[]): string {
  const body = components
    .map(({ group, id, names, rules }) => rules.map((rule) => `${rule}/*!sc*/\n`).join("") + `data-styled.g${group}[id="${id}"]{content:"${names.join(",")},"}/*!sc*/\n`)
    .join("");
  return `<style data-styled="active" data-server-styles="">${body}</style>`;
}

const base = { group: 1, id: "sc-base-0", names: ["aBase"], rules: [".aBase{margin:0 auto;}"] };
const wide = { group: 1, id: "sc-base-0", names: ["bWide"], rules: [".bWide{margin:0;}"] };
const card = { group: 5, id: "sc-card-0", names: ["cCard"], rules: [".cCard{margin:2rem;}"] };
const inner = (html: string) => /data-server-styles="([^"]*)">([^<]*)</.exec(html)!.slice(1);

describe("the shared style file and each page's own styles", () => {
  const frame = frameStyles(tag(base, card));

  it("publishes the shared rules once and lists their class names for the browser, matching no element", () => {
    expect(frame.css).toContain(".aBase{margin:0 auto;}");
    expect(frame.css).toContain(".cCard{margin:2rem;}");
    expect(frame.css.trimEnd().split("\n").at(-1)).toBe(`${FILE_NAMES_SELECTOR}{content:"sc-base-0:aBase;sc-card-0:cCard"}`);
  });

  it("leaves out of a page the rules and names the file holds, and keeps its own", () => {
    const [names, css] = inner(pageStyles(tag({ ...base, names: ["aBase", "bWide"], rules: [...base.rules, ...wide.rules] }, card), frame, '<div class="sc-base-0 aBase"></div>'));
    expect(css).toBe(".bWide{margin:0;}");
    expect(names).toBe("sc-base-0:bWide");
  });

  it("states a file's rule again after a rule of the page's that comes before it on the same element", () => {
    // An element drawn by both components (one extends the other): the card's margin must win, as on a page alone.
    const html = '<div class="sc-base-0 sc-card-0 bWide cCard"></div>';
    const [, css] = inner(pageStyles(tag(wide, card), frame, html));
    expect(css).toBe(".bWide{margin:0;}.cCard{margin:2rem;}");
  });

  it("leaves the file's rule out when no element has both components", () => {
    const html = '<div class="sc-base-0 bWide"></div><div class="sc-card-0 cCard"></div>';
    const [, css] = inner(pageStyles(tag(wide, card), frame, html));
    expect(css).toBe(".bWide{margin:0;}");
  });

  it("names the file after its content", () => {
    expect(frameStyles(tag(base, card)).file).toBe(frame.file);
    expect(frameStyles(tag(base)).file).not.toBe(frame.file);
  });
});
