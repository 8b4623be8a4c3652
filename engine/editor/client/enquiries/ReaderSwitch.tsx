/** "May read enquiries" for one person on the People screen: owners always may; an owner allows anyone else. */
import { useEffect, useState } from "react";
import { messageOf } from "../api";
import { enquiriesApi } from "./enquiriesApi";

export function ReaderSwitch({ person }: { person: { id: string; name: string; role: string } }) {
  const [allowed, setAllowed] = useState<boolean | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    enquiriesApi.readers().then((answer) => setAllowed(answer.on ? answer.allowed.includes(person.id) : null), () => setAllowed(null));
  }, [person.id]);
  if (allowed === null) return null;
  if (person.role === "owner") return <div>May read enquiries (every owner may)</div>;
  return (
    <div>
      <label>
        <input type="checkbox" checked={allowed} onChange={(event) => {
          const next = event.target.checked;
          enquiriesApi.setReader(person.id, next).then(() => setAllowed(next), (error: unknown) => setProblem(messageOf(error)));
        }} /> May read enquiries
      </label>
      {problem && <p className="notice error" role="alert">{problem}</p>}
    </div>
  );
}
