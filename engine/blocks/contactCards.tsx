/**
 * Cards with the practice's address, phone, e-mail and hours, all from
 * site.config.json, in the order the block lists them. The e-mail card is left
 * out entirely while no address is configured.
 */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { useSite } from "../app/SiteContext";
import { Section } from "../ui/Section";
import { Card, CardGrid, IconBadge } from "../ui/Card";
import { ActionLink } from "../ui/ActionLink";
import { Icon } from "../ui/icons";
import { CONTACT_CARD_ICONS } from "./impliedIcons";
import { OpeningHoursList } from "../ui/OpeningHoursList";
import { formatAddress } from "../ui/format";

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

function CardBody({ kind, block }: { kind: CardKind; block: ContactCards }) {
  const site = useSite();
  switch (kind) {
    case "address":
      return (
        <Address>
          <WrappingLink link={{ kind: "maps", label: formatAddress(site.contact.address) }} variant="text" />
        </Address>
      );
    case "phone":
      return (
        <>
          <WrappingLink link={{ kind: "phone" }} variant="text" />
          {block.phoneNote && <Note>{block.phoneNote}</Note>}
        </>
      );
    case "email":
      return <WrappingLink link={{ kind: "email" }} variant="text" />;
    case "openingHours":
      return <OpeningHoursList />;
  }
}

export default function ContactCardsBlock({ block }: { block: ContactCards }) {
  const id = useId();
  const site = useSite();
  const cards = block.cards.filter((kind) => kind !== "email" || site.contact.email);
  return (
    <Section id={id} heading={block.heading} intro={block.intro}>
      <CardGrid $min="15rem">
        {cards.map((kind, i) => (
          <Card key={i}>
            <IconBadge>
              <Icon name={CONTACT_CARD_ICONS[kind]} size={22} />
            </IconBadge>
            <h3>{site.strings[TITLES[kind]]}</h3>
            <CardBody kind={kind} block={block} />
          </Card>
        ))}
      </CardGrid>
    </Section>
  );
}
