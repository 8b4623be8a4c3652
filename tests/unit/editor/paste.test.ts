// @vitest-environment jsdom
/** Text pasted into the editor's fields: paragraphs kept as paragraphs where a field holds several, one line elsewhere, invisible characters left out and said. */
import { describe, expect, test } from "vitest";
import { clipboardFormatted, pasted, pastedFormatted } from "../../../engine/editor/client/form/paste";
import { toMarkers } from "../../../engine/editor/client/form/richText/markers";
import { parseInline } from "../../../engine/ui/inlineText";

describe("pasting", () => {
  test("two paragraphs from Word into a list of paragraphs become two", () => {
    expect(pasted("Our hygienists take their time.\r\n\r\nMost visits last\tthirty minutes.\r\n", true)).toEqual({
      pieces: ["Our hygienists take their time.", "Most visits last thirty minutes."],
      note: "Pasted as 2 paragraphs.",
    });
  });

  test("into a one-line box, line breaks and tabs become spaces, and the person is told", () => {
    const { pieces, note } = pasted("Gentle care\r\nfor\tnervous patients", false);
    expect(pieces).toEqual(["Gentle care for nervous patients"]);
    expect(note).toMatch(/line breaks .* became spaces/);
  });

  test("invisible characters the validator refuses are left out and counted", () => {
    const { pieces, note } = pasted("Scale\u0000 and polish\u0007", false);
    expect(pieces).toEqual(["Scale and polish"]);
    expect(note).toContain("2 invisible characters");
  });

  test("plain words are pasted as they are, with nothing to say", () => {
    expect(pasted("Book online", false)).toEqual({ pieces: ["Book online"], note: undefined });
  });
});

/** A clipboard as a browser gives it to a paste: its markup and its plain text. */
const clipboard = (html: string, plain = "") => ({ getData: (type: string) => (type === "text/html" ? html : type === "text/plain" ? plain : "") });

/** As Word for Microsoft 365 on Windows puts two paragraphs on the clipboard (trimmed of its long style sheet). */
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><meta name=ProgId content=Word.Document>
<style><!-- p.MsoNormal {margin:0cm; font-size:11.0pt; font-family:"Calibri",sans-serif;} --></style></head>
<body lang=EN-GB style='tab-interval:36.0pt;word-wrap:break-word'>
<!--StartFragment-->
<p class=MsoNormal>Our <b><span style='mso-bidi-font-weight:normal'>free consultation</span></b> takes <i>about thirty minutes</i>. <a href="https://www.nhs.uk/live-well/healthy-teeth-and-gums/"><span style='color:#0563C1'>Read the NHS advice</span></a> or <a href="mailto:hello@example.com">e-mail us</a>.<o:p></o:p></p>
<p class=MsoNormal><o:p>&nbsp;</o:p></p>
<p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp; </span></span></span><![endif]>Bring your <u>medication list</u>.<o:p></o:p></p>
<!--EndFragment-->
</body></html>`;

/** As Google Docs in Chrome puts a paragraph on the clipboard: everything inside a <b> that is not bold. */
const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-2f1c6a8e-7fff-1d2b-3c4d-5e6f7a8b9c0d"><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">Whitening is </span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:700;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">safe</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:italic;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;"> when a dentist does it</span><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">. See </span><a href="https://www.gdc-uk.org/" style="text-decoration:none;"><span style="font-size:11pt;font-family:Arial,sans-serif;color:#1155cc;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:underline;-webkit-text-decoration-skip:none;text-decoration-skip-ink:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">the GDC</span></a><span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;font-variant:normal;text-decoration:none;vertical-align:baseline;white-space:pre;white-space:pre-wrap;">.</span></p></b><br class="Apple-interchange-newline">`;

