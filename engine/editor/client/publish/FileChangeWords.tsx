/** One file's changes in words, as the Publish screen lists them: its name as staff know it, then a line per change. */
import type { FileInWords } from "../../server/publish/words";

export function FileChangeWords({ change }: { change: Pick<FileInWords, "name" | "lines"> }) {
  return (
    <>
      <h3>{change.name}</h3>
      <ul>
        {change.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
