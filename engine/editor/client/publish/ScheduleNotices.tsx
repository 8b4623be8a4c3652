/**
 * Shown when a person opens the editor: their publications on a date that could not go live (the site's checks
 * refused them at their time), with why, until they say they have read it.
 */
import { useEffect, useState } from "react";
import { scheduleApi, type ScheduleNotice } from "./scheduleApi";

export function ScheduleNotices() {
  const [notices, setNotices] = useState<ScheduleNotice[]>([]);
  useEffect(() => {
    scheduleApi.notices().then(({ notices: found }) => setNotices(found), () => {});
  }, []);
  if (!notices.length) return null;
  return (
    <div className="notice error schedule-notices" role="alert">
      {notices.map((notice) => (
        <p key={notice.id}>
          “{notice.message}”, to be published on {notice.publishAtWords}, was not published. {notice.outcome}
        </p>
      ))}
      <button type="button" onClick={() => void scheduleApi.noticesSeen(notices.map((notice) => notice.id)).then(() => setNotices([]), () => {})}>
        I have read this
      </button>
    </div>
  );
}
