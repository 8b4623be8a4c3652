/**
 * The editor's requests about the site's content: the session's models, pages, documents, checks, preview, saving,
 * pictures. Every one that writes goes through the workspace's one queue, asking the one write rule (writePolicy.ts).
 */
import { readFile } from "node:fs/promises";
import { TEMPLATES, TEMPLATE_NAMES } from "../../content/templates";
import { siteCategories } from "../../content/templates/catalogue";
import { readExistingConfig } from "../../content/templates/existingSite";
import { projectPaths } from "../../content/files";
import { openDocument } from "./documents";
import { editable, JSON_LIMIT } from "./editable";
import { saveFromEditor } from "./drafts/savePath";
import { answerSave, openSave } from "./saveCall";
import { HttpError, readJsonBody, sendJson, textField, withBodyInFile } from "./http";
import { readDocument } from "./projectFiles";
import { serialise } from "./rewrite";
import { personOf, type ApiRoute } from "./routing";
import { listPublicFiles, prepareUpload, removeUnusedPicture, storePrepared, uploadFolderOf, UPLOAD_LIMIT } from "./uploads";
import { requireMayWriteFiles } from "./writePolicy";
import { withFieldsAskedFor } from "../model/fieldsAskedFor";
import { fieldsAskedBy } from "../../rules";
import { siteBase } from "./publish/previewRoutes";
import { underPrefix } from "./publish/previewAssets";
import { groupStateOf } from "./group/groupDocuments";
import { shownRoot } from "./group/workingView";

