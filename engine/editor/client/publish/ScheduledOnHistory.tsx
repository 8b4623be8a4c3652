/** At the top of History: the publications still to come, on their dates (changed or cancelled on the Publish screen). */
import { useEffect, useState } from "react";
import { scheduleApi } from "./scheduleApi";

export function ScheduledOnHistory() {
  const [scheduled, setScheduled] = useState<{ id: number; name: string; message: string; publishAtWords: string }[]>([]);
  useEffect(() => {
    scheduleApi.scheduled().then((answer) => setScheduled(answer.scheduled), () => {});
  }, []);
  if (!scheduled.length) return null;
  return (
    <section aria-labelledby="history-scheduled-title" className="history-scheduled">
      <h2 id="history-scheduled-title">Scheduled</h2>
      <ul className="publish-waiting">
        {scheduled.map((publication) => (
          <li key={publication.id}>
            <strong>{publication.message}</strong>: to be published on {publication.publishAtWords} (UK time), for {publication.name}.{" "}
            <a href="#/publish">Change or cancel it on the Publish screen</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
