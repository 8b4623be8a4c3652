// A finding of a rule set the site follows shows its guidance as a "Why?" link, not as an address in the words.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ProblemWords, splitGuidance } from "../../../engine/editor/client/ProblemWords";

const GUIDANCE = "https://www.example.org/guidance/advertising";

describe("a problem's words in the editor", () => {
  it("shows the rule's guidance as a Why? link that opens in a new tab, and keeps the address out of the words", () => {
    render(<p data-testid="words"><ProblemWords problem={{ message: `“Botox” may not be advertised to patients. Why: ${GUIDANCE}`, guidance: GUIDANCE }} /></p>);
    const link = screen.getByRole("link", { name: /Why\?/ });
    expect(link.getAttribute("href")).toBe(GUIDANCE);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByTestId("words").textContent).toBe("“Botox” may not be advertised to patients. Why? (the guidance)");
  });

  it("shows a problem without guidance as it is, and never links an address that is not https", () => {
    expect(splitGuidance({ message: "A title is missing." })).toEqual({ words: "A title is missing." });
    render(<p><ProblemWords problem={{ message: "Odd. Why: javascript:alert(1)", guidance: "javascript:alert(1)" }} /></p>);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
