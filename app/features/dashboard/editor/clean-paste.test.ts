// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { cleanPastedHtml } from "./clean-paste.ts";

// What Google Docs (Chrome, 2026) puts on the clipboard for a heading, a paragraph with bold and
// italic words and a link, and a two-item bullet list.
const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c4d-7fff-a1b2-c3d4-0123456789ab"><h1 dir="ltr" style="line-height:1.38;margin-top:20pt;margin-bottom:6pt;"><span style="font-size:20pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;">Launch notes</span></h1><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;">We shipped </span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:700;">on time</span><span style="font-size:11pt;font-weight:400;"> and </span><span style="font-size:11pt;font-weight:400;font-style:italic;">under budget</span><span style="font-size:11pt;font-weight:400;">. See </span><a href="https://example.com/report" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;text-decoration:underline;">the report</span></a></p><br><ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;">First</span></p></li><li dir="ltr" style="list-style-type:disc;font-size:11pt;" aria-level="1"><p dir="ltr" style="line-height:1.38;" role="presentation"><span style="font-size:11pt;">Second</span></p></li></ul></b><br class="Apple-interchange-newline">`;

// What Word for Windows puts on the clipboard (trimmed): Mso classes, mso- styles, <o:p>,
// conditional comments, and a list written as paragraphs with a typed bullet.
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta name=Generator content="Microsoft Word 15"><style><!-- p.MsoNormal {mso-style-parent:""; margin:0cm;} --></style></head><body lang=EN-GB style='tab-interval:36.0pt'><!--StartFragment--><h2 style='mso-margin-top-alt:auto'><span lang=EN-GB style='mso-fareast-language:EN-GB'>Results<o:p></o:p></span></h2><p class=MsoNormal><b><span lang=EN-GB style='mso-bidi-font-weight:normal'>Growth</span></b><span lang=EN-GB> was <i>steady</i>.<o:p></o:p></span></p><p class=MsoNormal><o:p>&nbsp;</o:p></p><p class=MsoListParagraphCxSpFirst style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-GB style='font-family:Symbol;mso-fareast-font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp;&nbsp;&nbsp;&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-GB>Alpha<o:p></o:p></span></p><p class=MsoListParagraphCxSpLast style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span lang=EN-GB style='font-family:Symbol'><span style='mso-list:Ignore'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]><span lang=EN-GB>Beta<o:p></o:p></span></p><p class=MsoListParagraph style='mso-list:l1 level1 lfo2'><![if !supportLists]><span style='mso-list:Ignore'>1.<span style='font:7.0pt "Times New Roman"'>&nbsp; </span></span><![endif]>Step one<o:p></o:p></p><p class=MsoNormal><img width=200 height=100 src="file:///C:/Users/x/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png" v:shapes="Picture_x0020_1"><span lang=EN-GB>End.</span></p><!--EndFragment--></body></html>`;

describe("cleanPastedHtml", () => {
  it("reduces a Google Docs copy to plain structure, keeping bold, italic, the link and the list", () => {
    expect(cleanPastedHtml(GOOGLE_DOCS)).toBe(
      "<h2>Launch notes</h2>" +
        '<p>We shipped <strong>on time</strong> and <em>under budget</em>. See <a href="https://example.com/report">the report</a></p>' +
        "<ul><li><p>First</p></li><li><p>Second</p></li></ul>",
    );
  });

  it("does not turn Google Docs' font-weight:normal wrapper into bold", () => {
    expect(cleanPastedHtml('<b style="font-weight:normal;" id="docs-internal-guid-x"><p>Plain</p></b>')).toBe(
      "<p>Plain</p>",
    );
  });

  it("removes Word's classes, mso- styles, <o:p>, empty paragraphs and local images, and rebuilds its lists", () => {
    expect(cleanPastedHtml(WORD)).toBe(
      "<h2>Results</h2>" +
        "<p><strong>Growth</strong> was <em>steady</em>.</p>" +
        "<ul><li><p>Alpha</p></li><li><p>Beta</p></li></ul>" +
        "<ol><li><p>Step one</p></li></ol>" +
        "<p>End.</p>",
    );
  });

  it("leaves no class, style, id, lang or dir attribute and no Office element behind", () => {
    const out = cleanPastedHtml(WORD + GOOGLE_DOCS);
    expect(out).not.toMatch(/\s(class|style|id|lang|dir|role|aria-level)=/);
    expect(out).not.toMatch(/<o:p|mso-|docs-internal-guid|<span|<b\b|<meta|<style|<!--/i);
  });

  it("unwraps links to addresses the link check refuses", () => {
    expect(cleanPastedHtml('<p><a href="javascript:alert(1)">click</a> and <a href="/journal">read</a></p>')).toBe(
      '<p>click and <a href="/journal">read</a></p>',
    );
  });

  it("drops scripts and event handlers", () => {
    expect(
      cleanPastedHtml('<p onclick="alert(1)">Hi<script>alert(1)</script></p><img src="x" onerror="alert(1)">'),
    ).toBe("<p>Hi</p>");
  });

  it("keeps images with an accepted address and alt text, such as one moved inside the editor", () => {
    expect(cleanPastedHtml('<img src="/objects/uploads/a.png" alt="A chart" width="10">')).toBe(
      '<img src="/objects/uploads/a.png" alt="A chart">',
    );
    expect(cleanPastedHtml('<img src="https://lh7-rt.googleusercontent.com/x">')).toBe("");
  });

  it("keeps ProseMirror's slice marker and a code block's language", () => {
    expect(
      cleanPastedHtml('<pre data-pm-slice="0 0 []"><code class="language-ts" style="x">let a = 1;</code></pre>'),
    ).toBe('<pre data-pm-slice="0 0 []"><code class="language-ts">let a = 1;</code></pre>');
  });
});
