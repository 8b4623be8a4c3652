/** A number, a yes/no, a choice. Left at its default (or empty when optional), the field is left out of the file. */
import type { BooleanSpec, ChoiceSpec, NumberSpec } from "../../model/formModel";
import { jsonPathOf } from "../../model/values";
import { describedBy, FieldFrame } from "./FieldFrame";
import { fieldId, useForm } from "./FormContext";
import type { FieldProps } from "./FieldView";

export function NumberField({ spec, path, value, label, required }: FieldProps<NumberSpec>) {
  const form = useForm();
  const where = jsonPathOf(path);
  const shown = typeof value === "number" ? String(value) : "";
  const set = (text: string) => {
    if (text.trim() === "") return form.change(path, required ? 0 : undefined);
    const number = Number(text);
    form.change(path, Number.isFinite(number) ? number : text);
  };
  return (
    <FieldFrame where={where} label={label} required={required} spec={spec}>
      <input
        id={fieldId(where)}
        {...describedBy(where, !!form.problems.get(where)?.length)}
        type="number"
        value={shown}
        min={spec.minimum}
        max={spec.maximum}
        step={spec.integer ? 1 : "any"}
        placeholder={typeof spec.default === "number" ? `${spec.default} (if left empty)` : undefined}
        onChange={(event) => set(event.target.value)}
      />
    </FieldFrame>
  );
}

export function BooleanField({ spec, path, value, label, required }: FieldProps<BooleanSpec>) {
  const form = useForm();
  const where = jsonPathOf(path);
  const fallback = typeof spec.default === "boolean" ? spec.default : false;
  const checked = typeof value === "boolean" ? value : fallback;
  // The default needs no line in the file: a field left at it is left out.
  const set = (next: boolean) => form.change(path, !required && next === fallback ? undefined : next);
  return (
    <FieldFrame where={where} label={label} required={required} spec={spec}>
      <input id={fieldId(where)} {...describedBy(where, !!form.problems.get(where)?.length)} type="checkbox" checked={checked} onChange={(event) => set(event.target.checked)} />
    </FieldFrame>
  );
}

export function ChoiceField({ spec, path, value, label, required }: FieldProps<ChoiceSpec>) {
  const form = useForm();
  const where = jsonPathOf(path);
  const current = typeof value === "string" ? value : "";
  const unknown = current !== "" && !spec.options.includes(current);
  return (
    <FieldFrame where={where} label={label} required={required} spec={spec}>
      <select id={fieldId(where)} {...describedBy(where, !!form.problems.get(where)?.length)} value={current} onChange={(event) => form.change(path, event.target.value === "" ? undefined : event.target.value)}>
        {(!required || current === "") && <option value="">{typeof spec.default === "string" ? `Default (${nameOf(spec, spec.default)})` : required ? "Choose…" : "None"}</option>}
        {unknown && <option value={current}>{current} (not one of the choices)</option>}
        {spec.options.map((option) => (
          <option key={option} value={option}>
            {nameOf(spec, option)}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A choice as the editor names it ("openingHours" reads "Opening hours"); its value stays what the file holds. */
const nameOf = (spec: ChoiceSpec, option: string) => spec.labels[spec.options.indexOf(option)] ?? option;
