/** What every field of a form needs from the screen around it, without passing it down each level. */
import { createContext, useContext } from "react";
import type { AssetKind } from "../../model/formModel";
import type { Problem, SharedSummary, StoredPicture } from "../../model/api";
import type { Path } from "../../model/values";
import { useFreshEntries } from "./fresh";

export interface SiteChoices {
  /** Every page of the site, for the page picker. */
  routes: { route: string; title: string }[];
  /** The services catalogue, for fields that name a treatment. */
  services: { key: string; title: string }[];
  shared: SharedSummary[];
}

export interface FormContextValue {
  /** Puts `value` at `path` of the document (undefined leaves the field out). */
  change(path: Path, value: unknown): void;
  /** The problems drawn at a field, by its JSON path ("blocks[0].heading"). */
  problems: ReadonlyMap<string, Problem[]>;
  site: SiteChoices;
  /** Opens the file picker; `pick` receives the chosen file's path (and, for a picture just added, what was kept of it). */
  /** `options.folder`: where a picture added now is kept unless the person says otherwise (the field's context). */
  pickFile(kind: AssetKind, current: string, pick: (path: string, stored?: StoredPicture) => void, options?: { folder?: string }): void;
}

export const FormContext = createContext<FormContextValue | null>(null);

export function useForm(): FormContextValue {
  useFreshEntries(); // a field's problems read differently once the person leaves it (fresh.ts)
  const context = useContext(FormContext);
  if (!context) throw new Error("A field was drawn outside a form.");
  return context;
}

/** The id of a field's input, from its path: a problem's "jump to" link focuses it. */
export function fieldId(where: string): string {
  return `field-${where.replace(/[^A-Za-z0-9_-]/g, "_")}`;
}
