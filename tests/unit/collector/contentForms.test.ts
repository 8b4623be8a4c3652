// @vitest-environment node
/**
 * The collector learns a site's forms from its content, as npm start and npm run dev run it: it validates the
 * content it is given, accepts the forms its pages define, and follows an edit without a restart.
 */
import { afterEach, describe, expect, it } from "vitest";
import { tempSite, type TempSite } from "../../support/tempSite";
import { fixtureFormJson } from "../../support/forms";
import { startTestCollector, submit, readStore, type TestCollector } from "./support";

let site: TempSite | undefined;
let collector: TestCollector | undefined;
afterEach(async () => {
  await collector?.stop();
  site?.remove();
  collector = site = undefined;
});

/** The minimal fixture site with a contact form on its contact page. */
function siteWithForm(): TempSite {
  const made = tempSite();
  made.edit("pages/contact.json", (page) => page.blocks.push(fixtureFormJson("contact")));
  return made;
}

const sent = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.co.uk", message: "Hello", formType: "contact" };

describe("a collector started on a site's content", () => {
  it("accepts the forms the site's pages define, and refuses others", async () => {
    site = siteWithForm();
    collector = await startTestCollector({ forms: { contentRoot: site.root } });
    expect((await submit(collector, sent)).body).toEqual({ result: "success" });
    expect((await submit(collector, { ...sent, formType: "feedback" })).body).toEqual({ result: "error", error: expect.stringMatching(/Unknown form type 'feedback'/) as unknown });
  });

  it("follows a field added to the form while it runs: the new field is stored in its place", async () => {
    site = siteWithForm();
    collector = await startTestCollector({ forms: { contentRoot: site.root } });
    site.edit("pages/contact.json", (page) => {
      const form = page.blocks.find((block: { type: string }) => block.type === "form");
      form.fields.splice(3, 0, { name: "bestTimeToCall", kind: "select", label: "Best Time to Call", options: ["Morning", "Evening"], required: true });
    });
    expect((await submit(collector, sent)).body).toEqual({ result: "error", error: "Please fill in the required field: Best Time to Call." });
    expect((await submit(collector, { ...sent, bestTimeToCall: "Evening" })).body).toEqual({ result: "success" });
    const record = JSON.parse(await readStore(collector.dataDir, "contact")) as Record<string, string>;
    expect(Object.keys(record)).toEqual(["receivedAt", "firstName", "lastName", "email", "bestTimeToCall", "phone", "service", "message", "formType"]);
    expect(record.bestTimeToCall).toBe("Evening");
  });

  it("will not start on content with problems, and says which", async () => {
    site = siteWithForm();
    site.edit("pages/contact.json", (page) => (page.blocks.at(-1).sendTo = "nowhere"));
    await expect(startTestCollector({ forms: { contentRoot: site.root } })).rejects.toThrow(/has problems.*\n.*pages\/contact\.json.*"nowhere" is not a form address/);
  });
});
