/**
 * An <img> that never shifts the layout: width and height are always set (the
 * browser reserves the box from their ratio; CSS keeps it fluid), it decodes
 * off the main thread, and it loads lazily unless it is above the fold.
 */
import styled from "styled-components";
import { ResponsiveImg } from "./ResponsiveImg";

// The box keeps the ratio of width/height even before (or if never) the file loads, so nothing moves.
const Img = styled(ResponsiveImg)<{ $fit: "cover" | "contain"; $ratio: string }>`
  display: block;
  width: 100%;
  max-width: 100%;
  height: auto;
  aspect-ratio: ${({ $ratio }) => $ratio};
  object-fit: ${({ $fit }) => $fit};
`;

export interface PictureProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold (the hero): load at once and early, since it is likely the largest paint. */
  priority?: boolean;
  /** "cover" crops to the box (photos); "contain" shows all of it (illustrations, badges). */
  fit?: "cover" | "contain";
  /** How wide it is shown, so the browser picks the right variant of a photo (default: the full width). */
  sizes?: string;
  className?: string;
  onError?: () => void;
}

export function Picture({ src, alt, width, height, priority = false, fit = "cover", sizes, className, onError }: PictureProps) {
  return (
    <Img
      src={src}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      {...(priority ? { fetchPriority: "high" as const } : {})}
      $fit={fit}
      $ratio={`${width} / ${height}`}
      className={className}
      onError={onError}
    />
  );
}
