/**
 * npx tsx engine/cli/make-documents.ts
 *
 * Writes the practice's two downloadable documents as small, valid PDFs with
 * no dependencies: public/documents/referral-form.pdf (for referring
 * dentists, filled in by hand) and public/documents/complaints-procedure.pdf.
 * The PDF objects are built by hand (A4 pages, the standard Helvetica fonts,
 * WinAnsi text so "£" prints) and the cross-reference table is computed from
 * the bytes actually written. The output is deterministic: running the script
 * twice gives identical files. Practice facts come from site.config.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// ---------- practice facts ----------

interface Config {
  name: string;
  contact: { phone: { display: string }; email: string | null; address: Record<string, string> };
}
const root = process.cwd();
const config = JSON.parse(readFileSync(join(root, "site.config.json"), "utf8")) as Config;
const a = config.contact.address;
const ADDRESS = [a.street, a.locality, a.region, a.postcode].filter(Boolean).join(", ");
const PHONE = config.contact.phone.display;

// ---------- text measurement (Helvetica AFM widths, 1/1000 em, characters 32 to 126) ----------

const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556,
  556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

function textWidth(s: string, size: number, bold: boolean): number {
  let units = 0;
  for (const ch of s) {
    const code = ch.charCodeAt(0);
    units += (code >= 32 && code <= 126 ? HELVETICA[code - 32] : undefined) ?? 600;
  }
  // Helvetica-Bold is a little wider; 8% covers it for wrapping purposes.
  return (units * size * (bold ? 1.08 : 1)) / 1000;
}

function wrap(s: string, size: number, bold: boolean, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of s.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** A PDF string literal in WinAnsi: escape the delimiters, map typographic characters. */
function pdfString(s: string): string {
  const mapped = s.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/–/g, "\u0096").replace(/—/g, "\u0097");
  return `(${mapped.replace(/\\/g, "\\\\").replace(/\(/g, "\\(").replace(/\)/g, "\\)")})`;
}

// ---------- layout ----------

type Item =
  | { kind: "title"; text: string }
  | { kind: "subtitle"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "para"; text: string }
  | { kind: "bullets"; items: string[]; numbered?: boolean }
  | { kind: "field"; label: string; lines?: number }
  | { kind: "fieldPair"; left: string; right: string }
  | { kind: "checkboxes"; options: string[] }
  | { kind: "gap"; size: number };

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN = 56;
const CONTENT_W = PAGE_W - 2 * MARGIN;
const TEAL = "0.043 0.365 0.4"; // #0b5d66
const INK = "0.11 0.141 0.149"; // #1c2426
const RULE = "0.6 0.67 0.68";

class Layout {
  pages: string[][] = [];
  private ops: string[] = [];
  y = PAGE_H - MARGIN;
  constructor(private footer: string) {
    this.pages.push(this.ops);
  }

  private need(height: number) {
    if (this.y - height < MARGIN + 24) {
      this.ops = [];
      this.pages.push(this.ops);
      this.y = PAGE_H - MARGIN;
    }
  }
  private text(x: number, y: number, s: string, size: number, bold = false, colour = INK) {
    this.ops.push(`BT ${colour} rg /${bold ? "F2" : "F1"} ${size} Tf ${x.toFixed(2)} ${y.toFixed(2)} Td ${pdfString(s)} Tj ET`);
  }
  private rule(x1: number, x2: number, y: number) {
    this.ops.push(`${RULE} RG 0.7 w ${x1.toFixed(2)} ${y.toFixed(2)} m ${x2.toFixed(2)} ${y.toFixed(2)} l S`);
  }
  private lines(s: string, size: number, bold: boolean, indent: number, leading: number, colour = INK) {
    for (const line of wrap(s, size, bold, CONTENT_W - indent)) {
      this.need(leading);
      this.y -= leading;
      this.text(MARGIN + indent, this.y, line, size, bold, colour);
    }
  }

