import { decodeXML } from "entities";

// Values of fast-xml-parser's tree, read with `processEntities: false` and `cdataPropName:
// "__cdata"`: the parser expands nothing, and only XML's own five entities and character
// references are decoded here (no DTD is ever read: wxr-scan refuses one before parsing).

export const CDATA = "__cdata";

/** The text of a parsed leaf: its plain text decoded, its CDATA sections as they are. */
export function xmlText(node: unknown): string {
  if (node === undefined || node === null) return "";
  if (typeof node === "string") return decodeXML(node);
  if (typeof node === "number" || typeof node === "boolean") return String(node);
  if (Array.isArray(node)) return node.map(xmlText).join("");
  if (typeof node === "object") {
    const o = node as Record<string, unknown>;
    const cdata = o[CDATA];
    const data = cdata === undefined ? "" : Array.isArray(cdata) ? cdata.join("") : String(cdata);
    return xmlText(o["#text"]) + data;
  }
  return "";
}

const CDATA_SECTION = /<!\[CDATA\[([\s\S]*?)\]\]>/g;

/** The inner text of a stop node (kept raw by the parser): CDATA verbatim, the rest decoded. */
export function rawXmlText(raw: unknown): string {
  if (typeof raw !== "string") return xmlText(raw);
  let out = "";
  let last = 0;
  for (const m of raw.matchAll(CDATA_SECTION)) {
    out += decodeXML(raw.slice(last, m.index)) + m[1];
    last = m.index + m[0].length;
  }
  return out + decodeXML(raw.slice(last));
}
