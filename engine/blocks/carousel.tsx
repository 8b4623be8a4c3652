/** A picture gallery in the shared Carousel, one picture at a time, moving on every galleryCarouselMs. */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { useSite } from "../app/SiteContext";
import { Container, SectionHeading } from "../ui/Section";
import { Carousel } from "../ui/Carousel";
import { ResponsiveImg } from "../ui/ResponsiveImg";
import { focusStyle } from "../ui/pictureFocus";

/* Not a labelled section: the carousel inside is the landmark, named by the same heading. */
const Band = styled.div`
  padding: 3rem 0;
  ${({ theme }) => theme.media.md} { padding: 4rem 0; }
`;

const Figure = styled.figure`
  margin: 0;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  figcaption {
    margin-top: 0.6rem;
    text-align: center;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** A slide is as wide as the page's container (72rem less its padding), or the window less the padding. */
const SLIDE_SIZES = "(min-width: 72rem) 69.5rem, calc(100vw - 2.5rem)";

export default function CarouselBlock({ block }: { block: BlockOf<"carousel"> }) {
  const { timings, strings } = useSite();
  const id = useId();
  return (
    <Band data-block="carousel">
      <Container>
        {block.heading && <SectionHeading id={id}>{block.heading}</SectionHeading>}
        <Carousel
          labelledBy={block.heading ? id : undefined}
          label={block.heading ? undefined : strings.pictures}
          autoplayMs={timings.galleryCarouselMs}
        >
          {block.slides.map((slide, i) => (
            <Figure key={i}>
              <ResponsiveImg src={slide.image.src} alt={slide.image.alt} style={focusStyle(slide.image.focus)} width={960} height={540} sizes={SLIDE_SIZES} loading={i === 0 ? "eager" : "lazy"} decoding="async" />
              {slide.caption && <figcaption>{slide.caption}</figcaption>}
            </Figure>
          ))}
        </Carousel>
      </Container>
    </Band>
  );
}
