/**
 * Cards with the practice's address, phone, e-mail and hours, all from
 * site.config.json, in the order the block lists them. The e-mail card is left
 * out entirely while no address is configured. With a "location", the cards
 * show that location's address, phone and hours; with "all", one card per
 * location, under its name, with a link to its page.
 */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import type { Location } from "../schema/site";
import { useSite } from "../app/SiteContext";
import { Section } from "../ui/Section";
import { Card, CardGrid, IconBadge } from "../ui/Card";
import { ActionLink } from "../ui/ActionLink";
import { Icon } from "../ui/icons";
import { CONTACT_CARD_ICONS } from "./impliedIcons";
import { OpeningHoursList } from "../ui/OpeningHoursList";
import { formatAddress } from "../ui/format";
import { locationsShown } from "../ui/places";
import { locationRoute } from "../content/routes";

type ContactCards = BlockOf<"contactCards">;
type CardKind = ContactCards["cards"][number];

/** Each card's heading, from the site's words. */
const TITLES: Record<CardKind, "cardAddress" | "cardPhone" | "cardEmail" | "cardHours"> = { address: "cardAddress", phone: "cardPhone", email: "cardEmail", openingHours: "cardHours" };

const Address = styled.address`
  font-style: normal;
`;

// Long addresses and e-mail addresses must wrap inside a 320px-wide card.
const WrappingLink = styled(ActionLink)`
  && { justify-content: flex-start; text-align: left; overflow-wrap: anywhere; }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

/** One card's content: the practice's own detail, or the location's when the block shows one. */
function CardBody({ kind, block, location }: { kind: CardKind; block: ContactCards; location?: Location }) {
  const site = useSite();
  switch (kind) {
    case "address":
      if (location) {
        const words = formatAddress(location.address);
        return <Address>{location.maps ? <WrappingLink link={{ kind: "external", href: location.maps, label: words }} variant="text" /> : words}</Address>;
      }
      return (
        <Address>
          <WrappingLink link={{ kind: "maps", label: formatAddress(site.contact.address) }} variant="text" />
        </Address>
      );
    case "phone":
      return (
        <>
          <WrappingLink link={location ? { kind: "external", href: `tel:${location.phone.tel}`, label: location.phone.display } : { kind: "phone" }} variant="text" />
          {block.phoneNote && <Note>{block.phoneNote}</Note>}
        </>
      );
    case "email":
      return <WrappingLink link={{ kind: "email" }} variant="text" />;
    case "openingHours":
      return <OpeningHoursList rows={location?.openingHours} />;
  }
}

export default function ContactCardsBlock({ block }: { block: ContactCards }) {
  const id = useId();
  const site = useSite();
  const cards = block.cards.filter((kind) => kind !== "email" || site.contact.email);
  const locations = locationsShown(site, block.location);
  if (locations && block.location === "all") {
    return (
      <Section id={id} heading={block.heading} intro={block.intro}>
        <CardGrid $min="15rem">
          {locations.map((location) => (
            <Card key={location.id}>
              <h3>
                <a href={locationRoute(location.id)}>{location.name}</a>
              </h3>
              {cards.map((kind) => (
                <CardBody key={kind} kind={kind} block={block} location={location} />
              ))}
            </Card>
          ))}
        </CardGrid>
      </Section>
    );
  }
  const location = locations?.[0];
  if (locations && !location) return null;
  return (
    <Section id={id} heading={block.heading} intro={block.intro}>
      <CardGrid $min="15rem">
        {cards.map((kind, i) => (
          <Card key={i}>
            <IconBadge>
              <Icon name={CONTACT_CARD_ICONS[kind]} size={22} />
            </IconBadge>
            <h3>{site.strings[TITLES[kind]]}</h3>
            <CardBody kind={kind} block={block} location={location} />
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
