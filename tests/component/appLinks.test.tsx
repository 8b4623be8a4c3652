import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import AppLinksBlock from "../../engine/blocks/appLinks";
import { renderWithSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

describe("appLinks block", () => {
  it("links each app to its store page in a new tab", () => {
    const block = parseBlock("appLinks", {
      heading: "Fun brushing apps",
      apps: [
        { name: "Brush Buddy", platform: "ios", link: "https://apps.apple.com/app/id000" },
        { name: "Brush Buddy", platform: "android", link: "https://play.google.com/store/apps/details?id=x" },
      ],
    });
    renderWithSite(<AppLinksBlock block={block} />);
    const [iosCard, androidCard] = screen.getAllByRole("listitem");
    expect(within(iosCard!).getByRole("heading", { level: 3, name: "Brush Buddy" })).toBeTruthy();
    const ios = within(iosCard!).getByRole("link", { name: /Get it on App Store/ });
    const android = within(androidCard!).getByRole("link", { name: /Get it on Google Play/ });
    expect(ios.getAttribute("href")).toBe("https://apps.apple.com/app/id000");
    expect(android.getAttribute("href")).toBe("https://play.google.com/store/apps/details?id=x");
    for (const link of [ios, android]) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });
});
