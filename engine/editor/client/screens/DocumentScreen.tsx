/**
 * Editing one file: a page (its details and its blocks), a shared block, or the practice details
 * (site.config.json). The form on the left, the live preview on the right, the problems above; undo and
 * redo; saving refused while there are problems; a change on disk since the file was opened is reported,
 * never overwritten without asking.
 */
import { entryPathOf } from "../previewEntries";
import { openFoldsAround } from "../form/folds";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import type { FieldSpec, FormModels } from "../../model/formModel";
import type { ChangedBy, DocumentKind, DraftProblems, FieldConflict, GroupFileState, PreviewResult, Problem, SiteIndex } from "../../model/api";
import { getIn, jsonPathOf, parseJsonPath, setIn, shownPath, specAt, type Path } from "../../model/values";
import { api, ApiError } from "../api";
import { blockIdsFor, historyReducer, startHistory, type Snapshot } from "../state/history";
import { useLatest } from "../state/useLatest";
import { FormContext, fieldId, type FormContextValue } from "../form/FormContext";
import { ObjectFields } from "../form/FieldView";
import { FieldProblems, isCaused } from "../form/FieldFrame";
import { freshEntries } from "../form/fresh";
import { askedFieldsLeftEmpty } from "../../model/fieldsAskedFor";
import { BlocksEditor } from "../blocks/BlocksEditor";
import { ProblemsPanel } from "../ProblemsPanel";
import { Preview } from "../Preview";
import { useNarrowScreen } from "../useNarrowScreen";
import { FilePicker, type FileRequest } from "../FilePicker";
import { pagesCount } from "../blocks/AddBlockDialog";
import { recordPreviewTime } from "../timings";
import { useDraft } from "../drafts/useDraft";
import { DraftOffer } from "../drafts/DraftOffer";
import { DocumentBar } from "./DocumentBar";
import { WaitsNotice } from "../publish/WhatWaits";
import { useWaits } from "../publish/waitsApi";
import { ChangedSinceOpened } from "../drafts/ChangedSinceOpened";
import { BothVersions, combined, type Choice } from "../drafts/BothVersions";
import { mergedNotice, reloadedNotice, replacedNotice } from "../drafts/words";
import { changedPlaces } from "../form/changedPlaces";
import { LastShownBlocks } from "../blocks/lastShown";
import { placeWords } from "../../model/placeWords";
import { PaneTabs, savedNotice, SharedBlockFields, Unreadable, withoutBlocks } from "./documentParts";
import { useNoticeClears, useTypingLayout } from "./useDocumentLayout";
import { GroupFileNotice } from "./GroupFileNotice";

export interface DocumentScreenProps {
  file: string;
  /** A field to bring into view once open (from a problem or a link elsewhere). */
  at?: string;
  models: FormModels;
  index: SiteIndex;
  uploadLimit: number;
  onDirtyChange(dirty: boolean): void;
  onSaved(): void;
  navigate(hash: string): void;
  /** The practice details as an editor sees them: the everyday facts only (models.site narrowed), and whether they may change them. */
  everyday?: "may" | "may-not";
}

interface Opened {
  kind: DocumentKind;
  version: string | null;
  /** In a group's practice: what the file is to the group (locked, its default, or this practice's own version). */
  group?: GroupFileState;
}

type Conflict = { reason: "changed" | "deleted"; version: string | null };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const GROUP_VERSION_SAVED = " This is now the group's version: it goes live at every practice that shows it when the group's shared content is published.";

