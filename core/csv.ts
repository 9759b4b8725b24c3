// CSV exports (enquiries, the audit log): UTF-8 with a byte-order mark so that spreadsheets read
// the accents, CRLF lines, every cell quoted and never read as a formula.

/** A CSV cell: quoted, and never read as a formula by a spreadsheet. */
export function csvCell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : value == null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvDocument(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
