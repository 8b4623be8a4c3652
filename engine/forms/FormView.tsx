/**
 * Any form, drawn from its definition in the content (the form block): each field by its kind, in order,
 * then the button. Its words are the block's and, where the block says nothing, the site's
 * (site.config.json strings); {phone} and {name} in them are the site's phone number and name.
 */
import { Fragment, useId } from "react";
import { useSite } from "../app/SiteContext";
import type { FormBlock, FormField } from "../schema/blocks/form";
import { around, fillIn } from "../ui/fillIn";
import { choicesOf, withSiteWords } from "./definition";
import { CheckboxField, Fields, FormActions, FormPanel, RatingField, RequiredMark, RequiredNote, SelectField, TextAreaField, TextField } from "./Field";
import { NoScriptNote } from "./NoScriptNote";
import { PrivacyNote } from "./PrivacyNote";
import { privacyNoticeOf } from "./privacyNotice";
import { SpamTrap } from "./SpamTrap";
import { useEnquiryForm, useHydrated } from "./useEnquiryForm";

/** What browsers may fill in for a field that says nothing: an e-mail address or a phone number. */
const AUTOCOMPLETE_BY_KIND: Partial<Record<FormField["kind"], string>> = { email: "email", tel: "tel" };

export function FormView({ block, labelledBy }: { block: FormBlock; labelledBy?: string }) {
  const site = useSite();
  const { strings } = site;
  const id = useId();
  const hydrated = useHydrated();
  const { values, errors, summary, status, change, submit, fieldRef } = useEnquiryForm(block);
  const [noteBefore, noteAfter] = around(strings.formRequiredNote, "mark");

  const fieldOf = (field: FormField) => {
    const common = {
      id: `${id}-${field.name}`,
      name: field.name,
      label: withSiteWords(field.label, site),
      help: field.help && withSiteWords(field.help, site),
      required: field.required,
      wide: field.wide,
      error: errors[field.name],
      controlRef: fieldRef(field.name),
    };
    const text = String(values[field.name] ?? "");
    const onValue = (value: string) => change(field.name, value);
    switch (field.kind) {
      case "text":
      case "email":
      case "tel":
        return (
          <TextField
            {...common}
            type={field.kind}
            inputMode={field.kind === "text" ? undefined : field.kind}
            autoComplete={field.autocomplete ?? AUTOCOMPLETE_BY_KIND[field.kind]}
            placeholder={field.placeholder && withSiteWords(field.placeholder, site)}
            maxLength={field.maxLength}
            value={text}
            onValue={onValue}
          />
        );
      case "textarea":
        return (
          <TextAreaField
            {...common}
            rows={field.rows}
            autoComplete={field.autocomplete}
            placeholder={field.placeholder && withSiteWords(field.placeholder, site)}
            maxLength={field.maxLength}
            value={text}
            onValue={onValue}
          />
        );
      case "select":
        return (
          <SelectField
            {...common}
            blankLabel={field.placeholder ? withSiteWords(field.placeholder, site) : strings.formChooseBlank}
            options={choicesOf(field, site) ?? []}
            autoComplete={field.autocomplete}
            value={text}
            onValue={onValue}
          />
        );
      case "rating": {
        const points = (choicesOf(field, site) ?? []).map((choice) => choice.value);
        return <RatingField {...common} points={points} outOf={fillIn(strings.formRatingOutOf, { max: points.length })} value={text} onValue={onValue} />;
      }
      case "consent":
        return <CheckboxField {...common} checked={values[field.name] === true} onChecked={(checked) => change(field.name, checked)} />;
    }
  };

  return (
    <FormPanel noValidate method="post" aria-labelledby={labelledBy} aria-busy={status === "sending"} onSubmit={submit}>
      <NoScriptNote />
      <SpamTrap idPrefix={id} />
      <Fields disabled={!hydrated} legend={strings.formLegend}>
        {block.fields.some((field) => field.required) && (
          <RequiredNote>
            {noteBefore}
            <RequiredMark /> <span className="visually-hidden">{strings.formRequiredMark}</span>
            {noteAfter}
          </RequiredNote>
        )}
        {block.fields.map((field) => (
          <Fragment key={field.name}>{fieldOf(field)}</Fragment>
        ))}
        <FormActions
          summary={summary}
          summaryTitle={strings.formSummary}
          busy={status === "sending"}
          label={block.submitLabel ?? strings.formSubmit}
          busyLabel={block.sendingLabel ?? strings.formSending}
          describedBy={privacyNoticeOf(site, block.name) ? `${id}-privacy` : undefined}
        >
          <PrivacyNote form={block.name} site={site} id={`${id}-privacy`} />
        </FormActions>
      </Fields>
    </FormPanel>
  );
}
