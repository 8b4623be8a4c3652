/**
 * The three ways back, each a dialog that first says exactly what it will do (read from the server's plan), then
 * does it as a new publication: undo one change to one page, put one page back as it was just before a change,
 * and put the whole site back as it was just after a publication. The last two also by date (`on`): the page or
 * the site as it was then, through the same plan.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Dialog } from "../Dialog";
import { messageOf, WHEN, type PublishOutcome } from "./publishApi";
import { historyApi, whoseWork, type Answer, type PageRestorePlan, type SiteRestorePlan, type UndoPlan } from "./historyApi";
import { PublishOutcomeView } from "./PublishOutcomeView";

const when = (iso: string) => WHEN.format(new Date(iso));

/** Loads a plan, shows it, does it on confirmation, then shows the outcome. */
function PlanDialog<Plan>({ title, load, body, confirm, doIt, ready, onClose }: {
  title: string;
  load: () => Promise<Plan>;
  body: (plan: Plan) => ReactNode;
  /** The confirming button's words, or null when there is nothing to do. */
  confirm: (plan: Plan) => string | null;
  doIt: (plan: Plan) => Promise<PublishOutcome>;
  ready?: boolean;
  onClose: (changed: boolean) => void;
}) {
  const [plan, setPlan] = useState<Plan | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [outcome, setOutcome] = useState<PublishOutcome | null>(null);
  useEffect(() => {
    load().then(setPlan, (error: unknown) => setFailure(messageOf(error)));
    // The plan is read once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const run = async () => {
    if (!plan) return;
    setRunning(true);
    try {
      setOutcome(await doIt(plan));
    } catch (error) {
      setOutcome({ published: false, reason: "unavailable", message: messageOf(error) });
    } finally {
      setRunning(false);
    }
  };
  const words = plan ? confirm(plan) : null;
  return (
    <Dialog title={title} onClose={() => !running && onClose(!!outcome?.published)} wide>
      {failure && <p className="notice error" role="alert">{failure}</p>}
      {!plan && !failure && <p role="status">Looking at what this would change…</p>}
      {plan && !outcome && body(plan)}
      {outcome && <PublishOutcomeView outcome={outcome} />}
      {running && <p role="status">Publishing…</p>}
      <div className="dialog-actions">
        {plan && !outcome && words && (
          <button type="button" className="primary" disabled={running || ready === false} onClick={() => void run()}>
            {words}
          </button>
        )}
        <button type="button" disabled={running} onClick={() => onClose(!!outcome?.published)}>
          {outcome || !words ? "Close" : "Cancel"}
        </button>
      </div>
    </Dialog>
  );
}

function Lines({ heading, lines }: { heading: string; lines: string[] }) {
  if (!lines.length) return null;
  return (
    <>
      <p>{heading}</p>
      <ul className="history-plan">{lines.map((line, index) => <li key={index}>{line}</li>)}</ul>
    </>
  );
}

function Pictures({ names }: { names: string[] }) {
  if (!names.length) return null;
  return <p>{names.length === 1 ? "This picture was removed since and comes back with it" : "These pictures were removed since and come back with it"}: {names.join(", ")}.</p>;
}

export function UndoDialog({ commit, file, name, onClose }: { commit: string; file: string; name: string; onClose: (changed: boolean) => void }) {
  const [answers, setAnswers] = useState<(Answer | undefined)[]>([]);
  const [count, setCount] = useState(0);
  return (
    <PlanDialog<UndoPlan>
      title={`Undo this change to ${name}?`}
      load={async () => {
        const plan = await historyApi.undoPlan(commit, file);
        setCount(plan.choices.length);
        return plan;
      }}
      ready={answers.filter(Boolean).length === count}
      confirm={(plan) => (plan.nothing ? null : "Undo and publish")}
      doIt={(plan) => historyApi.undo(plan, answers as Answer[])}
      onClose={onClose}
      body={(plan) =>
        plan.nothing ? (
          <p>This change is undone already: {plan.name} says now what it said before it.</p>
        ) : (
          <>
            <p>
              This takes back what {plan.by} changed on {plan.name} on {when(plan.at)}, and nothing else. Later changes to the rest of {plan.name}, and to every other page,
              stay as they are. It is published straight away, and can itself be undone.
            </p>
            <Lines heading={`What changes on the live ${plan.name}:`} lines={plan.lines} />
            <Pictures names={plan.pictures} />
            {plan.choices.map((choice, index) => (
              <fieldset key={index} className="history-choice">
                <legend>{choice.place}: changed again later. Which should it say?</legend>
                <label>
                  <input type="radio" name={`choice-${index}`} checked={answers[index] === "later"} onChange={() => setAnswers((all) => Object.assign([...all], { [index]: "later" }))} />
                  Keep {choice.later.by}'s later version ({when(choice.later.at)}): <q>{choice.later.text}</q>
                </label>
                <label>
                  <input type="radio" name={`choice-${index}`} checked={answers[index] === "earlier"} onChange={() => setAnswers((all) => Object.assign([...all], { [index]: "earlier" }))} />
                  Put back what it said before {choice.before.by}'s change: <q>{choice.before.text}</q>
                </label>
              </fieldset>
            ))}
          </>
        )
      }
    />
  );
}

/** Put one page back: as it was just before the change `commit`, or as it was on the date `on` (UK time). */
export function PageRestoreDialog({ file, name, onClose, ...version }: ({ commit: string } | { on: string }) & { file: string; name: string; onClose: (changed: boolean) => void }) {
  const on = "on" in version ? version.on : undefined;
  return (
    <PlanDialog<PageRestorePlan>
      title={on ? `Put ${name} back as it was on this date?` : `Put ${name} back as it was before this change?`}
      load={() => (on ? historyApi.pagePlanOn(on, file) : historyApi.pagePlan((version as { commit: string }).commit, file))}
      confirm={(plan) => (plan.nothing ? null : "Put back and publish")}
      doIt={(plan) => (on ? historyApi.restorePageOn(on, plan) : historyApi.restorePage(plan))}
      onClose={onClose}
      body={(plan) =>
        plan.nothing ? (
          <p>{plan.on ? `${plan.name} is already exactly as it was on ${plan.on}.` : `${plan.name} is already exactly as it was before ${plan.by}'s change of ${when(plan.at)}.`}</p>
        ) : (
          <>
            <p>
              {plan.on
                ? `${plan.name} will be exactly as it was on ${plan.on} (as ${plan.by}'s publication of ${when(plan.at)} left it). This takes back every later change to ${plan.name}: `
                : `${plan.name} will be exactly as it was just before ${plan.by}'s change of ${when(plan.at)}. This takes back that change and every later change to ${plan.name}: `}
              the published work of {whoseWork(plan.undoes, when)}. Other pages do not change.
            </p>
            {plan.fields.length > 0 ? (
              <table className="history-fields">
                <thead>
                  <tr><th scope="col">Field</th><th scope="col">Live now</th><th scope="col">After putting back</th></tr>
                </thead>
                <tbody>
                  {plan.fields.map((field, index) => (
                    <tr key={index}>
                      <th scope="row">{field.place}</th>
                      <td>{field.live || <em>(nothing)</em>}</td>
                      <td>{field.then || <em>(nothing)</em>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : (
              <Lines heading="What changes:" lines={plan.lines} />
            )}
            <Pictures names={plan.pictures} />
          </>
        )
      }
    />
  );
}

/** Put the whole site back: as it was just after the publication `commit`, or as it was on the date `on` (UK time). */
export function SiteRestoreDialog({ onClose, ...version }: ({ commit: string } | { on: string }) & { onClose: (changed: boolean) => void }) {
  const on = "on" in version ? version.on : undefined;
  const then = (plan: SiteRestorePlan) => (plan.on ? `on ${plan.on} (as ${plan.by}'s publication of ${when(plan.at)} left them)` : `just after ${plan.by}'s publication of ${when(plan.at)}`);
  return (
    <PlanDialog<SiteRestorePlan>
      title={on ? "Put the whole site back as it was on this date?" : "Put the whole site back as it was after this publication?"}
      load={() => (on ? historyApi.sitePlanOn(on) : historyApi.sitePlan((version as { commit: string }).commit))}
      confirm={(plan) => (plan.changes.length || plan.pictures.length ? "Put the whole site back and publish" : null)}
      doIt={(plan) => (on ? historyApi.restoreSiteOn(on, plan) : historyApi.restoreSite(plan))}
      onClose={onClose}
      body={(plan) =>
        !plan.changes.length && !plan.pictures.length ? (
          <p>The live site is already as it was {then(plan)}.</p>
        ) : (
          <>
            <p>
              Every page and the practice details will be as they were {then(plan)}. Exactly this changes, and nothing else:
            </p>
            <ul className="history-plan">
              {plan.changes.map((change) => (
                <li key={change.file}>
                  <strong>{change.name}</strong>: {change.lines.join("; ")}
                  {change.undoes.length > 0 && <span className="history-undoes"> (takes back the published work of {whoseWork(change.undoes, when)})</span>}
                </li>
              ))}
              {plan.pictures.map((picture) => (
                <li key={picture.file}>
                  <strong>Picture {picture.name}</strong>: {picture.lines.join("; ")}
                  {picture.undoes.length > 0 && <span className="history-undoes"> (takes back the published work of {whoseWork(picture.undoes, when)})</span>}
                </li>
              ))}
            </ul>
            <p>
              No picture is removed{plan.kept.length === 1 ? `: the picture added since (${plan.kept[0]}) stays on the site` : plan.kept.length ? `: the ${plan.kept.length} pictures added since (${plan.kept.join(", ")}) stay on the site` : ""}. It is published straight away, and can itself be undone.
            </p>
          </>
        )
      }
    />
  );
}