  add(item: Item) {
    switch (item.kind) {
      case "title":
        this.lines(item.text, 20, true, 0, 24, TEAL);
        break;
      case "subtitle":
        this.lines(item.text, 10, false, 0, 14);
        this.y -= 6;
        this.ops.push(`${TEAL} RG 1.5 w ${MARGIN} ${this.y.toFixed(2)} m ${(PAGE_W - MARGIN).toFixed(2)} ${this.y.toFixed(2)} l S`);
        break;
      case "heading":
        this.need(40);
        this.y -= 12;
        this.lines(item.text, 13, true, 0, 17, TEAL);
        this.y -= 2;
        break;
      case "para":
        this.lines(item.text, 10.5, false, 0, 14.5);
        this.y -= 5;
        break;
      case "bullets":
        item.items.forEach((entry, i) => {
          const marker = item.numbered ? `${i + 1}.` : "-";
          const wrapped = wrap(entry, 10.5, false, CONTENT_W - 18);
          wrapped.forEach((line, j) => {
            this.need(14.5);
            this.y -= 14.5;
            if (j === 0) this.text(MARGIN + 2, this.y, marker, 10.5);
            this.text(MARGIN + 18, this.y, line, 10.5);
          });
          this.y -= 2;
        });
        this.y -= 4;
        break;
      case "field": {
        const count = item.lines ?? 1;
        this.need(24 * count);
        this.y -= 22;
        this.text(MARGIN, this.y, `${item.label}:`, 10, true);
        const start = MARGIN + textWidth(`${item.label}: `, 10, true) + 4;
        this.rule(start, PAGE_W - MARGIN, this.y - 2);
        for (let i = 1; i < count; i++) {
          this.y -= 22;
          this.rule(MARGIN, PAGE_W - MARGIN, this.y - 2);
        }
        break;
      }
      case "fieldPair": {
        this.need(24);
        this.y -= 22;
        const half = CONTENT_W / 2;
        [item.left, item.right].forEach((label, i) => {
          const x = MARGIN + i * (half + 8);
          this.text(x, this.y, `${label}:`, 10, true);
          this.rule(x + textWidth(`${label}: `, 10, true) + 4, x + half - 8, this.y - 2);
        });
        break;
      }
      case "checkboxes": {
        this.need(20 * item.options.length);
        for (const option of item.options) {
          this.y -= 19;
          this.ops.push(`${INK} RG 0.8 w ${MARGIN + 2} ${(this.y - 1.5).toFixed(2)} 10 10 re S`);
          this.text(MARGIN + 20, this.y, option, 10.5);
        }
        this.y -= 4;
        break;
      }
      case "gap":
        this.y -= item.size;
        break;
    }
  }

  /** Content streams, each page with its footer and page number. */
  finish(): string[] {
    return this.pages.map((ops, i) => {
      const footer = `${this.footer}   |   Page ${i + 1} of ${this.pages.length}`;
      const x = (PAGE_W - textWidth(footer, 8, false)) / 2;
      return [...ops, `BT ${RULE} rg /F1 8 Tf ${x.toFixed(2)} 32 Td ${pdfString(footer)} Tj ET`].join("\n");
    });
  }
}

// ---------- PDF file ----------

