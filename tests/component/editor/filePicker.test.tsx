/**
 * The picture window's words (issue 47, point 16): the device it is used on, where a new picture is kept by
 * default (from the field: a team member's photo with the team's pictures), folders in plain words, and
 * pictures named by what they show, their file second.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { defaultFolder, FilePicker, groupName } from "../../../engine/editor/client/FilePicker";
import { folderFor } from "../../../engine/editor/client/form/PictureField";
import { mockMatchMedia } from "../../support/blocks";

vi.mock("../../../engine/editor/client/api", () => ({
  ApiError: class extends Error {},
  // A single site's editor: its files at the site's root.
  siteAddress: (path: string) => path,
  api: {
    files: async () => ({
      files: [
        { path: "/images/clinicians/dr-sample.jpg", size: 2048, description: "Dr Sample at the front desk" },
        { path: "/images/hero.svg", size: 1024 },
        { path: "/documents/price-list.pdf", size: 512 },
      ],
    }),
  },
}));

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) { this.open = true; };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) { this.open = false; };
});
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
  cleanup();
});

const open = (folder?: string) => render(<FilePicker request={{ kind: "picture", current: "", pick: () => {}, folder }} uploadLimit={40 * 1024 * 1024} onClose={() => {}} />);

describe("the picture window", () => {
  it("says 'this phone or tablet' on a touch screen, 'this computer' with a mouse", async () => {
    restore = mockMatchMedia("pointer: coarse");
    open();
    expect(await screen.findByText(/Add a photo from this phone or tablet/)).toBeTruthy();
    expect(screen.queryByText(/this computer/)).toBeNull();
    cleanup();
    restore();
    restore = mockMatchMedia("no such query");
    open();
    expect(await screen.findByText(/Add a photo from this computer/)).toBeTruthy();
  });

  it("keeps a picture added for a team member with the team's pictures, by default", async () => {
    expect(folderFor(["blocks", 2, "members", 0, "image"])).toBe("images/team");
    expect(folderFor(["blocks", 0, "image"])).toBeUndefined();
    open(folderFor(["blocks", 2, "members", 0, "image"]));
    const keptWith = (await screen.findByLabelText("Kept with")) as HTMLSelectElement;
    expect(keptWith.value).toBe("images/team");
    expect(keptWith.selectedOptions[0]!.textContent).toBe("Team pictures");
    // Only folders under images/ are groups: the documents' folder is not offered.
    expect([...keptWith.options].map((option) => option.value)).toEqual(["images", "images/clinicians", "images/team"]);
    // Beside the current picture when it has a folder of its own; else where the field keeps its pictures.
    expect(defaultFolder("/images/services/veneers.svg", "images/team")).toBe("images/services");
    expect(defaultFolder("/images/logo.svg", "images/team")).toBe("images/team");
    expect(defaultFolder("", undefined)).toBe("images");
    expect(defaultFolder("/documents/price-list.pdf", undefined)).toBe("images");
    expect(defaultFolder("/logo.svg", "images/team")).toBe("images/team");
  });

  it("names folders in plain words", () => {
    expect(groupName("images/clinicians")).not.toBe("Clinicians pictures");
    expect(groupName("images/clinicians")).toMatch(/^Team pictures/);
    expect(groupName("images/services")).toBe("Service pictures");
    expect(groupName("images/full-arch")).toBe("Full arch pictures");
    expect(groupName("images")).toBe("Other pictures");
  });

  it("lists a picture by what it shows, with a thumbnail, its file second", async () => {
    open();
    const described = (await screen.findByText("Dr Sample at the front desk")).closest("button")!;
    expect(described.querySelector("img")!.getAttribute("src")).toBe("/images/clinicians/dr-sample.jpg");
    expect(within(described).getByText("/images/clinicians/dr-sample.jpg").className).toBe("file-path");
    // A picture no page describes is named by its file.
    expect(screen.getByText("/images/hero.svg")).toBeTruthy();
  });
});
