/** The opening hours from site.config.json, under a heading: the practice's own, or one location's, or each location's. */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { Section } from "../ui/Section";
import { OpeningHoursList } from "../ui/OpeningHoursList";
import { useSite } from "../app/SiteContext";
import { locationsShown } from "../ui/places";

const Box = styled.div`
  max-width: 28rem;
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
`;

const Boxes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 1.5rem;
`;

export default function OpeningHoursBlock({ block }: { block: BlockOf<"openingHours"> }) {
  const id = useId();
  const locations = locationsShown(useSite(), block.location);
  if (!locations) {
    return (
      <Section id={id} heading={block.heading}>
        <Box>
          <OpeningHoursList />
        </Box>
      </Section>
    );
  }
  // One location: its hours as the practice's would be; all: each under its name.
  return (
    <Section id={id} heading={block.heading}>
      <Boxes>
        {locations.map((location) => (
          <Box key={location.id}>
            {block.location === "all" && <h3>{location.name}</h3>}
            <OpeningHoursList rows={location.openingHours} />
          </Box>
        ))}
      </Boxes>
    </Section>
  );
}
