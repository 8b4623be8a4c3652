/**
 * A value of one of several shapes: a link (its kind chosen from a list: a page of the site, the booking
 * service, the phone, another website…), an answer that is one text or several lines, a paragraph or a list.
 * Choosing another shape keeps what both share (a link's words) and starts the rest empty.
 */
import type { NullableSpec, VariantOption, VariantsSpec } from "../../model/formModel";
import { emptyValue, fitsShape, isRecord, jsonPathOf, optionFor } from "../../model/values";
import { describedBy, FieldFrame } from "./FieldFrame";
import { fieldId, useForm } from "./FormContext";
import { FieldView, ObjectFields, type FieldProps } from "./FieldView";

export function VariantsField({ spec, path, value, label, required }: FieldProps<VariantsSpec>) {
  const form = useForm();
  const where = jsonPathOf(path);
  const present = value !== undefined;
  const option = present ? optionFor(spec, value) : undefined;
  const index = option ? spec.options.indexOf(option) : -1;
  const chooserId = `${fieldId(where)}-kind`;
  const actions = required ? null : present ? (
    <button type="button" className="quiet" onClick={() => form.change(path, undefined)}>
      Remove {label.toLowerCase()}
    </button>
  ) : (
    <button type="button" className="quiet add" onClick={() => form.change(path, emptyValue(spec))}>
      Add {label.toLowerCase()}
    </button>
  );
  return (
    <FieldFrame where={where} label={label} required={required} spec={spec} group actions={actions} problemsInside={!!option && option.spec.kind !== "object"}>
      {present && (
        <>
          <div className="variant-choice">
            <label htmlFor={chooserId}>{spec.discriminator === "kind" ? "Goes to" : "Shown as"}</label>
            <select
              id={chooserId}
              {...describedBy(where, false)}
              value={index}
              onChange={(event) => form.change(path, switchTo(value, spec.options[Number(event.target.value)]!))}
            >
              {index < 0 && <option value={-1}>(not one of these: choose one)</option>}
              {spec.options.map((choice, i) => (
                <option key={i} value={i}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
          {option?.description && <p className="help variant-help">{option.description}</p>}
          {option &&
            (option.spec.kind === "object" ? (
              <ObjectFields spec={option.spec} path={path} value={value} />
            ) : (
              <FieldView spec={option.spec} path={path} value={value} label={option.label} required />
            ))}
        </>
      )}
    </FieldFrame>
  );
}

/** The value in another shape, keeping what fits: a link's words and look, an answer's text as its first line. */
export function switchTo(from: unknown, option: VariantOption): unknown {
  const spec = option.spec;
  if (spec.kind === "object") {
    const out: Record<string, unknown> = {};
    for (const field of spec.fields) {
      const kept = isRecord(from) && field.spec.kind !== "const" ? from[field.key] : undefined;
      if (kept !== undefined && fitsShape(field.spec, kept)) out[field.key] = kept;
      else if (field.required) out[field.key] = emptyValue(field.spec);
    }
    return out;
  }
  if (spec.kind === "list" && spec.item.kind === "text" && typeof from === "string") return [from];
  if (spec.kind === "text" && Array.isArray(from)) return from.filter((line) => typeof line === "string").join(" ");
  return emptyValue(spec);
}

/** A value or nothing at all (null): the practice's e-mail address, hidden while there is none. */
export function NullableField({ spec, path, value, label, required }: FieldProps<NullableSpec>) {
  const form = useForm();
  const where = jsonPathOf(path);
  if (value === null) {
    return (
      <FieldFrame
        where={where}
        label={label}
        required={required}
        spec={spec}
        actions={
          <button type="button" className="quiet add" onClick={() => form.change(path, emptyValue(spec.spec))}>
            Add {label.toLowerCase()}
          </button>
        }
      >
        <p className="empty" id={fieldId(where)}>
          None (nothing is shown).
        </p>
      </FieldFrame>
    );
  }
  const inner = { ...spec.spec, description: spec.spec.description ?? spec.description, examples: spec.spec.examples ?? spec.examples?.filter((example) => example !== null) };
  return (
    <div className="nullable">
      <FieldView spec={inner} path={path} value={value} label={label} required={required} />
      <button type="button" className="quiet" onClick={() => form.change(path, null)}>
        Set to none ({label.toLowerCase()} not shown)
      </button>
    </div>
  );
}