describe("pasting formatted words into a paragraph box", () => {
  test("from Word: bold, italics and links become the site's markers; the list's bullet is left out; underlining is named", () => {
    const { pieces, note } = pastedFormatted(clipboard(WORD, "ignored"), true);
    expect(pieces).toEqual([
      "Our **free consultation** takes *about thirty minutes*. [Read the NHS advice](https://www.nhs.uk/live-well/healthy-teeth-and-gums/) or [e-mail us](mailto:hello@example.com).",
      "Bring your medication list.",
    ]);
    expect(note).toContain("Pasted as 2 paragraphs.");
    expect(note).toContain("Underlining was left out");
  });

  test("from Google Docs: its wrapping <b> that is not bold stays plain; weight 700 is bold, italic style is emphasis, the link is kept", () => {
    const { pieces, note } = pastedFormatted(clipboard(GOOGLE_DOCS), false);
    expect(pieces).toEqual(["Whitening is **safe** *when a dentist does it*. See [the GDC](https://www.gdc-uk.org/)."]);
    expect(note).toBeUndefined();
  });

  test("from a web page: a table, a list, a picture and a heading are named; a link the site refuses is kept as words and named", () => {
    const html = `<h2>Prices</h2><table><tr><td>Check-up</td><td>£55</td></tr></table><ul><li>One</li><li>Two</li></ul><p><img src="x.png" alt="">Call <a href="javascript:alert(1)">now</a> or <a href="http://example.com/">visit</a>.</p>`;
    const { pieces, note } = pastedFormatted(clipboard(html), true);
    expect(pieces).toEqual(["Prices", "Check-up £55", "One", "Two", "Call now or visit."]);
    expect(note).toContain("The table was pasted as text.");
    expect(note).toContain("The list was pasted as paragraphs.");
    expect(note).toContain("The picture was left out");
    expect(note).toContain("The heading was pasted as ordinary words");
    expect(note).toContain("The link to javascript:alert(1) was kept as plain words");
    expect(note).toContain("The link to http://example.com/ was kept as plain words");
    expect(pieces.join(" ")).not.toContain("javascript");
  });

  test("a clipboard's data-href is never trusted as a link (only the box's own links carry it)", () => {
    const { pieces } = pastedFormatted(clipboard(`<p><a data-href="javascript:alert(1)">words</a></p>`), false);
    expect(pieces).toEqual(["words"]);
  });

  test("plain text with star and bracket characters is pasted as those characters, not as formatting", () => {
    const { pieces } = pastedFormatted(clipboard("", "Only **today** [see](/x)"), false);
    expect(parseInline(pieces[0]!).nodes).toEqual(["Only **today** [see](/x)"]);
  });

  test("a plain box says that formatting was left out", () => {
    expect(clipboardFormatted(clipboard(WORD))).toBe(true);
    expect(clipboardFormatted(clipboard("<p>Plain words</p>"))).toBe(false);
  });
});

describe("writing formatting as markers", () => {
  test("a text nobody changed is written back byte for byte, escapes and all", () => {
    const original = "From £50 \\* a visit, **really** [call](phone)";
    expect(toMarkers(parseInline(original).nodes, original)).toBe(original);
    const starred = "£50 * 2 and *emphasis*";
    expect(toMarkers(parseInline(starred).nodes, starred)).toBe(starred);
  });

  test("spaces at the edges of bold move outside its markers, so the page reads them as bold", () => {
    expect(toMarkers(["Our", { kind: "strong", children: [" free "] }, "visit"])).toBe("Our **free** visit");
  });

  test("words with marker characters are escaped only when they would otherwise become formatting", () => {
    expect(toMarkers(["a *b* c"])).toBe("a \\*b\\* c");
    expect(toMarkers(["£50 * 2"])).toBe("£50 * 2");
  });

  test("whatever is written reads back as what was meant", () => {
    const meant = [{ kind: "strong" as const, children: ["bold ", { kind: "em" as const, children: ["both"] }] }, " then ", { kind: "link" as const, href: "/a(b)", children: ["link"] }];
    const written = toMarkers(meant);
    expect(parseInline(written).problems).toEqual([]);
    expect(parseInline(written).links[0]?.href).toBe("/a%28b%29");
  });
});
