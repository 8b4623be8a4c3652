/**
 * Patient reviews in the shared Carousel. It keeps moving after the visitor
 * uses its buttons (only its pause button stops it), every reviewsCarouselMs.
 */
import { useId } from "react";
import styled from "styled-components";
import { Star } from "lucide-react";
import type { BlockOf } from "../schema/blocks";
import { useSite } from "../app/SiteContext";
import { Container, SectionHeading } from "../ui/Section";
import { Carousel } from "../ui/Carousel";

const MAX_STARS = 5;

/* Not a labelled section: the carousel inside is the landmark, named by the same heading. */
const Band = styled.div`
  padding: 3rem 0;
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.md} { padding: 4rem 0; }
`;

const Review = styled.figure`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};

  blockquote { margin: 0; flex: 1; }
  blockquote p { margin: 0; }
  figcaption { font-weight: 700; color: ${({ theme }) => theme.colors.primary}; }
`;

const Stars = styled.span`
  display: inline-flex;
  gap: 0.15rem;
  color: ${({ theme }) => theme.colors.accent};
`;

/** One image to assistive technology ("5 out of 5 stars"), five drawn stars to the eye. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <Stars role="img" aria-label={`${rating} out of ${MAX_STARS} stars`}>
      {Array.from({ length: MAX_STARS }, (_, i) => (
        <Star key={i} size={20} aria-hidden="true" fill={i < rating ? "currentColor" : "none"} />
      ))}
    </Stars>
  );
}

export default function ReviewsBlock({ block }: { block: BlockOf<"reviews"> }) {
  const { timings } = useSite();
  const id = useId();
  return (
    <Band data-block="reviews">
      <Container>
        <SectionHeading id={id}>{block.heading}</SectionHeading>
        <Carousel labelledBy={id} maxVisible={3} minSlideRem={18} autoplayMs={timings.reviewsCarouselMs} pauseOnInteraction={false}>
          {block.items.map((review, i) => (
            <Review key={i}>
              <StarRating rating={review.rating} />
              <blockquote>
                <p>{review.text}</p>
              </blockquote>
              <figcaption>{review.name}</figcaption>
            </Review>
          ))}
        </Carousel>
      </Container>
    </Band>
  );
}
