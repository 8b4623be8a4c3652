/**
 * Labelled form fields. Every field has a visible <label>; a required field is
 * marked with an asterisk (hidden from screen readers, which hear "required"
 * from the control itself); a field's help and its error sit under the label
 * and the control and are tied to it with aria-describedby (and aria-invalid).
 * The words are the form's and the site's: nothing here is written in English.
 */
import type { ChangeEvent, ReactNode, Ref } from "react";
import styled, { css } from "styled-components";
import { buttonStyles } from "../ui/ActionLink";

export const FormPanel = styled.form`
  max-width: 48rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.sm} { padding: 2rem; }
`;

const FieldGroup = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1.25rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  ${({ theme }) => theme.media.sm} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

/**
 * Holds every field; disabled only until the page's script has taken over (see the forms' no-script note).
 * A fieldset is a group, and a screen reader announces a group by its legend ("Your details", the site's
 * formLegend): heard, not shown; the form itself is named by its heading.
 */
export function Fields({ disabled, legend, children }: { disabled: boolean; legend: string; children: ReactNode }) {
  return (
    <FieldGroup disabled={disabled}>
      <legend className="visually-hidden">{legend}</legend>
      {children}
    </FieldGroup>
  );
}

export const RequiredNote = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.small};
`;

const Row = styled.div<{ $wide?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 0;
  ${({ $wide }) => $wide && css`grid-column: 1 / -1;`}
`;

const Label = styled.label`
  font-weight: bold;
`;

const Marker = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const controlStyles = css`
  display: block;
  width: 100%;
  min-height: 2.75rem;
  padding: 0.55rem 0.75rem;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSize.body}; /* 16px or more: phones do not zoom in on focus */
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};
  /* The muted text colour gives the outline well over 3:1 against the page. */
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: calc(${({ theme }) => theme.radius} / 2);
  &[aria-invalid="true"] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &::placeholder {
    /* Browsers' default grey is too faint to read (under 4.5:1). */
    color: ${({ theme }) => theme.colors.muted};
    opacity: 1;
  }
  &:disabled { background: ${({ theme }) => theme.colors.surface}; }
`;

const Input = styled.input`${controlStyles}`;
const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;
const Select = styled.select`${controlStyles}`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: bold;
`;

const HelpText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.small};
`;

export function RequiredMark() {
  return <Marker aria-hidden="true"> *</Marker>;
}

export const errorId = (id: string) => `${id}-error`;
export const helpId = (id: string) => `${id}-help`;

/** The attributes that tie a control to its label's state, its help and its error. */
function describedBy(id: string, error: string | undefined, required: boolean | undefined, help?: string) {
  const described = [help ? helpId(id) : "", error ? errorId(id) : ""].filter(Boolean).join(" ");
  return {
    id,
    required,
    "aria-invalid": error ? ("true" as const) : undefined,
    "aria-describedby": described || undefined,
  };
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  required?: boolean;
  error?: string;
  /** A sentence under the label that says what to write. */
  help?: string;
  wide?: boolean;
  controlRef?: Ref<HTMLElement>;
}

function FieldRow({ id, label, required, error, help, wide, children }: Pick<FieldProps, "id" | "label" | "required" | "error" | "help" | "wide"> & { children: ReactNode }) {
  return (
    <Row $wide={wide}>
      <Label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {help && <HelpText id={helpId(id)}>{help}</HelpText>}
      {children}
      {error && <ErrorText id={errorId(id)}>{error}</ErrorText>}
    </Row>
  );
}

type InputType = "text" | "email" | "tel";

export function TextField(props: FieldProps & { type?: InputType; autoComplete?: string; inputMode?: "text" | "email" | "tel"; placeholder?: string; maxLength?: number }) {
  const { id, name, value, onValue, required, error, help, controlRef, type = "text", autoComplete, inputMode, placeholder, maxLength } = props;
  return (
    <FieldRow {...props}>
      <Input
        {...describedBy(id, error, required, help)}
        ref={controlRef as Ref<HTMLInputElement>}
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        maxLength={maxLength}
        spellCheck={type === "text" ? undefined : false}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onValue(event.target.value)}
      />
    </FieldRow>
  );
}

export function TextAreaField(props: FieldProps & { rows?: number; placeholder?: string; autoComplete?: string; maxLength?: number }) {
  const { id, name, value, onValue, required, error, help, controlRef, rows = 4, placeholder, autoComplete, maxLength } = props;
  return (
    <FieldRow {...props} wide>
      <TextArea
        {...describedBy(id, error, required, help)}
        ref={controlRef as Ref<HTMLTextAreaElement>}
        name={name}
        rows={rows}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={maxLength}
        value={value}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onValue(event.target.value)}
      />
    </FieldRow>
  );
}

