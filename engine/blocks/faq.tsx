/** Questions and answers as an accordion: one answer open at a time, and the open one can be closed. */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Container, Intro, SectionHeading } from "../ui/Section";
import { Accordion } from "../ui/Accordion";

type Faq = BlockOf<"faq">;

const Band = styled.section`
  padding: 3rem 0;
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.md} { padding: 4rem 0; }
`;

const Narrow = styled(Container)`
  max-width: 52rem;
`;

/** An answer is one text, or lines shown one under another (each its own paragraph). */
function Answer({ answer }: { answer: Faq["items"][number]["answer"] }) {
  const lines = typeof answer === "string" ? [answer] : answer;
  return (
    <>
      {lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </>
  );
}

export default function FaqBlock({ block }: { block: Faq }) {
  const id = useId();
  return (
    <Band aria-labelledby={id} data-block="faq">
      <Narrow>
        <SectionHeading id={id}>{block.heading}</SectionHeading>
        {block.intro && <Intro>{block.intro}</Intro>}
        <Accordion items={block.items.map((item) => ({ heading: item.question, content: <Answer answer={item.answer} /> }))} />
      </Narrow>
    </Band>
  );
}
