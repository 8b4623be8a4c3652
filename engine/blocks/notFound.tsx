/** The body of the not-found page: a large code, the page's h1 and a way back. */
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Container } from "../ui/Section";
import { ActionRow } from "../ui/ActionRow";

const Band = styled.section`
  padding: 4rem 0 5rem;
  text-align: center;
`;

// The one size outside the type scale: a decorative number on the not-found page only.
const Code = styled.p`
  font-size: clamp(4.5rem, 3rem + 8vw, 8rem);
  font-weight: bold;
  line-height: 1;
  margin-bottom: 1rem;
  color: ${({ theme }) => theme.colors.primary};
`;

export default function NotFoundBlock({ block }: { block: BlockOf<"notFound"> }) {
  return (
    <Band aria-labelledby="page-heading" data-block="notFound">
      <Container>
        <Code>{block.code}</Code>
        <h1 id="page-heading">{block.heading}</h1>
        <ActionRow actions={[block.action]} align="center" />
      </Container>
    </Band>
  );
}
