/**
 * The "find us" list: every location of the practice (site.config.json, "locations"), each with its address,
 * telephone, a short line per group of days of its hours and a link to its own page (/locations/<id>).
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

// Under the address and phone, one short line per group of days.
const Hours = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.muted};
`;

// The phone number reads as part of the card's text, from its left edge.
const PhoneLink = styled(ActionLink)`
  && { justify-content: flex-start; }
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
            <PhoneLink link={{ kind: "external", href: `tel:${location.phone.tel}`, label: location.phone.display }} variant="text" />
            <Hours>
              {location.openingHours.map((row, i) => (
                <li key={i}>{`${row.label}: ${formatHoursRow(row, site.strings.closed)}`}</li>
              ))}
            </Hours>
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
