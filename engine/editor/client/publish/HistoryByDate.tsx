/**
 * "Put the site (or this page) back as it was on <date>": a date and an optional time in UK time, read by the
 * server as the live version then in force; the plan and the put-back are History's own (HistoryDialogs.tsx).
 */
import { useState, type FormEvent } from "react";
import { toUkTime } from "../../model/ukTime";

export function PutBackByDate({ what, onChoose }: { what: string; onChoose: (on: string) => void }) {
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const today = toUkTime(new Date()).slice(0, 10);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date) onChoose(time ? `${date}T${time}` : date);
  };
  return (
    <details className="history-by-date">
      <summary>Put {what} back as it was on a date</summary>
      <form onSubmit={submit}>
        <label>
          Date <input type="date" required max={today} value={date} onChange={(event) => setDate(event.target.value)} />
        </label>{" "}
        <label>
          Time (optional, UK time) <input type="time" value={time} onChange={(event) => setTime(event.target.value)} />
        </label>
        <p className="hint">Without a time, it is {what} as it was at the end of that day.</p>
        <button type="submit">See what would change</button>
      </form>
    </details>
  );
}
