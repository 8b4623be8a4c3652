/**
 * Treatments from the services catalogue, one group per category headed as in
 * the header menu: as carousels that move by themselves (layout "carousel",
 * servicesCarouselMs, homeCarouselVisible side by side on a wide screen) or as
 * a plain grid of every card (layout "grid").
 */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import type { Service } from "../schema/site";
import { useSite } from "../app/SiteContext";
import { Container, Intro, SectionHeading } from "../ui/Section";
import { Carousel } from "../ui/Carousel";
import { ServiceCard } from "../ui/ServiceCard";
import { categoryHeading, gridCategories, servicesIn, type ServiceCategory } from "../ui/catalogue";
import { InlineText } from "../ui/InlineText";

type ServicesGrid = BlockOf<"servicesGrid">;

const Band = styled.section`
  padding: 3rem 0;
  ${({ theme }) => theme.media.md} { padding: 4rem 0; }
`;

/* Spacing between groups comes from the parent's gap: "& + &" would select by component id, which differs between pre-render and browser when chunks load in another order. */
const Groups = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2.5rem;
`;

const Group = styled.div`
  h3 { font-size: ${({ theme }) => theme.fontSize.subheading}; color: ${({ theme }) => theme.colors.primary}; }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: 1.25rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

function Category({ block, category, services }: { block: ServicesGrid; category: ServiceCategory; services: Service[] }) {
  const site = useSite();
  const id = useId();
  return (
    <Group>
      <h3 id={id}>{categoryHeading(site, category)}</h3>
      {block.layout === "carousel" ? (
        <Carousel labelledBy={id} maxVisible={site.layout.homeCarouselVisible} minSlideRem={14} autoplayMs={site.timings.servicesCarouselMs}>
          {services.map((service, i) => (
            <ServiceCard key={i} service={service} />
          ))}
        </Carousel>
      ) : (
        <Grid aria-labelledby={id}>
          {services.map((service, i) => (
            <li key={i}>
              <ServiceCard service={service} />
            </li>
          ))}
        </Grid>
      )}
    </Group>
  );
}

export default function ServicesGridBlock({ block }: { block: ServicesGrid }) {
  const site = useSite();
  const id = useId();
  return (
    <Band aria-labelledby={id} data-block="servicesGrid">
      <Container>
        <SectionHeading id={id}>{block.heading}</SectionHeading>
        {block.intro && <Intro><InlineText text={block.intro} /></Intro>}
        <Groups>
          {gridCategories(block, site).map((category, i) => (
            <Category key={i} block={block} category={category} services={servicesIn(site, category, { menuOnly: block.menuOnly })} />
          ))}
        </Groups>
      </Container>
    </Band>
  );
}