export const contentRoutes: ApiRoute[] = [
  {
    method: "GET", path: "session", access: "signed-in",
    async handle({ context, res, person }) {
      const config = readExistingConfig(projectPaths(context.root).siteConfig);
      // The fields the site's rule sets ask for, as the config names them now (it may have changed since the start).
      const rules = Array.isArray((config as { rules?: unknown }).rules) ? ((config as { rules: unknown[] }).rules.filter((id) => typeof id === "string") as string[]) : [];
      sendJson(res, 200, {
        siteName: context.siteName,
        models: withFieldsAskedFor(context.models, fieldsAskedBy(rules)),
        templates: TEMPLATE_NAMES.map((name) => ({ name, summary: TEMPLATES[name].summary })),
        categories: siteCategories(config),
        uploadLimit: UPLOAD_LIMIT,
        mode: context.mode,
        person,
      });
    },
  },
  {
    method: "GET", path: "pages", access: "signed-in",
    async handle({ context, res }) {
      const listed = await context.pages.list();
      const problems = context.checker.checkAll();
      const counts: Record<string, { errors: number; warnings: number }> = {};
      for (const problem of problems) {
        const count = (counts[problem.file] ??= { errors: 0, warnings: 0 });
        if (problem.severity === "error") count.errors++;
        else count.warnings++;
      }
      sendJson(res, 200, { ...listed, counts });
    },
  },
  {
    method: "GET", path: "document", access: "signed-in",
    async handle(call) {
      const { context, res, query } = call;
      const document = await editable(context, query.get("file"));
      const opened = await openDocument(document);
      // What was opened is the base of a merge if someone saves this page meanwhile (drafts/).
      await context.versions.rememberCurrent(document, opened.version);
      // In a group's practice: whether the group locks the file, or it is the group's default or this practice's own version.
      const group = groupStateOf(context, document.file, personOf(call));
      sendJson(res, 200, group ? { ...opened, group } : opened);
    },
  },
  {
    method: "GET", path: "version", access: "signed-in",
    async handle({ context, res, query }) {
      const document = await editable(context, query.get("file"));
      const current = await readDocument(document);
      sendJson(res, 200, { version: current?.version ?? null });
    },
  },
  {
    method: "POST", path: "check", access: "signed-in",
    async handle({ context, req, res }) {
      const body = await readJsonBody(req, JSON_LIMIT);
      const document = await editable(context, body.file);
      sendJson(res, 200, context.checker.check(document.file, serialise(body.value)));
    },
  },
  {
    method: "POST", path: "preview", access: "signed-in",
    async handle({ context, req, res }) {
      const body = await readJsonBody(req, JSON_LIMIT);
      const document = await editable(context, body.file);
      const drawn = await context.preview.render({ file: document.file, kind: document.kind, value: body.value });
      // In a group's editor the page's pictures and files are the practice's own, under its address.
      const base = siteBase(context);
      sendJson(res, 200, base ? { ...drawn, html: underPrefix(drawn.html, base), styles: underPrefix(drawn.styles, base) } : drawn);
    },
  },
  {
    method: "POST", path: "save", access: "signed-in",
    async handle(call) {
      const { context, res } = call;
      const { body, document, person, baseVersion } = await openSave(call);
      // Merged with changes saved since, recorded in the save log, the person's draft cleared (drafts/savePath.ts).
      const result = await context.workspace.writePart(person, document.file, (allowChange) => saveFromEditor(context, document, person, { value: body.value, baseVersion, overwrite: body.overwrite === true, allowChange }));
      answerSave(res, result);
    },
  },
  {
    method: "GET", path: "links", access: "signed-in",
    async handle({ context, res, query }) {
      sendJson(res, 200, { links: await context.pages.linksTo(query.get("route") ?? "") });
    },
  },
  {
    method: "POST", path: "pages/create", access: "signed-in",
    async handle(call) {
      const { context, req, res } = call;
      const body = await readJsonBody(req, JSON_LIMIT);
      // The page's own file is asked for inside (pages.ts), with the services list a treatment joins.
      sendJson(res, 200, await context.workspace.write(personOf(call), [], (writer) => context.pages.create(body, writer)));
    },
  },
  {
    method: "POST", path: "pages/delete", access: "signed-in",
    async handle(call) {
      const { context, req, res } = call;
      const file = textField(await readJsonBody(req, JSON_LIMIT), "file");
      await context.workspace.write(personOf(call), [file], () => context.pages.remove(file));
      sendJson(res, 200, { deleted: true });
    },
  },
  {
    method: "POST", path: "pages/move", access: "signed-in",
    async handle(call) {
      const { context, req, res } = call;
      const body = await readJsonBody(req, JSON_LIMIT);
      const file = textField(body, "file");
      const to = textField(body, "to");
      // The pages whose links are updated are asked for inside (pages.ts), before the first is written.
      sendJson(res, 200, await context.workspace.write(personOf(call), [file], (writer) => context.pages.move(file, to, body.updateLinks === true, writer)));
    },
  },
  {
    method: "GET", path: "files", access: "signed-in",
    async handle({ context, res }) {
      sendJson(res, 200, { files: await listPublicFiles(shownRoot(context)) });
    },
  },
  {
    method: "POST", path: "upload", access: "signed-in",
    async handle(call) {
      const { context, req, res, query } = call;
      const person = personOf(call);
      const type = req.headers["content-type"] ?? "";
      // The editor sends the picture's bytes as they are; a form elsewhere cannot send this type without asking.
      if (!/^image\//i.test(type)) throw new HttpError(415, "Only photos in JPEG, PNG, WebP or HEIC (iPhone) format can be added here.");
      const folder = uploadFolderOf(query.get("folder"));
      requireMayWriteFiles(person, [`public/${folder}/`]);
      // Received into a temporary file and prepared outside the queue; only storing it waits its turn.
      const ready = await withBodyInFile(req, UPLOAD_LIMIT, (file) => context.workspace.preparing(async () => prepareUpload(await readFile(file))));
      const stored = await context.workspace.write(person, [`public/${folder}/`], () => storePrepared(context.root, folder, query.get("name") ?? "picture", ready, context.workspace.temporaryFolder, shownRoot(context)));
      await context.preview.refreshPictures();
      sendJson(res, 200, stored);
    },
  },
  {
    method: "POST", path: "files/remove", access: "signed-in",
    async handle(call) {
      const { context, req, res } = call;
      const body = await readJsonBody(req, JSON_LIMIT);
      const path = typeof body.path === "string" ? body.path : "";
      await context.workspace.write(personOf(call), [`public/${path.slice(path.startsWith("/") ? 1 : 0)}`], () => removeUnusedPicture(context.root, body.path, shownRoot(context)));
      await context.preview.refreshPictures();
      sendJson(res, 200, { removed: true });
    },
  },
];
