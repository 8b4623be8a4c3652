/**
 * The form block: a form defined in the content (its fields, button and notices), posted to the address
 * in site.config.json its "sendTo" names. This renderer is its own chunk, so pages without a form never
 * download the form code.
 */
import { useId } from "react";
import type { BlockOf } from "../schema/blocks";
import { Section } from "../ui/Section";
import { FormView } from "../forms/FormView";

export default function FormBlock({ block }: { block: BlockOf<"form"> }) {
  const id = useId();
  const headingId = `${id}-heading`; // the id Section gives its heading
  return (
    <Section id={id} heading={block.heading} intro={block.intro} tone="surface">
      <FormView block={block} labelledBy={headingId} />
    </Section>
  );
}
