/**
 * Choosing a file under public/ for a field: the pictures (or documents, videos…) the site has, searchable,
 * with thumbnails; or, for a picture, one from this computer (a JPEG, PNG, WebP or iPhone HEIC photo, within the
 * size limit), which the server turns upright, makes the right size and clears of the camera's details before it
 * is stored and chosen. Pictures no page uses are marked, can be shown on their own, and removed.
 */
import { useEffect, useState } from "react";
import type { AssetKind } from "../model/formModel";
import type { PublicFile, StoredPicture } from "../model/api";
import { api, ApiError, siteAddress } from "./api";
import { Dialog } from "./Dialog";

export interface FileRequest {
  kind: AssetKind;
  current: string;
  /** Told the chosen file's path, and, for a picture just added from this computer, what was kept of it. */
  pick(path: string, stored?: StoredPicture): void;
  /** Where a picture added now is kept unless the person chooses otherwise, from the field (a team member's: "images/team"). */
  folder?: string;
}

const KIND_PATTERNS: Record<AssetKind, RegExp> = {
  picture: /\.(svg|png|jpe?g|webp|avif|gif|ico)$/i,
  document: /\.pdf$/i,
  video: /\.(mp4|webm)$/i,
  captions: /\.vtt$/i,
  file: /./,
};
const KIND_NAMES: Record<AssetKind, string> = { picture: "picture", document: "document", video: "video", captions: "captions file", file: "file" };
/** Browsers name an iPhone photo's type image/heic, or (on some systems) not at all: its name says it then. */
const ACCEPTED_PHOTOS = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";
const isAcceptedPhoto = (file: File) => ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"].includes(file.type) || /\.hei[cf]$/i.test(file.name);