export function SelectField(props: FieldProps & { blankLabel: string; options: { value: string; label: string }[]; autoComplete?: string }) {
  const { id, name, value, onValue, required, error, help, controlRef, blankLabel, options, autoComplete } = props;
  return (
    <FieldRow {...props}>
      <Select
        {...describedBy(id, error, required, help)}
        ref={controlRef as Ref<HTMLSelectElement>}
        name={name}
        autoComplete={autoComplete}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onValue(event.target.value)}
      >
        <option value="">{blankLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </FieldRow>
  );
}

const CheckRow = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
`;

const CheckLabel = styled.label`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  min-height: 2.75rem;
  padding: 0.5rem 0;
  cursor: pointer;
`;

const CheckBox = styled.input`
  flex: none;
  width: 1.375rem;
  height: 1.375rem;
  margin: 0.1rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  &[aria-invalid="true"] { outline: 2px solid ${({ theme }) => theme.colors.danger}; outline-offset: 1px; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
`;

export function CheckboxField(props: Omit<FieldProps, "value" | "onValue" | "wide"> & { checked: boolean; onChecked: (checked: boolean) => void }) {
  const { id, name, label, checked, onChecked, required, error, help, controlRef } = props;
  return (
    <CheckRow>
      <CheckLabel htmlFor={id}>
        <CheckBox
          {...describedBy(id, error, required, help)}
          ref={controlRef as Ref<HTMLInputElement>}
          type="checkbox"
          name={name}
          value="Yes"
          checked={checked}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChecked(event.target.checked)}
        />
        <span>
          {label}
          {required && <RequiredMark />}
        </span>
      </CheckLabel>
      {help && <HelpText id={helpId(id)}>{help}</HelpText>}
      {error && <ErrorText id={errorId(id)}>{error}</ErrorText>}
    </CheckRow>
  );
}

const Scale = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const ScalePoint = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-width: 2.75rem;
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: calc(${({ theme }) => theme.radius} / 2);
  cursor: pointer;
  &:has(input:checked) { border-color: ${({ theme }) => theme.colors.primary}; box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary}; }
  &:has(input:focus-visible) { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  input { margin: 0; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

const GroupLabel = styled.span`
  font-weight: bold;
`;

/**
 * A score on a scale: one radio button per point, named as a group by the field's label (arrow keys move
 * between them, as with any radio group). Each point reads "3 out of 5"; the visible part is the number.
 */
export function RatingField(props: FieldProps & { points: string[]; outOf: string }) {
  const { id, name, label, value, onValue, required, error, help, wide, controlRef, points, outOf } = props;
  const labelId = `${id}-label`;
  return (
    <Row $wide={wide}>
      <GroupLabel id={labelId}>
        {label}
        {required && <RequiredMark />}
      </GroupLabel>
      {help && <HelpText id={helpId(id)}>{help}</HelpText>}
      <Scale
        role="radiogroup"
        aria-labelledby={labelId}
        aria-required={required || undefined}
        aria-invalid={error ? "true" : undefined}
        aria-describedby={[help ? helpId(id) : "", error ? errorId(id) : ""].filter(Boolean).join(" ") || undefined}
      >
        {points.map((point, i) => (
          <ScalePoint key={point}>
            <input
              // Focus goes to the chosen point, or the first: where a keyboard enters the group.
              ref={(value === point || (i === 0 && !points.includes(value)) ? controlRef : undefined) as Ref<HTMLInputElement>}
              id={i === 0 ? id : undefined}
              type="radio"
              name={name}
              value={point}
              checked={value === point}
              onChange={() => onValue(point)}
            />
            {/* The space in the number's own text: a name made of inline parts keeps it there. */}
            {`${point} `}
            <span className="visually-hidden">{outOf}</span>
          </ScalePoint>
        ))}
      </Scale>
      {error && <ErrorText id={errorId(id)}>{error}</ErrorText>}
    </Row>
  );
}

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
`;

const Summary = styled.div`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: bold;
  p { margin: 0; }
  ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
`;

const Submit = styled.button<{ $variant: "primary" }>`
  ${buttonStyles}
  /* Wide enough for both labels, so "Sending..." does not move anything. */
  min-width: 12rem;
  &:disabled { cursor: progress; opacity: 0.85; filter: none; }
`;

/**
 * The announced summary of what to put right (role="alert", present from the
 * start so screen readers pick up its changes), the submit button and what is said beside it (the privacy note).
 */
export function FormActions({ summary, summaryTitle, busy, label, busyLabel, describedBy, children }: { summary: string[]; summaryTitle: string; busy: boolean; label: string; busyLabel: string; describedBy?: string; children?: ReactNode }) {
  return (
    <Actions>
      <Summary role="alert">
        {summary.length > 0 && (
          <>
            <p>{summaryTitle}</p>
            <ul>
              {summary.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </>
        )}
      </Summary>
      <Submit type="submit" $variant="primary" disabled={busy} aria-describedby={describedBy}>
        {busy ? busyLabel : label}
      </Submit>
      {children}
    </Actions>
  );
}
