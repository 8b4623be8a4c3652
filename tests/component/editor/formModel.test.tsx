/**
 * The editor's forms come from the schemas: for every block type (and the page's own fields, a shared block,
 * the practice details), every field the schema has is drawn, and every one can be changed from the form:
 * texts of each kind, numbers, yes/no, choices, lists (add, move, remove), a link's kind, optional groups, a
 * value or none. A schema that gains a field of a kind the editor cannot draw fails here.
 */
import { useMemo, useState } from "react";
import { act, fireEvent, render, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildFormModels, fieldSpecOf, jsonSchemaOf } from "../../../engine/editor/model/fromSchema";
import type { FieldSpec, ObjectSpec } from "../../../engine/editor/model/formModel";
import { getIn, jsonPathOf, optionFor, setIn, specAt, type Path, type Segment } from "../../../engine/editor/model/values";
import { FormContext, fieldId, type FormContextValue, type SiteChoices } from "../../../engine/editor/client/form/FormContext";
import { ObjectFields } from "../../../engine/editor/client/form/FieldView";
import { askedFieldsLeftEmpty, withFieldsAskedFor } from "../../../engine/editor/model/fieldsAskedFor";
import { fieldsAskedBy } from "../../../engine/rules";

const models = buildFormModels();

const SITE: SiteChoices = {
  routes: [
    { route: "/", title: "Home" },
    { route: "/contact", title: "Contact" },
    { route: "/about", title: "About" },
  ],
  services: [
    { key: "veneers", title: "Veneers" },
    { key: "fillings", title: "Fillings" },
  ],
  shared: [
    { file: "pages/_shared/closing-cta.json", ref: "shared/closing-cta", type: "cta", usedBy: [] },
    { file: "pages/_shared/other.json", ref: "shared/other", type: "cta", usedBy: [] },
  ],
};

/** A value of a text of each kind that its check accepts, and another one to change it to. */
const SAMPLE_TEXT: Record<string, [string, string]> = {
  plain: ["Some words", "Other words"],
  route: ["/contact", "/about"],
  asset: ["/images/a.svg", "/images/b.svg"],
  url: ["https://example.com/", "https://example.org/"],
  key: ["gum-care", "gum-health"],
  serviceKey: ["veneers", "fillings"],
  time: ["08:00", "09:30"],
  colour: ["#123456", "#abcdef"],
  tel: ["01234", "05678"],
  email: ["a@example.com", "b@example.com"],
  sharedRef: ["shared/closing-cta", "shared/other"],
};

/** Every field filled in: each optional field present, each list with one entry (a list of unions with one of each). */
function fullValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case "text":
      return SAMPLE_TEXT[spec.format]![0];
    case "number":
      return typeof spec.default === "number" ? spec.default : (spec.minimum ?? 1);
    case "boolean":
      return true;
    case "choice":
      return spec.options[0];
    case "const":
      return spec.value;
    case "object":
      return Object.fromEntries(spec.fields.map((field) => [field.key, fullValue(field.spec)]));
    case "list":
      return spec.item.kind === "variants" ? spec.item.options.map((option) => fullValue(option.spec)) : [fullValue(spec.item)];
    case "tuple":
      return spec.items.map(fullValue);
    case "variants":
      return fullValue(spec.options[0]!.spec);
    case "nullable":
      return fullValue(spec.spec);
    case "unsupported":
      throw new Error(`unsupported field: ${spec.reason}`);
  }
}

interface Place {
  path: Segment[];
  spec: FieldSpec;
  required: boolean;
}

/** Every place the form draws a field for, through the value's own shapes. */
function places(spec: FieldSpec, value: unknown, path: Segment[], required: boolean, out: Place[] = []): Place[] {
  out.push({ path, spec, required });
  if (spec.kind === "object") {
    for (const field of spec.fields) {
      if (field.hidden || field.spec.kind === "const") continue;
      places(field.spec, getIn(value, [field.key]), [...path, field.key], field.required, out);
    }
  } else if (spec.kind === "list" && Array.isArray(value)) {
    value.forEach((item, index) => places(spec.item, item, [...path, index], true, out));
  } else if (spec.kind === "tuple") {
    spec.items.forEach((item, index) => places(item, getIn(value, [index]), [...path, index], true, out));
  } else if (spec.kind === "variants") {
    const option = optionFor(spec, value);
    if (option?.spec.kind === "object") for (const place of places(option.spec, value, path, true).slice(1)) out.push(place);
    else if (option) places(option.spec, value, path, true, out);
  } else if (spec.kind === "nullable" && value !== null) {
    places(spec.spec, value, path, required, out).splice(out.length, 0);
  }
  return out;
}

