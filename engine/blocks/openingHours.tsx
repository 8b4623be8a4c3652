/** The opening hours from site.config.json, under a heading. */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Section } from "../ui/Section";
import { OpeningHoursList } from "../ui/OpeningHoursList";

const Box = styled.div`
  max-width: 28rem;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
`;

export default function OpeningHoursBlock({ block }: { block: BlockOf<"openingHours"> }) {
  const id = useId();
  return (
    <Section id={id} heading={block.heading}>
      <Box>
        <OpeningHoursList />
      </Box>
    </Section>
  );
}
