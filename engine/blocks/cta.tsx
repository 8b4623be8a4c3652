/** A closing box that invites the visitor to act; its buttons come from the data, in order. */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Container } from "../ui/Section";
import { ActionRow } from "../ui/ActionRow";
import { InlineText } from "../ui/InlineText";

const Band = styled.section`
  padding: 3rem 0;
  ${({ theme }) => theme.media.md} { padding: 4rem 0; }
`;

const Box = styled.div`
  padding: 2.5rem 1.25rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  text-align: center;
  ${({ theme }) => theme.media.md} { padding: 3rem 2.5rem; }

  h2 { font-size: ${({ theme }) => theme.fontSize.heading}; }
  p { max-width: 40rem; margin-inline: auto; }
`;

export default function CtaBlock({ block }: { block: BlockOf<"cta"> }) {
  const id = useId();
  return (
    <Band aria-labelledby={id} data-block="cta">
      <Container>
        <Box>
          <h2 id={id}>{block.heading}</h2>
          {block.text && <p><InlineText text={block.text} /></p>}
          {/* On the brand colour each button takes its inverse look, so none disappears. */}
          <ActionRow actions={block.actions} tone="dark" align="center" />
        </Box>
      </Container>
    </Band>
  );
}
