/**
 * Find, past the pages' titles: the fields whose words or name hold what was typed (server/find.ts), each named by
 * its page and its place as the form shows it, and opening the form there. The practice details open as the person
 * may see them: an editor's "Opening hours and closures" (#/hours), an owner's whole practice details.
 */
import { useEffect, useState } from "react";
import type { Person } from "../../model/api";
import { EVERYDAY_FIELDS } from "../../model/everyday";
import { call } from "../api";

interface FoundField {
  file: string;
  name: string;
  place: string;
  at: string;
  words: string;
}

/** Where a found field opens. */
export function hrefOf(field: Pick<FoundField, "file" | "at">, person: Person): string {
  const at = `at=${encodeURIComponent(field.at)}`;
  if (field.file === "site.config.json") return person.role === "owner" ? `#/settings?${at}` : `#/hours?${at}`;
  return `#/edit?file=${encodeURIComponent(field.file)}&${at}`;
}

export function FoundFields({ search, person, navigate }: { search: string; person: Person; navigate(hash: string): void }) {
  const [found, setFound] = useState<{ for: string; fields: FoundField[] } | null>(null);
  const wanted = search.trim();
  useEffect(() => {
    if (wanted.length < 2) return;
    // Asked a moment after the last key, so typing a word asks once.
    const timer = setTimeout(() => {
      call<{ fields: FoundField[] }>("GET", `find?q=${encodeURIComponent(wanted)}`).then((answer) => setFound({ for: wanted, fields: answer.fields }), () => setFound(null));
    }, 250);
    return () => clearTimeout(timer);
  }, [wanted]);
  if (wanted.length < 2 || !found || found.for !== wanted) return null;
  return (
    <section className="found-fields" aria-labelledby="found-fields-heading">
      <h2 id="found-fields-heading">In the pages' fields</h2>
      {found.fields.length === 0 ? (
        <p className="empty">No field holds “{wanted}”.</p>
      ) : (
        <ul>
          {found.fields.map((field) => (
            <li key={`${field.file} ${field.at}`}>
              <a href={hrefOf(field, person)} onClick={(event) => (event.preventDefault(), navigate(hrefOf(field, person)))}>
                {field.name}: {field.place}
              </a>
              {field.words && <span className="found-words"> “{field.words}”</span>}
              {field.file === "site.config.json" && person.role !== "owner" && !EVERYDAY_FIELDS.includes(field.at.split(/[.[]/)[0]!) && <span className="found-words"> (only an owner can change this: ask an owner)</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
