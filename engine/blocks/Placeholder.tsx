/**
 * Stand-in for a block type whose renderer is not written yet: shows the
 * block's heading and texts so the page's content is still readable.
 */
import type { Block } from "../schema/blocks";

function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    if (!value.startsWith("/") && !value.startsWith("https:")) out.push(value);
  } else if (Array.isArray(value)) value.forEach((v) => texts(v, out));
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) if (key !== "type" && key !== "heading" && key !== "kind") texts(v, out);
  }
  return out;
}

export function Placeholder({ block }: { block: Block }) {
  const heading = "heading" in block ? block.heading : undefined;
  return (
    <section data-block={block.type} style={{ maxWidth: "72rem", margin: "0 auto", padding: "1.5rem 1.25rem" }}>
      {heading && (block.type === "hero" ? <h1>{heading}</h1> : <h2>{heading}</h2>)}
      {texts(block).map((line, i) => (
        <p key={i}>{line}</p>
      ))}
    </section>
  );
}
