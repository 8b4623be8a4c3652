/**
 * The editor's name in its bar, and in a group's editor (npm run edit:group) the practice being edited with a
 * switch to the others the person may edit: the group answers only those (group/groupEditor.ts), so a practice
 * one has no role at is never named here.
 */
import { useEffect, useState } from "react";
import { SITE_BASE } from "./api";
import { SharedContentButton } from "./GroupSharedContent";

interface GroupPractice {
  id: string;
  name: string;
  address: string;
}

export function PracticeSwitcher({ siteName }: { siteName: string }) {
  const [practices, setPractices] = useState<GroupPractice[]>([]);
  const [sharedContent, setSharedContent] = useState(false);
  useEffect(() => {
    if (SITE_BASE === "/") return;
    fetch("/_group/api/practices")
      .then((response) => (response.ok ? response.json() : { practices: [] }))
      .then((answer: { practices?: GroupPractice[]; sharedContent?: boolean }) => {
        setPractices(answer.practices ?? []);
        setSharedContent(answer.sharedContent === true);
      })
      .catch(() => setPractices([]));
  }, []);
  const shared = sharedContent ? <SharedContentButton /> : null;
  if (practices.length < 2) return <><span className="app-name">Page editor · {siteName}</span>{shared}</>;
  return (
    <>
    <span className="app-name">
      <label>
        Page editor ·{" "}
        <select className="practice-switch" aria-label="Practice" value={SITE_BASE} onChange={(event) => location.assign(event.currentTarget.value)}>
          {practices.map((practice) => (
            <option key={practice.id} value={practice.address}>
              {practice.name}
            </option>
          ))}
        </select>
      </label>
    </span>
    {shared}
    </>
  );
}
