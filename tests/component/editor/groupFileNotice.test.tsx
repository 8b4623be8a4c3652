// In a group's editor, a page the group has too says so above its form: locked (who may change it), the group's
// default, or this practice's own version with a way back to the group's.
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DocumentScreen } from "../../../engine/editor/client/screens/DocumentScreen";
import { GroupFileNotice } from "../../../engine/editor/client/screens/GroupFileNotice";
import { buildFormModels } from "../../../engine/editor/model/fromSchema";

const group = { groupName: "Fixture Group", owners: "Gwen Groupowner or Ola Owner" };

describe("what a page is to the practice's group", () => {
  it("says in plain words that the group locks it, that every practice shows the group's version, and who may change it", () => {
    render(<GroupFileNotice group={{ ...group, status: "locked" }} kind="page" onGoBack={() => {}} />);
    const note = screen.getByRole("note");
    expect(note.textContent).toMatch(/The group locks this page\./);
    expect(note.textContent).toMatch(/Every practice of Fixture Group shows the group's version, so it cannot be changed here\./);
    expect(note.textContent).toMatch(/Only the group's owners\s*\(Gwen Groupowner or Ola Owner\) can change it\./);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("names a group's default as the group's version, which a save turns into the practice's own", () => {
    render(<GroupFileNotice group={{ ...group, status: "default" }} kind="shared" />);
    expect(screen.getByRole("note").textContent).toMatch(/This is Fixture Group's version of this block.*Saving a change here makes this practice's own version/);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("labels the practice's own version as overriding the group's, with a way back to the group's version", () => {
    const goBack = vi.fn();
    render(<GroupFileNotice group={{ ...group, status: "override" }} kind="page" onGoBack={goBack} />);
    expect(screen.getByRole("note").textContent).toMatch(/This practice's own version, in place of Fixture Group's version of this page\./);
    fireEvent.click(screen.getByRole("button", { name: "Go back to the group's version" }));
    expect(goBack).toHaveBeenCalledOnce();
  });

  it("offers no way back while it cannot be taken (unsaved changes, or going back already)", () => {
    render(<GroupFileNotice group={{ ...group, status: "override" }} kind="page" />);
    expect((screen.getByRole("button", { name: "Go back to the group's version" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("a page the group locks, opened in a practice's editor", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the page in a form that cannot be changed, under the notice", async () => {
    const page = { title: "Fixture policy | Test Practice", description: "The group's policy.", blocks: [{ type: "hero", heading: "Fixture policy heading" }] };
    vi.stubGlobal("fetch", vi.fn(async (url: string) => {
      const path = String(url).replace(/^.*\/api\//, "").split("?")[0];
      if (path === "document") return Response.json({ file: "pages/policy.json", kind: "page", version: "v1", value: page, group: { ...group, status: "locked" } });
      if (path === "version") return Response.json({ version: "v1" });
      if (path === "check") return Response.json({ problems: [], elsewhere: [], caused: [] });
      if (path === "preview") return Response.json({ html: "", styles: "", blocks: ["shown"] });
      if (path === "draft") return Response.json({ draft: null });
      if (path === "publish/waits") return Response.json({ waits: [] });
      return Response.json({}, { status: 404 });
    }));
    const index = { pages: [{ file: "pages/policy.json", route: "/policy", title: page.title, name: "Fixture policy" }], shared: [], services: [], counts: {} };
    render(<DocumentScreen file="pages/policy.json" models={buildFormModels()} index={index} uploadLimit={1} onDirtyChange={() => {}} onSaved={() => {}} navigate={() => {}} />);
    expect((await screen.findByRole("note")).textContent).toMatch(/The group locks this page/);
    const title = screen.getByDisplayValue("Fixture policy | Test Practice") as HTMLInputElement | HTMLTextAreaElement;
    expect(title.closest("fieldset.form-lock")?.hasAttribute("disabled")).toBe(true);
    expect(title.matches(":disabled")).toBe(true);
  });
});
