/**
 * What a person is told when they sign in, before the editor opens: their password reset through an owner's
 * link (who made it, when), or many wrong passwords tried for their account (or, for an owner, someone's).
 */
import { useEffect, useRef } from "react";
import type { Person } from "./accountApi";
import "./account.css";

export function WelcomeNotices({ person, notices, onContinue }: { person: Person; notices: string[]; onContinue: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="front-door">
      <h1 ref={heading} tabIndex={-1}>Since you last signed in, {person.name.split(" ")[0]}</h1>
      <ul className="welcome-notices">
        {notices.map((notice, index) => <li key={index}>{notice}</li>)}
      </ul>
      <div className="front-actions">
        <button type="button" className="primary" onClick={onContinue}>Continue to the editor</button>
      </div>
    </main>
  );
}
