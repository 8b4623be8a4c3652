/** Questions and answers as an accordion: one answer open at a time, and the open one can be closed. */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Container, Intro, SectionHeading } from "../ui/Section";
import { Accordion } from "../ui/Accordion";
import { OpeningHoursList } from "../ui/OpeningHoursList";
import { InlineText } from "../ui/InlineText";

type Faq = BlockOf<"faq">;

const Band = styled.section`
  padding: 3rem 0;
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.md} { padding: 4rem 0; }
`;

const Narrow = styled(Container)`
  max-width: 52rem;
`;

const Hours = styled(OpeningHoursList)`
  max-width: 24rem;
  margin-bottom: 1rem;
`;

/** An answer is one text, or lines shown one under another (each its own paragraph), and may end with the configured opening hours. */
function Answer({ item }: { item: Faq["items"][number] }) {
  const lines = typeof item.answer === "string" ? [item.answer] : item.answer;
  return (
    <>
      {lines.map((line, i) => (
        <p key={i}><InlineText text={line} /></p>
      ))}
      {item.openingHours && <Hours />}
    </>
  );
}

export default function FaqBlock({ block }: { block: Faq }) {
  const id = useId();
  return (
    <Band aria-labelledby={id} data-block="faq">
      <Narrow>
        <SectionHeading id={id}>{block.heading}</SectionHeading>
        {block.intro && <Intro><InlineText text={block.intro} /></Intro>}
        <Accordion items={block.items.map((item) => ({ heading: item.question, content: <Answer item={item} /> }))} />
      </Narrow>
    </Band>
  );
}