export function DocumentScreen({ file, at, models, index, uploadLimit, onDirtyChange, onSaved, navigate, everyday }: DocumentScreenProps) {
  const [opened, setOpened] = useState<Opened | null>(null);
  const [unreadable, setUnreadable] = useState<Problem[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [history, dispatch] = useReducer(historyReducer, startHistory({ value: undefined, blockIds: [] }));
  const [saved, setSaved] = useState<unknown>(undefined);
  const [checked, setChecked] = useState<{ result: DraftProblems; value: unknown } | null>(null);
  const [preview, setPreview] = useState<PreviewResult | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [focusBlock, setFocusBlock] = useState<number | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  /** `problems`: a save refused for problems, which ends when the checks find none any more. */
  const [notice, setNotice] = useState<{ text: string; tone: "info" | "error" | "success"; problems?: true } | null>(null);
  const [saving, setSaving] = useState(false);
  /** A group's default: the person (who may) chose to change the group's version rather than make the practice's own. */
  const [toGroup, setToGroup] = useState(false);
  /** Fields this person and someone else both changed, waiting for a choice (drafts/BothVersions). */
  const [choosing, setChoosing] = useState<{ conflicts: FieldConflict[]; by?: ChangedBy | null; version: string | null; merged: unknown } | null>(null);
  const [fileRequest, setFileRequest] = useState<FileRequest | null>(null);
  const pendingJump = useRef<string | null>(at ?? null);
  /** On a narrow screen the form and the preview are two tabs (editor.css). */
  const narrow = useNarrowScreen();
  const [pane, setPane] = useState<"form" | "preview">("form");
  const focusedOnOpen = useRef(false);
  const changedAt = useRef(0);

  const { value, blockIds } = history.present;
  const currentIds = useRef(blockIds);
  currentIds.current = blockIds;
  const kind = opened?.kind;
  const rootSpec: FieldSpec | undefined = kind === "page" ? models.page : kind === "site" ? models.site : kind === "shared" ? models.sharedBlock : undefined;
  const dirty = opened !== null && value !== undefined && !same(value, saved);
  /** Whether a save writes the group's version (document/group-save) rather than the practice's own file. */
  const savesGroup = !!opened?.group?.mayChangeGroup && (opened.group.status === "locked" || (opened.group.status === "default" && toGroup));

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  // What of this page waits (for a date, approval, a fix) and why: asked again after each save.
  const waits = useWaits(saved);
  const draftKeeper = useDraft({ file, value, saved, dirty, baseVersion: opened ? opened.version : undefined });
  const restoreDraft = () => {
    const kept = draftKeeper.takeOffer();
    if (!kept) return;
    dispatch({ type: "change", update: (present) => ({ value: kept.value, blockIds: blockIdsFor(kept.value, present.blockIds) }), at: Date.now() });
    // Saved from the version the draft began on: a change saved since is merged in, not overwritten.
    setOpened((current) => current && { ...current, version: kept.baseVersion });
  };

  const load = useCallback(
    /** `reason`: what to tell the person once the file is read (given the new version, to say what it changed). */
    async (reason?: string | ((value: unknown) => string)) => {
      try {
        const document = await api.open(file);
        setOpened({ kind: document.kind, version: document.version, ...(document.group ? { group: document.group } : {}) });
        setConflict(null);
        if (document.unreadable) {
          setUnreadable(document.unreadable);
          return;
        }
        setUnreadable(null);
        dispatch({ type: "reset", snapshot: { value: document.value, blockIds: blockIdsFor(document.value, currentIds.current) } });
        setSaved(document.value);
        if (reason) setNotice({ text: typeof reason === "string" ? reason : reason(document.value), tone: "info" });
      } catch (error) {
        setLoadError(error instanceof Error ? error.message : String(error));
      }
    },
    [file],
  );
  useEffect(() => {
    freshEntries.clear();
    void load();
  }, [load]);

  // The checks (the validator's whole run) wait for a pause in typing; the preview follows every change.
  useLatest(
    value === undefined ? undefined : value,
    (draft) => api.check(file, draft),
    (result, draft) => setChecked({ result, value: draft }),
    250,
  );
  const latestValue = useRef(value);
  latestValue.current = value;
  const lastShown = useRef(new LastShownBlocks());
  useLatest(value === undefined ? undefined : value, (draft) => lastShown.current.preview(draft, currentIds.current, (shown) => api.preview(file, shown)), (result, draft) => {
    setPreview(result);
    if (draft === latestValue.current) drawnFor.current = changedAt.current;
  });
  const drawnFor = useRef(0);
  const onDrawn = useCallback(() => {
    if (drawnFor.current) recordPreviewTime(performance.now() - drawnFor.current);
    drawnFor.current = 0;
  }, []);

  // Another program may change the file while it is open: look every two seconds, and when the window comes back.
  useEffect(() => {
    if (!opened) return;
    let stopped = false;
    const look = async () => {
      if (saving) return;
      const { version } = await api.version(file).catch(() => ({ version: opened.version }));
      if (stopped || version === opened.version) return;
      if (!dirty && version !== null) {
        const said = await reloadedNotice(file, opened.kind);
        const root = opened.kind === "page" ? models.page : opened.kind === "site" ? models.site : models.sharedBlock;
        // Whose words each field now holds: the ones that differ from what this person saved are someone else's.
        await load((next) => said + replacedNotice(changedPlaces(root, saved, next)));
      }
      else setConflict({ reason: version === null ? "deleted" : "changed", version });
    };
    const timer = setInterval(look, 2000);
    window.addEventListener("focus", look);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener("focus", look);
    };
  }, [opened, dirty, saving, file, load, models, saved]);

  const change = useCallback(
    (path: Path, next: unknown) => {
      changedAt.current = performance.now();
      const update = (present: Snapshot): Snapshot => {
        // A field added to an object goes where the schema puts it, so the saved file keeps the schema's order.
        const order = (parent: Path) => {
          const spec = rootSpec && specAt(rootSpec, present.value, parent);
          return spec?.kind === "object" ? spec.fields.map((field) => field.key) : undefined;
        };
        return { value: setIn(present.value, path, next, order), blockIds: present.blockIds };
      };
      dispatch({ type: "change", update, key: jsonPathOf(path), at: Date.now() });
    },
    [rootSpec],
  );

  const setBlocks = useCallback(
    (blocks: unknown[], ids: string[], open?: string) => {
      changedAt.current = performance.now();
      dispatch({ type: "change", update: (present) => ({ value: setIn(present.value, ["blocks"], blocks), blockIds: ids }), at: Date.now() });
      if (open) {
        setExpanded((current) => new Set([...current, open]));
        requestAnimationFrame(() => document.querySelector(`[data-block-id="${open}"]`)?.scrollIntoView({ block: "nearest" }));
        setFocusBlock(ids.indexOf(open));
      }
    },
    [],
  );

  const reported = checked?.result.problems;
  // With what the site's rules ask for that the checks could not reach yet (a new team member's GDC number).
  const problems = useMemo(() => (reported && rootSpec ? [...reported, ...askedFieldsLeftEmpty(rootSpec, checked!.value, file, reported)] : (reported ?? [])), [reported, rootSpec, file]);
  const elsewhere = checked?.result.elsewhere ?? [];
  const caused = checked?.result.caused ?? [];
  const checking = checked === null || checked.value !== value;
  // Placed by the document they were found in, so the map (and every field) changes only when a check ends.
  const checkedValue = checked?.value;
  const problemMap = useMemo(() => {
    const map = new Map<string, Problem[]>();
    if (!rootSpec) return map;
    // A finding on another page that this change causes is drawn at the changed field.
    for (const problem of [...problems, ...caused]) {
      const where = jsonPathOf(shownPath(rootSpec, checkedValue, parseJsonPath(isCaused(problem) ? problem.at : problem.where)));
      map.set(where, [...(map.get(where) ?? []), problem]);
    }
    return map;
  }, [problems, caused, rootSpec, checkedValue]);

  const siteChoices = useMemo(
    () => ({
      routes: index.pages.flatMap((page) => (page.route ? [{ route: page.route, title: page.name }] : [])),
      services: index.services,
      shared: index.shared,
    }),
    [index],
  );
  const form: FormContextValue = useMemo(
    () => ({ change, problems: problemMap, site: siteChoices, pickFile: (assetKind, current, pick, options) => setFileRequest({ kind: assetKind, current, pick, folder: options?.folder }) }),
    [change, problemMap, siteChoices],
  );

  const jump = useCallback(
    (where: string) => {
      if (!rootSpec) return;
      const path = shownPath(rootSpec, value, parseJsonPath(where));
      if (kind === "page" && path[0] === "blocks" && typeof path[1] === "number") {
        const id = blockIds[path[1]];
        if (id) setExpanded((current) => new Set([...current, id]));
        setFocusBlock(path[1]);
      } else if (kind === "page" && path.length) setDetailsOpen(true);
      pendingJump.current = jsonPathOf(path);
    },
    [rootSpec, value, kind, blockIds],
  );
  // A jump lands once the field is drawn (its block opened on the way).
  useEffect(() => {
    const where = pendingJump.current;
    if (where === null || value === undefined) return;
    if (where !== "" && rootSpec) {
      // Open the block the field is in, when the jump came with the address.
      const path = parseJsonPath(where);
      if (kind === "page" && path[0] === "blocks" && typeof path[1] === "number" && blockIds[path[1]] && !expanded.has(blockIds[path[1]]!)) {
        setExpanded((current) => new Set([...current, blockIds[path[1] as number]!]));
        return;
      }
      if (kind === "page" && path.length && path[0] !== "blocks" && !detailsOpen) {
        setDetailsOpen(true);
        return;
      }
    }
    pendingJump.current = null;
    const frame = requestAnimationFrame(() => {
      const target = where ? document.querySelector(`[data-path="${where.replace(/["\\]/g, "\\$&")}"]`) : document.querySelector(".problems");
      openFoldsAround(target);
      target?.scrollIntoView({ block: "center" });
      const input = (where && document.getElementById(fieldId(where))) || target?.querySelector<HTMLElement>("input, textarea, select, button");
      input?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  });

  const save = useCallback(
    async (overwrite = false, chosen?: { value: unknown; baseVersion: string | null }) => {
      const sent = chosen ? chosen.value : value;
      if (sent === undefined || saving) return;
      freshEntries.clear(); // after a save is tried, every problem shows as what it is
      setSaving(true);
      setNotice(null);
      try {
        const base = chosen ? chosen.baseVersion : (opened?.version ?? null);
        const result = savesGroup ? await api.groupSave(file, sent, base) : await api.save(file, sent, base, overwrite);
        if (result.saved) {
          // Someone else's change merged in, or the versions chosen: the form shows what was saved.
          const stored = result.value !== undefined ? result.value : sent;
          if (stored !== value) dispatch({ type: "change", update: (present) => ({ value: stored, blockIds: blockIdsFor(stored, present.blockIds) }), at: Date.now() });
          // A group's default, once saved with a change, is this practice's own version.
          setOpened((current) => current && { ...current, version: result.version, ...(current.group?.status === "default" && !result.unchanged && !savesGroup ? { group: { ...current.group, status: "override" as const } } : {}) });
          setSaved(stored);
          setConflict(null);
          setChoosing(null);
          setChecked({ result: { problems: result.problems, elsewhere: [], caused: result.caused }, value: stored });
          setNotice({ text: savedNotice(result.unchanged === true, result.caused.length) + mergedNotice(result.mergedWith, result.by, opened?.kind) + (savesGroup && !result.unchanged ? GROUP_VERSION_SAVED : ""), tone: "success" });
          onSaved();
        } else if (result.reason === "problems") {
          setChecked({ result: { problems: result.problems, elsewhere: result.elsewhere, caused: result.caused }, value: sent });
          const count = result.problems.filter((problem) => problem.severity === "error").length + result.elsewhere.length;
          setNotice({ text: `Not saved: ${count === 1 ? "1 problem needs" : `${count} problems need`} fixing first (listed above, and at their fields).`, tone: "error", problems: true });
          const first = result.problems.find((problem) => problem.severity === "error");
          if (first) jump(first.where);
        } else if (result.conflicts?.length) {
          setChoosing({ conflicts: result.conflicts, by: result.by, version: result.version, merged: result.merged });
        } else {
          setConflict({ reason: result.version === null ? "deleted" : "changed", version: result.version });
          setNotice({ text: result.version === null ? "Not saved: the file was deleted since you opened it." : "Not saved: the file changed since you opened it, and its new version cannot be read as a form.", tone: "error" });
        }
      } catch (error) {
        setNotice({ text: error instanceof ApiError ? error.message : "The file could not be saved.", tone: "error" });
      } finally {
        setSaving(false);
      }
    },
    [value, saving, file, opened, onSaved, jump, savesGroup],
  );
  const saveChoices = useCallback(
    (choices: Choice[]) => {
      if (!choosing) return;
      const pick = (conflict: FieldConflict, choice: Choice | undefined) => (choice === "theirs" ? conflict.theirs : choice === "both" ? combined(conflict.mine, conflict.theirs) : conflict.mine);
      const chosen = choosing.conflicts.reduce((merged, conflict, at) => (choices[at] === "mine" ? merged : setIn(merged, parseJsonPath(conflict.where), pick(conflict, choices[at]))), choosing.merged);
      // The form shows the chosen version and starts from theirs, so a problem found on saving can be fixed here.
      dispatch({ type: "change", update: (present) => ({ value: chosen, blockIds: blockIdsFor(chosen, present.blockIds) }), at: Date.now() });
      setOpened((current) => current && { ...current, version: choosing.version });
      setChoosing(null);
      // Combined texts are to be edited into one first: the form shows them, and Save is the person's to press.
      const combining = choices.indexOf("both");
      if (combining >= 0) {
        setNotice({ text: "Both versions are in the field now: edit them into one, then save.", tone: "info" });
        jump(choosing.conflicts[combining]!.where);
        return;
      }
      void save(false, { value: chosen, baseVersion: choosing.version });
    },
    [choosing, save, jump],
  );

  const [goingBack, setGoingBack] = useState(false);
  /** Removes this practice's own version of a group's file, if it is still the one shown. */
  const goBack = useCallback(async () => {
    if (!opened?.version) return;
    setGoingBack(true);
    try {
      await api.groupVersion(file, opened.version);
      await load("This now shows the group's version again.");
    } catch (error) {
      setNotice({ text: error instanceof ApiError ? error.message : "The practice's own version could not be removed.", tone: "error" });
    } finally {
      setGoingBack(false);
    }
  }, [file, opened, load]);

  useNoticeClears(notice, () => setNotice(null));
  // "Not saved: 1 problem…" goes once the problems are fixed: beside "No problems" it would say the opposite.
  const unfixed = problems.filter((problem) => problem.severity === "error").length + elsewhere.length;
  useEffect(() => {
    if (checked && checked.value === value && unfixed === 0) setNotice((current) => (current?.problems ? null : current));
  }, [checked, value, unfixed]);
  useTypingLayout();

  // Opened, the keyboard starts at the page's heading (not the window), unless a field was asked for.
  const ready = value !== undefined && !!rootSpec;
  useEffect(() => {
    if (!ready || focusedOnOpen.current) return;
    focusedOnOpen.current = true;
    if (pendingJump.current === null) document.getElementById("document-heading")?.focus({ preventScroll: true });
  }, [ready]);

  // Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y and Ctrl+S, in the fields too: the form's history, not each box's own.
  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === "z" && !event.shiftKey) dispatch({ type: "undo" });
      else if ((key === "z" && event.shiftKey) || key === "y") dispatch({ type: "redo" });
      else if (key === "s") void save();
      else return;
      event.preventDefault();
    };
    window.addEventListener("keydown", keys);
    return () => window.removeEventListener("keydown", keys);
  }, [save]);

  if (loadError) return <main className="screen"><p className="notice error" role="alert">{loadError}</p></main>;
  if (!opened) return <main className="screen"><p>Opening {file}…</p></main>;
  if (unreadable) return <Unreadable file={file} problems={unreadable} reload={() => load()} />;
  if (value === undefined || !rootSpec) return null;

  const errorsCount = problems.filter((problem) => problem.severity === "error").length + elsewhere.length;
  // A page is named by its title, as on the pages list (the home page never "/").
  const pageName = index.pages.find((page) => page.file === file)?.name;
  const sharedEntry = kind === "shared" ? index.shared.find((entry) => entry.file === file) : undefined;
  const heading = kind === "site" ? (everyday ? "Opening hours and closures" : "Practice details") : kind === "shared" ? `Shared block ${sharedEntry?.ref ?? file}` : (pageName ?? file);
  const status = saving ? "Saving…" : dirty ? "Unsaved changes" : "All changes saved";

  const problemCount = (blockIndex: number) => {
    let errors = 0;
    let warnings = 0;
    for (const [where, list] of problemMap) {
      const path = parseJsonPath(where);
      if (path[0] !== "blocks" || path[1] !== blockIndex) continue;
      for (const problem of list) problem.severity === "error" ? errors++ : warnings++;
    }
    return { errors, warnings };
  };

  return (
    <FormContext.Provider value={form}>
      <main className="screen document" aria-labelledby="document-heading">
        <DocumentBar
          heading={heading}
          address={index.pages.find((page) => page.file === file)?.route ?? undefined}
          status={status}
          dirty={dirty}
          draftKeptAt={dirty ? draftKeeper.keptAt : null}
          canUndo={history.past.length > 0}
          canRedo={history.future.length > 0}
          onUndo={() => dispatch({ type: "undo" })}
          onRedo={() => dispatch({ type: "redo" })}
          onSave={() => void save()}
          saving={saving}
          blocked={errorsCount > 0}
          tabs={narrow ? <PaneTabs pane={pane} onChange={setPane} /> : null}
        />
        <WaitsNotice waits={waits} file={file} />
        {opened.group && <GroupFileNotice group={opened.group} kind={kind} {...(goingBack || dirty ? {} : { onGoBack: () => void goBack() })} changingGroup={toGroup} {...(saving ? {} : { onChangingGroup: setToGroup })} />}
        {draftKeeper.offer && <DraftOffer draft={draftKeeper.offer} kind={kind} onRestore={restoreDraft} onDiscard={draftKeeper.discardOffer} />}
        {conflict && !choosing && (
          <ChangedSinceOpened
            file={file}
            kind={kind}
            version={conflict.version}
            deleted={conflict.reason === "deleted"}
            onShowTheirs={() => void load("The editor now shows the file as it is saved; your changes were discarded.")}
            onSaveAgain={() => void save(true)}
          />
        )}
        {choosing && <BothVersions key={choosing.version} conflicts={choosing.conflicts} by={choosing.by} kind={kind} saving={saving} onSave={saveChoices} onCancel={() => setChoosing(null)} placeOf={(where) => placeWords(rootSpec, choosing.merged, parseJsonPath(where))} />}
        {notice && (
          <p className={`notice ${notice.tone}`} role={notice.tone === "error" ? "alert" : "status"}>
            {notice.text}
          </p>
        )}
        <div className="workspace">
          <div className="form-column" id="form-pane" {...(narrow ? { role: "tabpanel", "aria-labelledby": "form-tab", hidden: pane !== "form" } : {})}>
            <ProblemsPanel problems={problems} elsewhere={elsewhere} caused={caused} checking={checking} onJump={(problem) => jump(problem.where)} openFile={(other, where) => navigate(`#/edit?file=${encodeURIComponent(other)}&at=${encodeURIComponent(where)}`)} />
            <FieldProblems where="" />
            {/* What the group locks is shown, never changed, except by those who may change the group's version. */}
            <fieldset className="form-lock" disabled={opened.group?.status === "locked" && !opened.group.mayChangeGroup}>
            {kind === "page" && (
              <>
                <details className="page-details" open={detailsOpen} onToggle={(event) => setDetailsOpen((event.target as HTMLDetailsElement).open)}>
                  <summary>Page details: title, description for search engines, breadcrumbs</summary>
                  <ObjectFields spec={withoutBlocks(models.page)} path={[]} value={value} />
                </details>
                <BlocksEditor
                  blocks={Array.isArray((value as { blocks?: unknown }).blocks) ? ((value as { blocks: unknown[] }).blocks) : []}
                  ids={blockIds}
                  models={models}
                  shared={index.shared}
                  expanded={expanded}
                  toggle={(id, open) =>
                    setExpanded((current) => {
                      const next = new Set(current);
                      if (open ?? !next.has(id)) next.add(id);
                      else next.delete(id);
                      return next;
                    })
                  }
                  setBlocks={setBlocks}
                  problemCount={problemCount}
                  onBlockFocus={setFocusBlock}
                  openShared={(other) => navigate(`#/edit?file=${encodeURIComponent(other)}`)}
                />
              </>
            )}
            {kind === "shared" && (
              <>
                <p className="help">
                  This block is kept once and shown on {pagesCount(sharedEntry?.usedBy.length ?? 0)}
                  {sharedEntry?.usedBy.length ? `: ${sharedEntry.usedBy.map((user) => index.pages.find((page) => page.file === user)?.name ?? user).join(", ")}` : ""}. Saving it changes every one of them.
                </p>
                <SharedBlockFields spec={models.sharedBlock} value={value} />
              </>
            )}
            {kind === "site" && (
              <>
                {everyday ? <EverydayHelp may={everyday === "may"} /> : <p className="help">The practice's facts, written once for every page: the phone number, opening hours, address, links, form addresses, menus and the list of treatments.</p>}
                <ObjectFields spec={models.site} path={[]} value={value} />
              </>
            )}
            </fieldset>
          </div>
          <Preview
            result={preview}
            focusBlock={kind === "page" ? focusBlock : null}
            onDrawn={onDrawn}
            tab={narrow ? { shown: pane === "preview", labelledBy: "preview-tab" } : undefined}
            onBlockClick={(blockIndex, entries = []) => {
              const id = blockIds[blockIndex];
              if (kind !== "page" || !id) return;
              setPane("form"); // a press on a block in the preview tab opens its fields in the form's
              // A press on one of the block's list entries (a question, a price row) opens that entry.
              const entry = entryPathOf(getIn(value, ["blocks", blockIndex]), blockIndex, entries);
              if (entry) return jump(entry);
              setExpanded((current) => new Set([...current, id]));
              requestAnimationFrame(() => document.querySelector(`[data-block-id="${id}"]`)?.scrollIntoView({ block: "start", behavior: "smooth" }));
            }}
          />
        </div>
        {fileRequest && <FilePicker request={fileRequest} uploadLimit={uploadLimit} onClose={() => setFileRequest(null)} />}
      </main>
    </FormContext.Provider>
  );
}

/** What an editor's form of the practice details holds, and who to ask for the rest. */
function EverydayHelp({ may }: { may: boolean }) {
  return (
    <p className="help" data-everyday-help="">
      {may
        ? "The opening hours, the days the practice is closed besides them (bank holidays, training days) and the notice shown at the top of every page. The rest of the practice details (the practice's name, contact details, menus and treatments) only an owner can change: ask an owner."
        : "Only an owner can change the practice details, and an owner has not given you the right to change the opening hours, closures and the notice: ask an owner to make the change."}
    </p>
  );
}