/** A form over one value, whose changes the test reads back. */
function renderForm(spec: ObjectSpec, initial: unknown) {
  const state = { value: initial };
  function Harness() {
    const [value, setValue] = useState(initial);
    // Stable, as the editor's is between checks: fields whose value did not change are not drawn again.
    const context = useMemo<FormContextValue>(
      () => ({
        change: (path: Path, next: unknown) =>
          setValue((current: unknown) => {
            const order = (parent: Path) => {
              const at = specAt(spec, current, parent);
              return at?.kind === "object" ? at.fields.map((field) => field.key) : undefined;
            };
            return (state.value = setIn(current, path, next, order));
          }),
        problems: new Map(),
        site: SITE,
        // A picture is changed by choosing one: the picker answers with the file the test is choosing.
        pickFile: (_kind, _current, pick) => pick(choosing.file),
      }),
      [],
    );
    return (
      <FormContext.Provider value={context}>
        <ObjectFields spec={spec} path={[]} value={value} />
      </FormContext.Provider>
    );
  }
  const view = render(<Harness />);
  return { ...view, value: () => state.value };
}

/** The file the form's file picker answers with (a picture field has a button that opens the picker, not a text box). */
const choosing = { file: "" };

/** A path inside a quoted attribute selector: only quotes and backslashes need escaping. */
const quoted = (where: string) => where.replace(/["\\]/g, "\\$&");
const control = (where: string) => document.getElementById(fieldId(where)) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null;

/** Changes each field the form draws, as a person would, and checks the value changed there. */
function editEveryField(spec: ObjectSpec, initial: unknown, label: string): Set<string> {
  const form = renderForm(spec, initial);
  const kinds = new Set<string>();
  const all = places(spec, initial, [], true).slice(1);
  for (const place of all) {
    const where = jsonPathOf(place.path);
    const frame = form.container.querySelector(`[data-path="${quoted(where)}"]`);
    expect(frame, `${label}: ${where} (${place.spec.kind}) has no field in the form`).not.toBeNull();
    const kind = place.spec.kind === "text" ? `text:${place.spec.format}` : place.spec.kind;
    kinds.add(kind);
    const input = control(where);
    switch (place.spec.kind) {
      case "text": {
        const next = SAMPLE_TEXT[place.spec.format]![1];
        expect(input, `${label}: ${where} has no input`).not.toBeNull();
        if (input instanceof HTMLButtonElement) {
          choosing.file = next;
          fireEvent.click(input);
        } else if (input?.getAttribute("role") === "textbox") {
          // A paragraph box that shows its formatting: typed into, as the browser does, then read back.
          input.textContent = next;
          fireEvent.input(input);
        } else fireEvent.change(input!, { target: { value: next } });
        expect(getIn(form.value(), place.path), `${label}: ${where}`).toBe(next);
        break;
      }
      case "number": {
        const next = (place.spec.maximum ?? 1000) > 7 ? 7 : place.spec.maximum!;
        fireEvent.change(input!, { target: { value: String(next) } });
        expect(getIn(form.value(), place.path), `${label}: ${where}`).toBe(next);
        break;
      }
      case "boolean": {
        const before = Boolean(getIn(form.value(), place.path) ?? place.spec.default);
        fireEvent.click(input!);
        expect(Boolean(getIn(form.value(), place.path) ?? place.spec.default), `${label}: ${where}`).toBe(!before);
        break;
      }
      case "choice": {
        const next = place.spec.options[place.spec.options.length - 1]!;
        fireEvent.change(input!, { target: { value: next } });
        expect(getIn(form.value(), place.path), `${label}: ${where}`).toBe(next);
        break;
      }
      default:
        break;
    }
  }
  // Containers, after their contents: lists grow and shrink, optional groups go, unions change shape.
  for (const place of [...all].reverse()) {
    const where = jsonPathOf(place.path);
    const frame = form.container.querySelector(`[data-path="${quoted(where)}"]`) as HTMLElement | null;
    if (!frame) continue;
    const legend = frame.querySelector(":scope > legend") as HTMLElement | null;
    if (place.spec.kind === "list") {
      const before = (getIn(form.value(), place.path) as unknown[] | undefined)?.length ?? 0;
      const add = within(legend!).getByRole("button", { name: new RegExp(`^Add `) });
      if (!(add as HTMLButtonElement).disabled) {
        fireEvent.click(add);
        expect((getIn(form.value(), place.path) as unknown[]).length, `${label}: adding to ${where}`).toBe(before + 1);
        // This list's own entries' buttons, not those of a list inside an entry.
        const removes = frame.querySelectorAll(":scope > ol.entries > li > .entry-bar > button[aria-label^='Remove']");
        fireEvent.click(removes[removes.length - 1]!);
        // An entry with words asks first (form/RemoveButton.tsx): the answer is yes.
        const confirm = frame.querySelector(":scope > ol.entries > li > .entry-bar > .remove-confirm > button.primary");
        if (confirm) fireEvent.click(confirm);
        expect((getIn(form.value(), place.path) as unknown[] | undefined)?.length ?? 0, `${label}: removing from ${where}`).toBe(before);
      }
    } else if (place.spec.kind === "variants" && place.spec.options.length > 1) {
      const chooser = document.getElementById(`${fieldId(where)}-kind`) as HTMLSelectElement;
      expect(chooser, `${label}: ${where} has no choice of shape`).not.toBeNull();
      const current = Number(chooser.value);
      const next = (current + 1) % place.spec.options.length;
      fireEvent.change(chooser, { target: { value: String(next) } });
      expect(optionFor(place.spec, getIn(form.value(), place.path)), `${label}: ${where} changes shape`).toBe(place.spec.options[next]);
    } else if (place.spec.kind === "nullable") {
      fireEvent.click(within(frame.parentElement!).getByRole("button", { name: /^Set to none/ }));
      expect(getIn(form.value(), place.path), `${label}: ${where} set to none`).toBeNull();
    } else if (place.spec.kind === "object" && !place.required && legend) {
      fireEvent.click(within(legend).getByRole("button", { name: /^Remove / }));
      expect(getIn(form.value(), place.path), `${label}: ${where} removed`).toBeUndefined();
    }
  }
  form.unmount();
  return kinds;
}

function unsupported(spec: FieldSpec, at: string, out: string[] = []): string[] {
  if (spec.kind === "unsupported") out.push(`${at}: ${spec.reason}`);
  if (spec.kind === "object") for (const field of spec.fields) unsupported(field.spec, `${at}.${field.key}`, out);
  if (spec.kind === "list") unsupported(spec.item, `${at}[]`, out);
  if (spec.kind === "tuple") spec.items.forEach((item, i) => unsupported(item, `${at}[${i}]`, out));
  if (spec.kind === "variants") spec.options.forEach((option) => unsupported(option.spec, `${at}<${option.label}>`, out));
  if (spec.kind === "nullable") unsupported(spec.spec, at, out);
  return out;
}

describe("the form model follows the schemas", () => {
  it("has a model for every block type, with its title and one-line description", () => {
    for (const block of models.blocks) {
      expect(block.title, block.type).not.toBe("");
      expect(block.description, block.type).toMatch(/\.$/);
    }
    const entry = models.page.fields.find((field) => field.key === "blocks")!.spec;
    expect(entry.kind === "list" && entry.item.kind === "variants" && entry.item.options.map((option) => option.value ?? "shared")).toEqual([...models.blocks.map((block) => block.type), "shared"]);
  });

  it("can draw every field of every schema (nothing the editor does not understand)", () => {
    const found = [
      ...unsupported(models.page, "page"),
      ...unsupported(models.sharedBlock, "shared block"),
      ...unsupported(models.site, "site.config.json"),
      ...models.blocks.flatMap((block) => unsupported(block.spec, block.type)),
    ];
    expect(found).toEqual([]);
  });

  it("names what it cannot draw, so that the test above fails when a schema gains such a field", () => {
    const schema = z.strictObject({ sizes: z.record(z.string(), z.number()), when: z.date() });
    const spec = fieldSpecOf(jsonSchemaOf(schema), { document: "page" });
    expect(unsupported(spec, "x")).toEqual(["x.sizes: a group of fields with names of your own", 'x.when: a value of type "any"']);
  });

  it("picks widgets by the checks the schemas carry: a page, a file, a treatment, a time, a colour", () => {
    const hero = models.blocks.find((block) => block.type === "hero")!.spec;
    expect(specAt(hero, { actions: [{ kind: "internal" }] }, ["actions", 0, "to"])).toMatchObject({ kind: "text", format: "route" });
    expect(specAt(hero, { actions: [{ kind: "external" }] }, ["actions", 0, "href"])).toMatchObject({ kind: "text", format: "url" });
    expect(specAt(hero, { image: {} }, ["image", "src"])).toMatchObject({ kind: "text", format: "asset", assetKind: "picture" });
    const strip = models.blocks.find((block) => block.type === "servicesStrip")!.spec;
    expect(specAt(strip, { services: ["x"] }, ["services", 0])).toMatchObject({ format: "serviceKey" });
    expect(specAt(models.site, { services: [{}] }, ["services", 0, "key"])).toMatchObject({ format: "key" });
    expect(specAt(models.site, { openingHours: [{}] }, ["openingHours", 0, "opens"])).toMatchObject({ format: "time" });
    expect(specAt(models.site, { theme: {} }, ["theme", "primary"])).toMatchObject({ format: "colour" });
    expect(specAt(models.site, { contact: {} }, ["contact", "email"])).toMatchObject({ kind: "nullable" });
  });
});

describe("every field of every block type can be edited", () => {
  const seen = new Set<string>();
  for (const block of models.blocks) {
    it(`${block.title} (${block.type})`, () => {
      for (const kind of editEveryField(block.spec, fullValue(block.spec), block.type)) seen.add(kind);
    });
  }

  it("the page's own fields, and the practice details", () => {
    const page = { ...models.page, fields: models.page.fields.filter((field) => field.key !== "blocks") };
    for (const kind of editEveryField(page, fullValue(page), "page")) seen.add(kind);
    for (const kind of editEveryField(models.site, fullValue(models.site), "site.config.json")) seen.add(kind);
  });

  it("covers every kind of field the schemas use", () => {
    // Filled by the tests above (they run first, in order): each kind must have been met and edited.
    const expected = ["text:plain", "text:route", "text:asset", "text:url", "text:serviceKey", "text:key", "text:time", "text:colour", "text:tel", "text:email", "number", "boolean", "choice", "object", "list", "tuple", "variants", "nullable"];
    for (const kind of expected) expect(seen, kind).toContain(kind);
  });
});

describe("fields", () => {
  it("show the schema's description and examples as help, and leave an emptied optional text out", () => {
    const hero = models.blocks.find((block) => block.type === "hero")!.spec;
    const form = renderForm(hero, { type: "hero", eyebrow: "Cosmetic", heading: "Veneers" });
    const eyebrow = form.container.querySelector('[data-path="eyebrow"]')!;
    expect(eyebrow.textContent).toContain("A short line above the heading.");
    // The example is the schema's own, shown as a value.
    const example = (hero as ObjectSpec).fields.find((field) => field.key === "eyebrow")!.spec.examples![0];
    expect(eyebrow.textContent).toContain(`e.g. “${example}”`);
    fireEvent.change(control("eyebrow")!, { target: { value: "" } });
    expect(form.value()).toEqual({ type: "hero", heading: "Veneers" });
    // A required text emptied stays, empty, for the validator to say so.
    fireEvent.change(control("heading")!, { target: { value: "" } });
    expect(form.value()).toEqual({ type: "hero", heading: "" });
  });

  it("put a new field where the schema has it, so the saved file keeps the schema's order", () => {
    const hero = models.blocks.find((block) => block.type === "hero")!.spec;
    const form = renderForm(hero, { type: "hero", heading: "Veneers" });
    fireEvent.change(control("eyebrow")!, { target: { value: "Cosmetic" } });
    expect(Object.keys(form.value() as object)).toEqual(["type", "eyebrow", "heading"]);
  });

  it("change a link's kind keeping its words, and offer the site's pages for a page link", () => {
    const cta = models.blocks.find((block) => block.type === "cta")!.spec;
    const form = renderForm(cta, { type: "cta", heading: "Ready?", actions: [{ kind: "booking", label: "Book now" }] });
    const chooser = document.getElementById(`${fieldId("actions[0]")}-kind`) as HTMLSelectElement;
    const internal = [...chooser.options].find((option) => option.textContent === "Internal")!;
    act(() => void fireEvent.change(chooser, { target: { value: internal.value } }));
    expect(getIn(form.value(), ["actions", 0])).toEqual({ kind: "internal", to: "", label: "Book now" });
    const pages = control("actions[0].to") as HTMLSelectElement;
    expect([...pages.options].map((option) => option.value)).toEqual(["", "/", "/contact", "/about"]);
    // Named as the pages screen names them, never by an address staff did not understand (issue 47).
    expect([...pages.options].map((option) => option.textContent)).toEqual(["Choose a page…", "The home page (Home)", "Contact", "About"]);
  });
});

describe("removing an entry that holds words (issue 47, point 13)", () => {
  it("asks once for the entry named: after Remove, the next entry's Remove is a button again, not the question", () => {
    const imageText = models.blocks.find((block) => block.type === "imageText")!.spec;
    const form = renderForm(imageText, { type: "imageText", heading: "About us", paragraphs: ["First words.", "Second words.", "Third words."] });
    const frame = form.container.querySelector(`[data-path="${quoted("paragraphs")}"]`) as HTMLElement;
    fireEvent.click(within(frame).getByRole("button", { name: "Remove paragraph 2" }));
    const question = within(frame).getByRole("group", { name: "Remove paragraph 2 and its words?" });
    fireEvent.click(within(question).getByRole("button", { name: "Remove" }));
    expect(getIn(form.value(), ["paragraphs"])).toEqual(["First words.", "Third words."]);
    // The paragraph now second is not removed by a second tap at the same place: it has its own Remove, which asks.
    expect(within(frame).queryByRole("group", { name: /and its words\?$/ })).toBeNull();
    expect(within(frame).getByRole("button", { name: "Remove paragraph 2" })).toBeTruthy();
  });
});

describe("advice on length at a heading (issue 47, point 11)", () => {
  const long = "Gentle, modern dental care for the whole family in the heart of Bedworth, with evening appointments, NHS and private treatment, and a warm welcome!";
  it("shows for a 147-character hero heading, and counts a formatted text's words, not its markers", () => {
    expect([...long].length).toBe(147);
    const hero = models.blocks.find((block) => block.type === "hero")!.spec;
    const form = renderForm(hero, { type: "hero", heading: long });
    const frame = form.container.querySelector(`[data-path="heading"]`) as HTMLElement;
    expect(within(frame).getByText(/^Suggestion: 147 characters\. On a phone/)).toBeTruthy();
    form.unmount();
    // A formatted heading (bold and a link) is measured as a visitor reads it: 147 characters, not its markers.
    const formatted: ObjectSpec = { kind: "object", fields: [{ key: "heading", label: "Heading", required: true, spec: { kind: "text", format: "plain", filled: true, inline: true } }] };
    const marked = `**Gentle**, modern dental care for the whole family in the heart of [Bedworth](/contact), with evening appointments, NHS and private treatment, and a warm welcome!`;
    const rich = renderForm(formatted, { heading: marked });
    const richFrame = rich.container.querySelector(`[data-path="heading"]`) as HTMLElement;
    expect(within(richFrame).getByText(/^Suggestion: 147 characters\./)).toBeTruthy();
  });
});

describe("fields a site's rule set asks for", () => {
  const member = { name: "Dr Sam Example", role: "Dentist" };
  const labelOf = (form: ReturnType<typeof renderForm>, where: string) => form.container.querySelector(`[data-path="${where}"]`)!.querySelector("label, legend")!.textContent;

  it("are labelled as needed, with the reason, where the schema alone has them optional", () => {
    const dental = withFieldsAskedFor(models, fieldsAskedBy(["uk-dental"]));
    const teamGrid = dental.blocks.find((block) => block.type === "teamGrid")!.spec;
    const form = renderForm(teamGrid, { type: "teamGrid", heading: "Team", members: [member] });
    expect(labelOf(form, "members[0].registrationNumber")).toBe("Registration number");
    expect(form.container.querySelector('[data-path="members[0].registrationNumber"]')!.textContent).toMatch(/GDC/);
    expect(labelOf(form, "members[0].qualifications")).not.toMatch(/optional/);
    // What the rules do not ask for stays optional.
    expect(labelOf(form, "members[0].specialistList")).toMatch(/\(optional\)$/);
    form.unmount();
    // A page's block list offers the same team grid, labelled the same way.
    const inPage = dental.page.fields.find((field) => field.key === "blocks")!.spec;
    expect(JSON.stringify(inPage)).toContain("GDC");
  });

  it("left empty in a new team member, are among what to fill in even before the rules can run, and never twice", () => {
    const dental = withFieldsAskedFor(models, fieldsAskedBy(["uk-dental"]));
    const page = (members: object[]) => ({ title: "T", description: "D", blocks: [{ type: "teamGrid", heading: "Team", members }] });
    const fresh = { name: "", role: "" };
    const found = askedFieldsLeftEmpty(dental.page, page([member, fresh]), "pages/team.json", []);
    expect(found.map((problem) => [problem.where, problem.severity])).toEqual([
      ["blocks[0].members[0].registrationNumber", "error"], ["blocks[0].members[0].qualifications", "error"],
      ["blocks[0].members[1].registrationNumber", "error"], ["blocks[0].members[1].qualifications", "error"],
    ]);
    expect(found[0]!.message).toMatch(/^Registration number: .*GDC/);
    // Someone not on a register is asked nothing; a field the checks already report is not reported again.
    expect(askedFieldsLeftEmpty(dental.page, page([{ ...fresh, registered: false }]), "pages/team.json", [])).toEqual([]);
    const reported = [{ file: "pages/team.json", where: "blocks[0].members[0].registrationNumber", message: "no GDC number", severity: "error" as const }];
    expect(askedFieldsLeftEmpty(dental.page, page([{ ...fresh, qualifications: [{ name: "BDS", country: "United Kingdom" }] }]), "pages/team.json", reported)).toEqual([]);
    // Without the rules, nothing is asked.
    expect(askedFieldsLeftEmpty(models.page, page([fresh]), "pages/team.json", [])).toEqual([]);
  });

  it("stay optional on a site without those rules, and the models the editor keeps are not changed", () => {
    withFieldsAskedFor(models, fieldsAskedBy(["uk-dental"]));
    const teamGrid = models.blocks.find((block) => block.type === "teamGrid")!.spec;
    const form = renderForm(teamGrid, { type: "teamGrid", heading: "Team", members: [member] });
    expect(labelOf(form, "members[0].registrationNumber")).toBe("Registration number (optional)");
  });
});

describe("a long list", () => {
  const hours = (count: number) => Array.from({ length: count }, (_, index) => ({ days: ["Saturday"], label: `Day ${index + 1}`, opens: "09:00", closes: "12:00" }));
  const site = () => {
    const models = buildFormModels().site;
    return { ...models, fields: models.fields.filter((field) => field.key === "openingHours") };
  };

  it("folds its entries to their names, one opened with a press; a short list is drawn open", () => {
    const long = renderForm(site(), { openingHours: hours(13) });
    const folds = long.container.querySelectorAll<HTMLDetailsElement>("details.entry-fold");
    expect(folds).toHaveLength(13);
    expect([...folds].every((fold) => !fold.open)).toBe(true);
    expect(folds[6]!.querySelector("summary")!.textContent).toBe("Opening-hours row 7: Day 7");
    fireEvent.click(folds[6]!.querySelector("summary")!);
    expect(folds[6]!.open).toBe(true);
    long.unmount();

    const short = renderForm(site(), { openingHours: hours(3) });
    expect(short.container.querySelectorAll("details.entry-fold")).toHaveLength(0);
    expect(short.container.querySelector(".entry-name")!.textContent).toBe("Opening-hours row 1: Day 1");
  });
});
