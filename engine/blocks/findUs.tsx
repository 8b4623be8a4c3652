/**
 * The "find us" list: every location of the practice (site.config.json, "locations"), each with its address,
 * telephone, a one-line summary of its hours and a link to its own page (/locations/<id>).
 */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { useSite } from "../app/SiteContext";
import { Section } from "../ui/Section";
import { Card, CardGrid } from "../ui/Card";
import { ActionLink } from "../ui/ActionLink";
import { formatAddress, formatHoursRow } from "../ui/format";
import { locationRoute } from "../content/routes";

const Address = styled.address`
  font-style: normal;
`;

const Hours = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export default function FindUsBlock({ block }: { block: BlockOf<"findUs"> }) {
  const id = useId();
  const site = useSite();
  return (
    <Section id={id} heading={block.heading} intro={block.intro}>
      <CardGrid $min="15rem">
        {(site.locations ?? []).map((location) => (
          <Card key={location.id}>
            <h3>
              <a href={locationRoute(location.id)}>{location.name}</a>
            </h3>
            <Address>{formatAddress(location.address)}</Address>
            <ActionLink link={{ kind: "external", href: `tel:${location.phone.tel}`, label: location.phone.display }} variant="text" />
            <Hours>{location.openingHours.map((row) => `${row.label}: ${formatHoursRow(row, site.strings.closed)}`).join(" · ")}</Hours>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
