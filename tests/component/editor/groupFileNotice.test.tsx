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
    expect(note.textContent).toMatch(/Only the group's owners\s*\(Gwen Groupowner or Ola Owner\) and the people they give the role over the group's shared content can change it\./);
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

  it("tells someone who may change the group's version that a save changes it for every practice, live once the shared content is published", () => {
    render(<GroupFileNotice group={{ ...group, status: "locked", mayChangeGroup: true }} kind="page" />);
    const note = screen.getByRole("note");
    expect(note.textContent).toMatch(/you may change the group's version\..*Saving a change here changes Fixture Group's version, not this\s+practice's/);
    expect(note.textContent).toMatch(/every practice of Fixture Group that shows it, once the group's shared content is published/);
    expect(note.textContent).not.toMatch(/cannot be changed here/);
  });

  it("offers someone who may change the group's version of a default the choice to change it instead of making the practice's own", () => {
    const choose = vi.fn();
    const { rerender } = render(<GroupFileNotice group={{ ...group, status: "default" }} kind="page" onChangingGroup={choose} />);
    expect(screen.queryByRole("checkbox")).toBeNull();
    rerender(<GroupFileNotice group={{ ...group, status: "default", mayChangeGroup: true }} kind="page" onChangingGroup={choose} />);
    fireEvent.click(screen.getByRole("checkbox", { name: /Change the group's version\s+instead/ }));
    expect(choose).toHaveBeenCalledWith(true);
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

  it("opens the form editable to someone who may change the group's version, and saves it as the group's version", async () => {
    const page = { title: "Fixture policy | Test Practice", description: "The group's policy.", blocks: [{ type: "hero", heading: "Fixture policy heading" }] };
    const posted: string[] = [];
    vi.stubGlobal("fetch", vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url).replace(/^.*\/api\//, "").split("?")[0]!;
      if (init?.method === "POST" && path !== "check" && path !== "preview" && path !== "draft") posted.push(path);
      if (path === "document") return Response.json({ file: "pages/policy.json", kind: "page", version: "v1", value: page, group: { ...group, status: "locked", mayChangeGroup: true } });
      if (path === "version") return Response.json({ version: "v1" });
      if (path === "check") return Response.json({ problems: [], elsewhere: [], caused: [] });
      if (path === "preview") return Response.json({ html: "", styles: "", blocks: ["shown"] });
      if (path === "draft") return Response.json({ draft: null });
      if (path === "publish/waits") return Response.json({ waits: [] });
      if (path === "document/group-save") return Response.json({ saved: true, version: "v2", problems: [], caused: [] });
      return Response.json({}, { status: 404 });
    }));
    const index = { pages: [{ file: "pages/policy.json", route: "/policy", title: page.title, name: "Fixture policy" }], shared: [], services: [], counts: {} };
    render(<DocumentScreen file="pages/policy.json" models={buildFormModels()} index={index} uploadLimit={1} onDirtyChange={() => {}} onSaved={() => {}} navigate={() => {}} />);
    expect((await screen.findByRole("note")).textContent).toMatch(/you may change the group's version/);
    const title = screen.getByDisplayValue("Fixture policy | Test Practice") as HTMLInputElement | HTMLTextAreaElement;
    expect(title.matches(":disabled")).toBe(false);
    fireEvent.change(title, { target: { value: "Fixture policy, changed for the group | Test Practice" } });
    fireEvent.click(await screen.findByRole("button", { name: /^Save/ }));
    expect(await screen.findByText(/This is now the group's version/, {}, { timeout: 3000 })).toBeTruthy();
    expect(posted).toEqual(["document/group-save"]);
  });
});
