/** A plain list of links to pages of this site, in the order given (the sitemap). */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Section } from "../ui/Section";

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  columns: 16rem 2;
  column-gap: 2rem;

  li { padding: 0.3rem 0; break-inside: avoid; }
`;

export default function LinkListBlock({ block }: { block: BlockOf<"linkList"> }) {
  const id = useId();
  return (
    <Section id={id} heading={block.heading}>
      <List>
        {block.links.map((link, i) => (
          <li key={i}>
            <a href={link.path}>{link.name}</a>
          </li>
        ))}
      </List>
    </Section>
  );
}
