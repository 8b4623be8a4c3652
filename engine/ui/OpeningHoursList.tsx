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

const List = styled.dl`
  display: grid;
  gap: 0.35rem;
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  column-gap: 1rem;
`;

const Days = styled.dt`
  font-weight: bold;
`;

// Pushed right, so the hours line up even when a long day label wraps them onto their own line.
const Hours = styled.dd`
  margin: 0 0 0 auto;
  text-align: right;
  font-variant-numeric: tabular-nums;
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
        <Row key={i}>
          <Days>{row.label}</Days>
          <Hours>
            {row.opens && row.closes ? (
              <>
                <time dateTime={row.opens}>{formatTime(row.opens)}</time> – <time dateTime={row.closes}>{formatTime(row.closes)}</time>
              </>
            ) : (
              formatHoursRow(row, strings.closed)
            )}
          </Hours>
        </Row>
      ))}
    </List>
  );
}
