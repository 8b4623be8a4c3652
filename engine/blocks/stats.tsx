/** Key figures about the practice, e.g. "25+ years of experience". */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Section } from "../ui/Section";

const Figures = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 10rem), 1fr));
  gap: 1.5rem;
  list-style: none;
  margin: 0;
  padding: 0;
  text-align: center;
`;

const Value = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.display};
  font-weight: bold;
  line-height: 1.1;
`;

export default function StatsBlock({ block }: { block: BlockOf<"stats"> }) {
  const id = useId();
  return (
    <Section id={id} heading={block.heading} tone="brand">
      <Figures>
        {block.items.map((item, i) => (
          <li key={i}>
            <Value>{item.value}</Value> {item.label}
          </li>
        ))}
      </Figures>
    </Section>
  );
}
