/**
 * A problem's words for staff. A finding of a rule set the site follows (engine/rules/) carries the guidance it
 * comes from; the editor shows that as a "Why?" link beside the words instead of a bare web address in them.
 */
interface WithGuidance {
  message: string;
  guidance?: string;
}

/** The words without the trailing ". Why: <address>" the validator adds for the command line, and the address. */
export function splitGuidance({ message, guidance }: WithGuidance): { words: string; guidance?: string } {
  if (!guidance || !guidance.startsWith("https://")) return { words: message };
  const marker = `. Why: ${guidance}`;
  return { words: message.endsWith(marker) ? `${message.slice(0, -marker.length)}.` : message, guidance };
}

/** "Why?" opening the guidance in a new tab; nothing for a problem that has none. */
export function WhyLink({ problem }: { problem: WithGuidance }) {
  const { guidance } = splitGuidance(problem);
  if (!guidance) return null;
  return (
    <>
      {" "}
      <a className="why-link" href={guidance} target="_blank" rel="noopener noreferrer">
        Why? (the guidance)
      </a>
    </>
  );
}

/** The problem's words followed by its "Why?" link: for places where the words are not themselves a button or link. */
export function ProblemWords({ problem }: { problem: WithGuidance }) {
  return (
    <>
      {splitGuidance(problem).words}
      <WhyLink problem={problem} />
    </>
  );
}