function buildPdf(title: string, items: Item[]): Buffer {
  const layout = new Layout(`${config.name}, ${ADDRESS}. Telephone ${PHONE}`);
  for (const item of items) layout.add(item);
  const streams = layout.finish();

  const objects: string[] = [];
  const pageIds: number[] = [];
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  streams.forEach((stream, i) => {
    const pageId = 5 + i * 2;
    pageIds.push(pageId);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`;
  });
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  const infoId = objects.length;
  objects[infoId] = `<< /Title ${pdfString(title)} /Author ${pdfString(config.name)} /Producer (make-documents.ts) >>`;

  let body = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, "latin1");
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

// ---------- the documents ----------

const referralForm: Item[] = [
  { kind: "title", text: "Referral Form for Dentists" },
  { kind: "subtitle", text: `${config.name}, ${ADDRESS}. Telephone ${PHONE}.` },
  {
    kind: "para",
    text:
      "Thank you for referring your patient to us. Please complete this form in block capitals and send it to the practice with copies of any recent radiographs. " +
      "We carry out only the treatment you refer for, keep you informed, and return the patient to you for their continuing care.",
  },
  { kind: "heading", text: "1. Referring dentist" },
  { kind: "field", label: "Name" },
  { kind: "fieldPair", left: "GDC number", right: "Telephone" },
  { kind: "field", label: "Practice name" },
  { kind: "field", label: "Practice address", lines: 2 },
  { kind: "field", label: "Email" },
  { kind: "heading", text: "2. Patient" },
  { kind: "field", label: "Full name" },
  { kind: "fieldPair", left: "Date of birth", right: "Telephone" },
  { kind: "field", label: "Address", lines: 2 },
  { kind: "field", label: "Email" },
  { kind: "fieldPair", left: "NHS or private", right: "Any access needs" },
  { kind: "heading", text: "3. Treatment requested (tick all that apply)" },
  { kind: "checkboxes", options: ["Dental implants", "Endodontics (root canal treatment)", "Sedation", "Minor oral surgery", "Other (please describe below)"] },
  { kind: "heading", text: "4. Reason for referral and clinical findings" },
  { kind: "field", label: "Tooth or teeth concerned" },
  { kind: "field", label: "Details", lines: 5 },
  { kind: "heading", text: "5. Medical history" },
  { kind: "field", label: "Relevant conditions, medicines and allergies", lines: 3 },
  { kind: "fieldPair", left: "Radiographs enclosed (yes / no)", right: "Dated" },
  { kind: "fieldPair", left: "Is the patient anxious (yes / no)", right: "Urgent (yes / no)" },
  { kind: "heading", text: "6. Declaration" },
  { kind: "para", text: "I confirm that the patient has agreed to this referral and to their details being shared with the practice for this purpose." },
  { kind: "fieldPair", left: "Signature", right: "Date" },
];

const complaintsProcedure: Item[] = [
  { kind: "title", text: "Our Complaints Procedure" },
  { kind: "subtitle", text: `${config.name}, ${ADDRESS}. Telephone ${PHONE}.` },
  {
    kind: "para",
    text:
      "We want every patient to be happy with the care and service they receive. If something has gone wrong, please tell us. " +
      "Raising a concern will not affect the care you receive from us, and we treat every complaint in confidence.",
  },
  { kind: "heading", text: "How to make a complaint" },
  {
    kind: "bullets",
    items: [
      "Speak to any member of our reception team in person or by telephone. Many concerns can be put right straight away.",
      "If you prefer, write to the Practice Manager at the address above. Please include your name, your contact details and what happened.",
      "Someone else, such as a relative or carer, may complain on your behalf if you give us your permission.",
      "Please raise your concern as soon as you can after the event, while the details are fresh for everyone.",
    ],
  },
  { kind: "heading", text: "What happens next" },
  {
    kind: "bullets",
    numbered: true,
    items: [
      "We will confirm that we have received your complaint and tell you who is looking into it.",
      "We will offer to talk it through with you, by telephone or at a meeting at the practice, so that we understand what you would like us to do.",
      "We will look into what happened, speaking to the people involved and checking your records where needed.",
      "We will give you a full reply in writing, explaining what we found, any apology we owe you and what we will change. If we need more time, we will tell you why.",
    ],
  },
  { kind: "heading", text: "If you are not satisfied" },
  { kind: "para", text: "We hope to resolve every concern within the practice. If you remain unhappy with our reply, you can contact:" },
  {
    kind: "bullets",
    items: [
      "For NHS treatment: NHS England, which handles complaints about NHS dental services (www.england.nhs.uk). You may contact NHS England instead of us from the start if you prefer.",
      "After NHS England: the Parliamentary and Health Service Ombudsman (www.ombudsman.org.uk).",
      "For private treatment: the Dental Complaints Service (dcs.gdc-uk.org), which helps patients and dentists settle complaints about private care.",
      "About a dental professional's fitness to practise: the General Dental Council (www.gdc-uk.org).",
    ],
  },
  { kind: "heading", text: "Learning from complaints" },
  {
    kind: "para",
    text:
      "We review every complaint as a team so that we can learn from it and improve the care we give. " +
      "We keep a record of complaints separately from your dental records.",
  },
];

const outDir = join(root, "public", "documents");
mkdirSync(outDir, { recursive: true });
const documents: [string, string, Item[]][] = [
  ["referral-form.pdf", "Referral Form for Dentists", referralForm],
  ["complaints-procedure.pdf", "Complaints Procedure", complaintsProcedure],
];
for (const [file, title, items] of documents) {
  const pdf = buildPdf(`${title} | ${config.name}`, items);
  writeFileSync(join(outDir, file), pdf);
  console.log(`wrote public/documents/${file} (${pdf.length} bytes)`);
}
