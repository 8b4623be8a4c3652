/**
 * Every page of the site (its title and address), searchable; a new page from the same templates as
 * npm run new-page; moving or deleting a page only after seeing which pages link to it. Then the shared
 * blocks, each with the pages that show it.
 */
import { FoundFields } from "./FoundFields";
import { useState } from "react";
import type { SiteIndex, Session } from "../../model/api";
import { pagesCount } from "../blocks/AddBlockDialog";
import { DeletePageDialog, MovePageDialog, NewPageDialog } from "./PageDialogs";
import { WaitsBadge } from "../publish/WhatWaits";
import { useWaits } from "../publish/waitsApi";

export interface PagesScreenProps {
  session: Session;
  index: SiteIndex;
  navigate(hash: string): void;
  refresh(): Promise<void>;
}

type Open = { dialog: "new" } | { dialog: "move" | "delete"; file: string; route: string } | null;

export function PagesScreen({ session, index, navigate, refresh }: PagesScreenProps) {
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState<Open>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const waits = useWaits(index);
  const needle = search.trim().toLowerCase();
  const pages = index.pages.filter((page) => !needle || `${page.title} ${page.route ?? "not found page 404"} ${page.file}`.toLowerCase().includes(needle));
  const edit = (file: string, at?: string) => navigate(`#/edit?file=${encodeURIComponent(file)}${at ? `&at=${encodeURIComponent(at)}` : ""}`);
  const done = async (text: string) => {
    setOpen(null);
    setNotice(text);
    await refresh();
  };

  return (
    <main className="screen pages" aria-labelledby="pages-heading">
      <div className="toolbar">
        <h1 id="pages-heading">Pages</h1>
        <button type="button" className="primary" onClick={() => setOpen({ dialog: "new" })}>
          New page
        </button>
      </div>
      {notice && (
        <p className="notice success" role="status">
          {notice}
        </p>
      )}
      <label className="search">
        Find a page
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} placeholder={["a title or an address", index.pages.find((page) => page.route && page.route !== "/")?.name].filter(Boolean).join(", e.g. ")} />
      </label>
      <table className="page-table">
        <caption className="visually-hidden">The site's pages</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Address</th>
            <th scope="col">Checks</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => {
            const count = index.counts[page.file];
            return (
              <tr key={page.file}>
                <td>
                  <a href={`#/edit?file=${encodeURIComponent(page.file)}`} onClick={(event) => (event.preventDefault(), edit(page.file))}>
                    {page.name || page.file}
                  </a>
                </td>
                <td className="address">{page.route === "/" ? "the home page" : (page.route ?? "(the not-found page)")}</td>
                <td>
                  {count?.errors ? <span className="badge error">{count.errors === 1 ? "1 problem" : `${count.errors} problems`}</span> : count?.warnings ? <span className="badge warning">{count.warnings} to fix before publishing</span> : <span className="badge ok">OK</span>}{" "}
                  <WaitsBadge waits={waits} file={page.file} />
                </td>
                <td className="row-actions">
                  {page.route && page.route !== "/" && (
                    <>
                      <button type="button" className="quiet" onClick={() => setOpen({ dialog: "move", file: page.file, route: page.route! })} aria-label={`Move ${page.route}`}>
                        Move…
                      </button>
                      <button type="button" className="quiet danger" onClick={() => setOpen({ dialog: "delete", file: page.file, route: page.route! })} aria-label={`Delete ${page.route}`}>
                        Delete…
                      </button>
                    </>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {pages.length === 0 && <p className="empty">No page matches “{search}”.</p>}
      <FoundFields search={search} person={session.person} navigate={navigate} />

      <h2>Shared blocks</h2>
      <p className="help">A shared block is kept once and shown on every page that points at it. Change it once, and every one of those pages changes.</p>
      {index.shared.length === 0 ? (
        <p className="empty">There are none.</p>
      ) : (
        <ul className="shared-list">
          {index.shared.map((entry) => (
            <li key={entry.file}>
              <a href={`#/edit?file=${encodeURIComponent(entry.file)}`} onClick={(event) => (event.preventDefault(), edit(entry.file))}>
                {entry.ref}
              </a>{" "}
              {entry.heading && <>“{entry.heading}” · </>}used on {pagesCount(entry.usedBy.length)}
            </li>
          ))}
        </ul>
      )}

      {open?.dialog === "new" && <NewPageDialog session={session} onClose={() => setOpen(null)} onCreated={async (file) => (await refresh(), edit(file))} />}
      {open?.dialog === "move" && <MovePageDialog file={open.file} route={open.route} known={index} onClose={() => setOpen(null)} onMoved={(text) => void done(text)} openLink={edit} />}
      {open?.dialog === "delete" && <DeletePageDialog file={open.file} route={open.route} known={index} onClose={() => setOpen(null)} onDeleted={(text) => void done(text)} openLink={edit} />}
    </main>
  );
}

