/**
 * The editor's screens, chosen by the address's #: the pages (#/), one file (#/edit?file=…&at=…), the
 * practice details (#/settings). Leaving a file with unsaved changes (another screen, back, closing the tab)
 * asks first.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Session, SiteIndex } from "../model/api";
import { api, ApiError, SIGNED_OUT_EVENT, SITE_BASE } from "./api";
import { PracticeSwitcher } from "./PracticeSwitcher";
import { Dialog } from "./Dialog";
import { DocumentScreen } from "./screens/DocumentScreen";
import { PagesScreen } from "./screens/PagesScreen";
import { MyAccountScreen } from "./account/MyAccountScreen";
import { RecordScreen } from "./account/RecordScreen";
import { SetUpScreen } from "./account/SetUpScreen";
import { SignInScreen } from "./account/SignInScreen";
import { UsersScreen } from "./account/UsersScreen";
import { ChangesScreen } from "./publish/ChangesScreen";
import { HistoryScreen } from "./publish/HistoryScreen";
import { EnquiriesScreen } from "./enquiries/EnquiriesScreen";
import { PublishLink } from "./publish/PublishLink";
import { ScheduleNotices } from "./publish/ScheduleNotices";
import { PersonNotices } from "./notices/PersonNotices";
import { APP_BAR_HEIGHT } from "./stickyHeight";
import { everydayForm } from "../model/everyday";

const inGroup = SITE_BASE !== "/";

type Screen = { name: "pages" } | { name: "edit"; file: string; at?: string; everyday?: boolean } | { name: "users" } | { name: "record" } | { name: "account" } | { name: "publish" } | { name: "history" } | { name: "enquiries" };

export function screenOf(hash: string): Screen {
  const [path, query = ""] = hash.replace(/^#/, "").split("?");
  const params = new URLSearchParams(query);
  if (path === "/users" || path === "/record" || path === "/account" || path === "/publish" || path === "/history") return { name: path.slice(1) as "users" | "record" | "account" | "publish" | "history" };
  if (path === "/enquiries") return { name: "enquiries" };
  if (path === "/settings") return { name: "edit", file: "site.config.json", at: params.get("at") ?? undefined };
  if (path === "/hours") return { name: "edit", file: "site.config.json", at: params.get("at") ?? undefined, everyday: true };
  if (path === "/edit" && params.get("file")) return { name: "edit", file: params.get("file")!, at: params.get("at") ?? undefined };
  return { name: "pages" };
}

export function App() {
  const [session, setSession] = useState<Session | null>(null);
  const [index, setIndex] = useState<SiteIndex | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [hash, setHash] = useState(location.hash || "#/");
  const [leaving, setLeaving] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const dirty = useRef(false);

  const refresh = useCallback(() => api.pages().then(setIndex), []);
  useEffect(() => {
    Promise.all([api.session().then(setSession), refresh()]).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 401) setSignedOut(true);
      else setFailure(error instanceof Error ? error.message : String(error));
    });
    const ended = () => setSignedOut(true);
    window.addEventListener(SIGNED_OUT_EVENT, ended);
    return () => window.removeEventListener(SIGNED_OUT_EVENT, ended);
  }, [refresh]);

  const navigate = useCallback((next: string) => {
    if (next === location.hash) return;
    if (dirty.current) return setLeaving(next);
    location.hash = next;
  }, []);

  useEffect(() => {
    const changed = () => {
      // Back and forward come here too: with unsaved changes, stay, and ask.
      if (dirty.current && location.hash !== hash) {
        const wanted = location.hash;
        history.replaceState(null, "", hash);
        setLeaving(wanted);
        return;
      }
      setHash(location.hash || "#/");
    };
    window.addEventListener("hashchange", changed);
    return () => window.removeEventListener("hashchange", changed);
  }, [hash]);

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", beforeUnload);
    return () => window.removeEventListener("beforeunload", beforeUnload);
  }, []);

  /** The phone's More menu in the app bar, closed again once a screen is chosen from it. */
  const more = useRef<HTMLDetailsElement>(null);

  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  // The front door (editor online): a set-up link, or the sign-in screen while nobody is signed in.
  const setUpToken = /^#\/set-up\/([\w-]+)$/.exec(hash)?.[1];
  if (setUpToken) return <SetUpScreen token={setUpToken} onSignedIn={() => location.reload()} />;
  if (signedOut) return <SignInScreen onSignedIn={() => location.reload()} />;
  if (failure) return <p className="notice error" role="alert">{failure}</p>;
  if (!session || !index) return <p className="starting">Opening the page editor…</p>;
  const screen = screenOf(hash);
  // An editor opening the practice details (from the menu, a link or a problem) sees the everyday facts only.
  const everydayOnly = screen.name === "edit" && screen.file === "site.config.json" && (screen.everyday === true || session.person.role !== "owner");
  const go = (target: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    navigate(target);
  };

  // The screens after Pages and Publish: in the bar on a wide screen, under More on a phone.
  const secondary = (follow: typeof go) => (
    <>
      {session.person.role === "owner" && (
        <a href="#/settings" aria-current={screen.name === "edit" && screen.file === "site.config.json" ? "page" : undefined} onClick={follow("#/settings")}>
          Practice details
        </a>
      )}
      {session.person.role !== "owner" && session.person.everyday && (
        <a href="#/hours" aria-current={screen.name === "edit" && screen.file === "site.config.json" ? "page" : undefined} onClick={follow("#/hours")}>
          Opening hours and closures
        </a>
      )}
      <a href="#/history" aria-current={screen.name === "history" ? "page" : undefined} onClick={follow("#/history")}>
        History
      </a>
      {session.mode === "online" && session.person.role === "owner" && (
        <>
          {/* In a group's editor people and roles are the group owners' (npm run editor:group-role). */}
          {!inGroup && <a href="#/users" aria-current={screen.name === "users" ? "page" : undefined} onClick={follow("#/users")}>
            People
          </a>}
          <a href="#/record" aria-current={screen.name === "record" ? "page" : undefined} onClick={follow("#/record")}>
            Record
          </a>
        </>
      )}
      {session.mode === "online" && (
        <a href="#/enquiries" aria-current={screen.name === "enquiries" ? "page" : undefined} onClick={follow("#/enquiries")}>
          Enquiries
        </a>
      )}
      {session.mode === "online" && (
        <span className="who">
          <a href="#/account" aria-current={screen.name === "account" ? "page" : undefined} onClick={follow("#/account")}>
            <span className="visually-hidden">My account: </span>
            {session.person.name}
          </a>
        </span>
      )}
    </>
  );

  return (
    <>
      <header className="app-bar" ref={APP_BAR_HEIGHT}>
        <PracticeSwitcher siteName={session.siteName} />
        <nav aria-label="Editor">
          <a href="#/" aria-current={screen.name === "pages" ? "page" : undefined} onClick={go("#/")}>
            Pages
          </a>
          <PublishLink current={screen.name === "publish"} watch={[hash, index]} onClick={go("#/publish")} />
          <span className="wide-only">{secondary(go)}</span>
          {/* On a phone the other screens are one press further, so the bar stays one row a finger can use. */}
          <details className="app-more" ref={more}>
            <summary>More</summary>
            <div className="app-more-list">{secondary((target) => (event) => {
              if (more.current) more.current.open = false;
              go(target)(event);
            })}</div>
          </details>
        </nav>
      </header>
      <ScheduleNotices />
      <PersonNotices />
      {screen.name === "publish" ? (
        <ChangesScreen isOwner={session.person.role === "owner"} />
      ) : screen.name === "history" ? (
        <HistoryScreen isOwner={session.person.role === "owner"} />
      ) : screen.name === "users" ? (
        <UsersScreen me={session.person} />
      ) : screen.name === "enquiries" ? (
        <EnquiriesScreen />
      ) : screen.name === "record" ? (
        <RecordScreen />
      ) : screen.name === "account" ? (
        <MyAccountScreen me={session.person} onSignedOut={() => { location.hash = "#/"; setSignedOut(true); }} />
      ) : screen.name === "pages" ? (
        <PagesScreen session={session} index={index} navigate={navigate} refresh={refresh} />
      ) : (
        <DocumentScreen
          key={`${screen.file}`}
          file={screen.file}
          at={screen.at}
          models={everydayOnly ? { ...session.models, site: everydayForm(session.models.site) } : session.models}
          everyday={everydayOnly ? (session.person.everyday ? "may" : "may-not") : undefined}
          index={index}
          uploadLimit={session.uploadLimit}
          onDirtyChange={onDirtyChange}
          onSaved={() => void refresh()}
          navigate={navigate}
        />
      )}
      {leaving !== null && (
        <Dialog title="Leave without saving?" onClose={() => setLeaving(null)}>
          <p>This file has changes that are not saved. If you leave now, they are not saved to the page, but kept as your draft: the editor offers them back when you open it again.</p>
          <div className="dialog-actions">
            <button type="button" className="primary" autoFocus onClick={() => setLeaving(null)}>
              Stay and keep editing
            </button>
            <button
              type="button"
              className="danger"
              onClick={() => {
                dirty.current = false;
                const target = leaving;
                setLeaving(null);
                location.hash = target;
              }}
            >
              Leave without saving
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