export function FilePicker({ request, uploadLimit, onClose }: { request: FileRequest; uploadLimit: number; onClose(): void }) {
  const [files, setFiles] = useState<PublicFile[] | null>(null);
  const [search, setSearch] = useState("");
  const [folder, setFolder] = useState(() => defaultFolder(request.current, request.folder));
  const device = useDeviceWords();
  const [message, setMessage] = useState<{ text: string; tone: "error" | "info" } | null>(null);
  const [uploading, setUploading] = useState(false);
  const name = KIND_NAMES[request.kind];

  useEffect(() => {
    api.files().then(({ files }) => setFiles(files), (error: unknown) => setMessage({ text: error instanceof Error ? error.message : String(error), tone: "error" }));
  }, []);

  const [onlyUnused, setOnlyUnused] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);

  const choose = (path: string, stored?: StoredPicture) => {
    request.pick(path, stored);
    onClose();
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > uploadLimit) return setMessage({ text: `${file.name} is ${megabytes(file.size)}; a picture can be at most ${megabytes(uploadLimit)}. Make it smaller (most photo programs can export a smaller copy).`, tone: "error" });
    if (!isAcceptedPhoto(file)) return setMessage({ text: `${file.name} is not a photo in JPEG, PNG, WebP or HEIC (iPhone) format.`, tone: "error" });
    setUploading(true);
    setMessage({ text: `Adding ${file.name}: turning it the right way up, making it the right size and removing the camera's details…`, tone: "info" });
    try {
      const stored = await api.upload(file, folder);
      choose(stored.path, stored);
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.message : "The picture could not be added.", tone: "error" });
    } finally {
      setUploading(false);
    }
  };

  const remove = async (path: string) => {
    try {
      await api.removePicture(path);
      setFiles((all) => (all ?? []).filter((file) => file.path !== path));
      setMessage({ text: `${path.slice(path.lastIndexOf("/") + 1)} was removed.`, tone: "info" });
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.message : "The picture could not be removed.", tone: "error" });
    } finally {
      setRemoving(null);
    }
  };

  const needle = search.trim().toLowerCase();
  const ofKind = (files ?? []).filter((file) => KIND_PATTERNS[request.kind].test(file.path));
  const unused = ofKind.filter((file) => file.unused && file.path !== request.current);
  const shown = ofKind.filter((file) => (!needle || file.path.toLowerCase().includes(needle) || !!file.description?.toLowerCase().includes(needle)) && (!onlyUnused || unused.includes(file)));
  return (
    <Dialog title={`Choose a ${name}`} onClose={onClose} wide>
      {request.kind === "picture" && (
        <div className="upload">
          <label>
            {device} (JPEG, PNG, WebP or iPhone HEIC, at most {megabytes(uploadLimit)})
            <input type="file" accept={ACCEPTED_PHOTOS} disabled={uploading} onChange={(event) => void upload(event.target.files?.[0])} />
            <span className="help">It is turned the right way up, made no larger than the site shows it, and the camera's details (such as where it was taken) are removed.</span>
          </label>
          <label>
            Kept with
            <select value={folder} onChange={(event) => setFolder(event.target.value)}>
              {pictureGroups(files ?? [], folder).map((group) => (
                <option key={group} value={group}>
                  {groupName(group)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {message && (
        <p className={`notice ${message.tone}`} role={message.tone === "error" ? "alert" : "status"}>
          {message.text}
        </p>
      )}
      <label className="search">
        Find a {name}
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      {unused.length > 0 && (
        <label className="choice">
          <input type="checkbox" checked={onlyUnused} onChange={(event) => setOnlyUnused(event.target.checked)} />
          Show only the {unused.length === 1 ? "picture" : `${unused.length} pictures`} no page uses ({megabytes(unused.reduce((total, file) => total + file.size, 0))})
        </label>
      )}
      {files === null ? (
        <p>Looking for {name}s…</p>
      ) : shown.length === 0 ? (
        <p className="empty">No {name} matches.</p>
      ) : (
        <ul className={request.kind === "picture" ? "file-grid" : "file-list"} aria-label="Files">
          {shown.map((file) => (
            <li key={file.path}>
              <button type="button" className={file.path === request.current ? "file current" : "file"} aria-current={file.path === request.current || undefined} onClick={() => choose(file.path)}>
                {request.kind === "picture" && <img src={siteAddress(file.path)} alt="" loading="lazy" />}
                {/* A picture is named by what it shows, as the pages describe it; its file is the second line. */}
                {file.description && <span className="file-description">{file.description}</span>}
                <span className={file.description ? "file-path" : undefined}>{file.path}</span>
                {unused.includes(file) && <span className="unused">No page uses it · {megabytes(file.size)}</span>}
              </button>
              {unused.includes(file) &&
                (removing === file.path ? (
                  <span className="remove-confirm" role="group" aria-label={`Remove ${file.path}?`}>
                    <button type="button" className="quiet danger" onClick={() => void remove(file.path)}>
                      Remove for good
                    </button>
                    <button type="button" className="quiet" onClick={() => setRemoving(null)}>
                      Keep
                    </button>
                  </span>
                ) : (
                  <button type="button" className="quiet danger" aria-label={`Remove ${file.path}`} onClick={() => setRemoving(file.path)}>
                    Remove
                  </button>
                ))}
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

/** The groups pictures are kept in (the folders under images/ that hold some), and the one chosen. */
function pictureGroups(files: { path: string }[], chosen: string): string[] {
  const groups = new Set(["images", chosen]);
  // Every file's folder: the pattern below keeps only images/ and the folders in it.
  for (const { path } of files) groups.add(path.slice(1, path.lastIndexOf("/")));
  return [...groups].filter((group) => /^images(\/[a-z0-9-]+)*$/.test(group)).sort();
}

/** Folders whose plain name is not their own word: the team's photos, wherever a site keeps them (no page's folder). */
const FOLDER_WORDS: Record<string, string> = { team: "Team pictures", clinicians: "Team pictures (clinicians)", staff: "Team pictures (staff)" };

/**
 * A group in words: "images/team" is "Team pictures", "images/services" "Service pictures", "images/full-arch"
 * "Full arch pictures", "images" "Other pictures". A plural folder name is said in the singular before
 * "pictures" ("Clinicians pictures" read as a mistake).
 */
export function groupName(group: string): string {
  if (group === "images") return "Other pictures";
  const parts = group.slice("images/".length).split("/");
  const last = parts.at(-1)!;
  if (parts.length === 1 && FOLDER_WORDS[last]) return FOLDER_WORDS[last]!;
  const words = parts.map((part) => part.split("-").join(" ")).join(", ");
  const singular = words.endsWith("s") && !words.endsWith("ss") ? words.slice(0, -1) : words;
  return `${singular.charAt(0).toUpperCase()}${singular.slice(1)} pictures`;
}

/** Beside the current picture when it is in a folder of its own under images/; else where the field's context keeps its pictures; else public/images/. */
export function defaultFolder(current: string, suggested?: string): string {
  const valid = (folder: string | undefined): folder is string => !!folder && /^images(\/[a-z0-9-]+)*$/.test(folder);
  const beside = current.slice(1, current.lastIndexOf("/"));
  if (valid(beside) && beside !== "images") return beside;
  return valid(suggested) ? suggested : "images";
}

/** "Add a photo from this computer", or from this phone or tablet on a touch screen; a neutral "Add a photo" on a narrow window. */
function useDeviceWords(): string {
  const query = (media: string) => typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(media).matches;
  const [words] = useState(() => (query("(pointer: coarse)") ? "Add a photo from this phone or tablet" : query("(max-width: 40rem)") ? "Add a photo" : "Add a photo from this computer"));
  return words;
}

const megabytes = (bytes: number) => (bytes < 100 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`);
