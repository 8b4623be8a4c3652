/**
 * The opening hours from site.config.json, as a description list
 * (days -> hours), with the days closed besides them below (ClosuresList). Colours are inherited, so it reads on light cards and on the
 * dark footer alike.
 */
import styled from "styled-components";
import { useSite } from "../app/SiteContext";
import { ClosuresList } from "./ClosuresList";
import { formatHoursRow, formatTime } from "./format";
import type { OpeningHoursRow } from "../schema/site";

/* Its rows, days and hours are styled from here, by their place, rather than by a class on each (issue 51: the footer shows it on every page). */
const List = styled.dl`
  display: grid;
  gap: 0.35rem;
  margin: 0;
  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    column-gap: 1rem;
  }
  > div > dt { font-weight: bold; }
  /* Pushed right, so the hours line up even when a long day label wraps them onto their own line. */
  > div > dd {
    margin: 0 0 0 auto;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** `rows`: a location's hours (site.config.json, "locations"); left out, the practice's own. */
export function OpeningHoursList({ className, rows }: { className?: string; rows?: OpeningHoursRow[] }) {
  return (
    <>
      <HoursRows className={className} rows={rows} />
      <ClosuresList />
    </>
  );
}

function HoursRows({ className, rows }: { className?: string; rows?: OpeningHoursRow[] }) {
  const { openingHours, strings } = useSite();
  return (
    <List className={className}>
      {(rows ?? openingHours).map((row, i) => (
        <div key={i}>
          <dt>{row.label}</dt>
          <dd>
            {row.opens && row.closes ? (
              <>
                <time dateTime={row.opens}>{formatTime(row.opens)}</time> – <time dateTime={row.closes}>{formatTime(row.closes)}</time>
              </>
            ) : (
              formatHoursRow(row, strings.closed)
            )}
          </dd>
        </div>
      ))}
    </List>
  );
}
