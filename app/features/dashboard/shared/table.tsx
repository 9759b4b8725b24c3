import type { ReactNode } from "react";
import { formatDate } from "#app/lib/format-time.ts";

// The dashboard's tables: the same heading row everywhere, and the tables that stack into one card a row on a
// phone (team, redirects), where a cell says in words what its column heading says on wider screens.

const HEAD_CLASS = "bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase";

/** A table's `<thead>`: one row of column headings (`cellClassName` pads them like the table's cells). */
export function TableHead({
  columns,
  cellClassName,
  isStacked = false,
}: {
  columns: readonly ReactNode[];
  cellClassName: string;
  /** Hidden on a phone, where the rows stack. */
  isStacked?: boolean;
}) {
  return (
    <thead className={isStacked ? `hidden ${HEAD_CLASS} sm:table-header-group` : HEAD_CLASS}>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={cellClassName}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A table whose rows stack into cards on a phone (each row `sm:table-row`); `caption` is for screen readers. */
export function StackedTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly ReactNode[];
  /** The rows. */
  children: ReactNode;
}) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={columns} cellClassName="px-5 py-3" isStacked />
        <tbody data-rows className="divide-y divide-slate-100">
          {children}
        </tbody>
      </table>
    </div>
  );
}

/** A date cell of a stacked table: on a phone, "Joined Nov 24, 2026"; "—" for none. */
export function StackedDateCell({
  label,
  date,
  className,
}: {
  label: string;
  date: string | null | undefined;
  className: string;
}) {
  return (
    <td className={className}>
      <span className="sm:hidden">{label} </span>
      {date ? formatDate(date) : "—"}
    </td>
  );
}
