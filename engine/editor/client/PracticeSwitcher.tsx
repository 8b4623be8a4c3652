/**
 * The editor's name in its bar, and in a group's editor (npm run edit:group) the practice being edited with a
 * switch to the others the person may edit: the group answers only those (group/groupEditor.ts), so a practice
 * one has no role at is never named here.
 */
import { useEffect, useState } from "react";
import { SITE_BASE } from "./api";

interface GroupPractice {
  id: string;
  name: string;
  address: string;
}

export function PracticeSwitcher({ siteName }: { siteName: string }) {
  const [practices, setPractices] = useState<GroupPractice[]>([]);
  useEffect(() => {
    if (SITE_BASE === "/") return;
    fetch("/_group/api/practices")
      .then((response) => (response.ok ? response.json() : { practices: [] }))
      .then((answer: { practices?: GroupPractice[] }) => setPractices(answer.practices ?? []))
      .catch(() => setPractices([]));
  }, []);
  if (practices.length < 2) return <span className="app-name">Page editor · {siteName}</span>;
  return (
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
  );
}
