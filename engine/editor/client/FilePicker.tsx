/**
 * Choosing a file under public/ for a field: the pictures (or documents, videos…) the site has, searchable,
 * with thumbnails; or, for a picture, one from this computer, which is checked (a JPEG, PNG or WebP photo,
 * within the size limit) and stored under public/images/ before it is chosen.
 */
import { useEffect, useState } from "react";
import type { AssetKind } from "../model/formModel";
import type { PublicFile } from "../model/api";
import { api, ApiError } from "./api";
import { Dialog } from "./Dialog";

export interface FileRequest {
  kind: AssetKind;
  current: string;
  pick(path: string): void;
}

const KIND_PATTERNS: Record<AssetKind, RegExp> = {
  picture: /\.(svg|png|jpe?g|webp|avif|gif|ico)$/i,
  document: /\.pdf$/i,
  video: /\.(mp4|webm)$/i,
  captions: /\.vtt$/i,
  file: /./,
};
const KIND_NAMES: Record<AssetKind, string> = { picture: "picture", document: "document", video: "video", captions: "captions file", file: "file" };
const ACCEPTED_PHOTOS = "image/jpeg,image/png,image/webp";

export function FilePicker({ request, uploadLimit, onClose }: { request: FileRequest; uploadLimit: number; onClose(): void }) {
  const [files, setFiles] = useState<PublicFile[] | null>(null);
  const [search, setSearch] = useState("");
  const [folder, setFolder] = useState(() => defaultFolder(request.current));
  const [message, setMessage] = useState<{ text: string; tone: "error" | "info" } | null>(null);
  const [uploading, setUploading] = useState(false);
  const name = KIND_NAMES[request.kind];

  useEffect(() => {
    api.files().then(({ files }) => setFiles(files), (error: unknown) => setMessage({ text: error instanceof Error ? error.message : String(error), tone: "error" }));
  }, []);

  const choose = (path: string) => {
    request.pick(path);
    onClose();
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > uploadLimit) return setMessage({ text: `${file.name} is ${megabytes(file.size)}; a picture can be at most ${megabytes(uploadLimit)}. Make it smaller (most photo programs can export a smaller copy).`, tone: "error" });
    if (!ACCEPTED_PHOTOS.split(",").includes(file.type)) return setMessage({ text: `${file.name} is not a JPEG, PNG or WebP photo.`, tone: "error" });
    setUploading(true);
    setMessage({ text: `Adding ${file.name}…`, tone: "info" });
    try {
      const stored = await api.upload(file, folder);
      choose(stored.path);
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.message : "The picture could not be added.", tone: "error" });
    } finally {
      setUploading(false);
    }
  };

  const needle = search.trim().toLowerCase();
  const shown = (files ?? []).filter((file) => KIND_PATTERNS[request.kind].test(file.path) && (!needle || file.path.toLowerCase().includes(needle)));
  return (
    <Dialog title={`Choose a ${name}`} onClose={onClose} wide>
      {request.kind === "picture" && (
        <div className="upload">
          <label>
            Add a photo from this computer (JPEG, PNG or WebP, at most {megabytes(uploadLimit)})
            <input type="file" accept={ACCEPTED_PHOTOS} disabled={uploading} onChange={(event) => void upload(event.target.files?.[0])} />
          </label>
          <label>
            Into the folder
            <input type="text" value={folder} onChange={(event) => setFolder(event.target.value)} spellCheck={false} />
          </label>
        </div>
      )}
      {message && (
        <p className={`notice ${message.tone}`} role={message.tone === "error" ? "alert" : "status"}>
          {message.text}
        </p>
      )}
      <label className="search">
        Find a {name} in public/
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      {files === null ? (
        <p>Looking in public/…</p>
      ) : shown.length === 0 ? (
        <p className="empty">No {name} matches.</p>
      ) : (
        <ul className={request.kind === "picture" ? "file-grid" : "file-list"} aria-label="Files">
          {shown.map((file) => (
            <li key={file.path}>
              <button type="button" className={file.path === request.current ? "file current" : "file"} aria-current={file.path === request.current || undefined} onClick={() => choose(file.path)}>
                {request.kind === "picture" && <img src={file.path} alt="" loading="lazy" />}
                <span>{file.path}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

/** New pictures go beside the current one, or in public/images/. */
function defaultFolder(current: string): string {
  const folder = current.startsWith("/images/") ? current.slice(1, current.lastIndexOf("/")) : "images";
  return /^images(\/[a-z0-9-]+)*$/.test(folder) ? folder : "images";
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
