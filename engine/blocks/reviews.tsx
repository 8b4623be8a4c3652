/**
 * Patient reviews in the shared Carousel. It keeps moving after the visitor
 * uses its buttons (only its pause button stops it), every reviewsCarouselMs.
 * Each review says where and when it was written; an average says where it comes
 * from and links to every review there (consumer law: no hidden source).
 */
import { useId } from "react";
import styled from "styled-components";
import type { BlockOf } from "../schema/blocks";
import { useSite } from "../app/SiteContext";
import { around, fillIn } from "../ui/fillIn";
import { Container, SectionHeading } from "../ui/Section";
import { Carousel } from "../ui/Carousel";
import { ActionLink } from "../ui/ActionLink";
import { formatDay } from "../app/todaysDate";

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
  figcaption { font-weight: bold; color: ${({ theme }) => theme.colors.primary}; }
  figcaption span { display: block; font-weight: normal; font-size: ${({ theme }) => theme.fontSize.small}; color: ${({ theme }) => theme.colors.muted}; }
`;

const Average = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin: 0 0 1.5rem;
`;

const Stars = styled.svg`
  display: block;
  color: ${({ theme }) => theme.colors.accent};
  stroke: currentColor;
  stroke-width: 2;
  stroke-linejoin: round;
`;

/** One star in a 24-unit box (lucide's icon grid), as relative moves, so each copy only changes its start. */
const STAR = "l2.6 6.9l7.4 0.4l-5.8 4.6l2 7.1l-6.2 -4.1l-6.2 4.1l2 -7.1l-5.8 -4.6l7.4 -0.4z";
/** Each star's box plus a small gap. */
const STAR_STEP = 26;

/** The outlines of stars `from` to `to` (exclusive), side by side. */
function stars(from: number, to: number): string {
  let path = "";
  for (let i = from; i < to; i++) path += `M${12 + i * STAR_STEP} 2.1${STAR}`;
  return path;
}

/**
 * One image to assistive technology ("5 out of 5 stars"), five drawn stars to the eye: filled up to the
 * rating, outlined after it. One SVG of two paths, not five icons: a page of reviews draws thirty stars.
 */
export function StarRating({ rating }: { rating: number }) {
  const width = MAX_STARS * STAR_STEP - 2;
  const { strings } = useSite();
  return (
    <Stars role="img" aria-label={fillIn(strings.stars, { rating, max: MAX_STARS })} viewBox={`0 0 ${width} 24`} width={Math.round((20 * width) / 24)} height={20}>
      <path d={stars(0, rating)} fill="currentColor" />
      {rating < MAX_STARS && <path d={stars(rating, MAX_STARS)} fill="none" />}
    </Stars>
  );
}

type ReviewItem = BlockOf<"reviews">["items"][number];

/** "Google, 3 October 2026": what the review says of where and when it was written. */
function SourceAndDate({ review }: { review: ReviewItem }) {
  const { strings } = useSite();
  const date = review.date && <time dateTime={review.date}>{formatDay(review.date)}</time>;
  if (review.source && date) {
    const [before, after] = around(fillIn(strings.reviewSourceDate, { source: review.source }), "date");
    return <span>{before}{date}{after}</span>;
  }
  return review.source || date ? <span>{review.source ?? date}</span> : null;
}

/** The average, where it comes from, and the way to every review there. */
function AverageRating({ average }: { average: NonNullable<BlockOf<"reviews">["average"]> }) {
  const { strings } = useSite();
  return (
    <Average data-reviews-average="">
      <span>{fillIn(strings.reviewsAverage, { rating: average.rating.toFixed(1), max: MAX_STARS, count: average.count, source: average.source })}</span>
      <ActionLink link={{ kind: "external", href: average.href, label: fillIn(strings.reviewsAll, { source: average.source }) }} variant="secondary" />
    </Average>
  );
}

export default function ReviewsBlock({ block }: { block: BlockOf<"reviews"> }) {
  const { timings } = useSite();
  const id = useId();
  return (
    <Band data-block="reviews">
      <Container>
        <SectionHeading id={id}>{block.heading}</SectionHeading>
        {block.average && <AverageRating average={block.average} />}
        <Carousel labelledBy={id} maxVisible={3} minSlideRem={18} autoplayMs={timings.reviewsCarouselMs} pauseOnInteraction={false}>
          {block.items.map((review, i) => (
            <Review key={i}>
              <StarRating rating={review.rating} />
              <blockquote>
                <p>{review.text}</p>
              </blockquote>
              <figcaption>
                {review.name}
                <SourceAndDate review={review} />
              </figcaption>
            </Review>
          ))}
        </Carousel>
      </Container>
    </Band>
  );
}
