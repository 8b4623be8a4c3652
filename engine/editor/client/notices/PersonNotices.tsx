/**
 * What the signed-in person is told when they open the editor: a request waiting for their approval (an owner), or
 * the answer to their own (approved, declined, or approved for a date). Each stays until its person dismisses it,
 * with its button or Escape; focus then moves to the next one, so a keyboard user is never left nowhere.
 */
import { useEffect, useRef, useState } from "react";
import { ApiError, messageOf } from "../api";
import { noticesApi, type Notice } from "./noticesApi";
import "./notices.css";

export function PersonNotices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  /** After a dismissal: the index of the notice whose button takes the focus. */
  const focusNext = useRef<number | null>(null);

  useEffect(() => {
    // Not told is not a failure to show: the editor works as before, and they are told next time.
    noticesApi.list().then(({ notices: found }) => setNotices(found), () => {});
  }, []);

  useEffect(() => {
    if (focusNext.current === null) return;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>("button.notice-dismiss");
    if (buttons?.length) buttons[Math.min(focusNext.current, buttons.length - 1)]!.focus();
    focusNext.current = null;
  }, [notices]);

  const dismiss = async (notice: Notice, index: number) => {
    setFailure(null);
    try {
      await noticesApi.dismiss(notice.id);
    } catch (error) {
      // 404: dismissed already (in another tab): it goes all the same.
      if (!(error instanceof ApiError && error.status === 404)) return setFailure(`It could not be dismissed just now: ${messageOf(error)}`);
    }
    focusNext.current = index;
    setNotices((now) => now.filter((candidate) => candidate.id !== notice.id));
  };

  if (!notices.length) return null;
  return (
    <section className="notice person-notices" role="status" aria-labelledby="person-notices-heading">
      <h2 id="person-notices-heading">For you</h2>
      <ul ref={list}>
        {notices.map((notice, index) => (
          <li key={notice.id} onKeyDown={(event) => event.key === "Escape" && void dismiss(notice, index)}>
            <p id={`person-notice-${notice.id}`}>{notice.text}</p>
            <div className="notice-actions">
              {notice.kind === "asked" && <a href="#/publish">Open the Publish screen</a>}
              <button type="button" className="notice-dismiss" aria-describedby={`person-notice-${notice.id}`} onClick={() => void dismiss(notice, index)}>
                Dismiss
              </button>
            </div>
          </li>
        ))}
      </ul>
      {failure && <p className="person-notices-failure">{failure}</p>}
    </section>
  );
}
