/**
 * The days the practice is closed besides its usual hours (site.config.json, closures), shown under the opening
 * hours wherever they appear: "Closed on Friday 25 December (Christmas Day)". The build leaves out closures already
 * over (engine/build/inForce.ts), so this shows what it is given.
 */
import styled from "styled-components";
import { useSite } from "../app/SiteContext";
import { fillIn } from "./fillIn";

const List = styled.ul`
  margin: 0.75rem 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 0.25rem;
  font-weight: bold;
`;

/** "2026-12-25" -> "Friday 25 December", in the site's language, the day as written (no time zone moves it). */
export function formatDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

export function ClosuresList() {
  const { closures, strings, language } = useSite();
  if (!closures?.length) return null;
  return (
    <List>
      {closures.map((closure, i) => (
        <li key={i}>
          {closure.until && closure.until !== closure.from
            ? fillIn(strings.closedFromTo, { from: formatDay(closure.from, language), until: formatDay(closure.until, language), reason: closure.reason })
            : fillIn(strings.closedOn, { date: formatDay(closure.from, language), reason: closure.reason })}
        </li>
      ))}
    </List>
  );
}
