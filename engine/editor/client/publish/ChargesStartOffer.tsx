/**
 * In the publish dialog, when the changes add charges that start on a later day (engine/editor/model/chargesStart.ts):
 * the offer to publish on that day at midnight UK time, so the site shows them from the moment they apply.
 */
import { formatDay } from "../../../app/todaysDate";

/** The dialog's date and time for the day the charges start: midnight, UK time. */
export const chargesStartTime = (day: string) => `${day}T00:00`;

export function ChargesStartOffer({ startsOn, onDate, onChooseDate }: { startsOn: string; onDate: boolean; onChooseDate: () => void }) {
  const day = formatDay(startsOn);
  if (onDate) return <p className="publish-note">The charges you added start on {day}: the date is set to that day at midnight (UK time), so the website shows them from the moment they apply.</p>;
  return (
    <p className="notice">
      The charges you added start on {day}. Published now, the website goes on showing the charges in force today until it is published again on or after that day.{" "}
      <button type="button" onClick={onChooseDate}>
        Publish on {day} instead
      </button>
    </p>
  );
}
