import { formatDateTime, instantsInText } from "#app/lib/format-time.ts";
import { Badge } from "../shared/badge.tsx";
import { TableHead } from "../shared/table.tsx";
import { actionLabel, actionTone, entityLabel, shortId, type AuditEntry } from "./audit-query.ts";

// The entries of the activity log: a table from 1024 px up, a stacked list below it, so a phone never scrolls
// sideways. Only one of the two is displayed at a time (the other is display:none, so out of the
// accessibility tree too). Times, also those a summary names, are in the dashboard's one format in the
// reader's time zone (app/lib/format-time.ts).

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

/** The summary, an instant in it ("scheduled for …", "expires …") as the reader's time. */
function Summary({ text }: { text: string }) {
  if (!text) return <>—</>;
  return (
    <>
      {instantsInText(text).map((piece, i) =>
        "instant" in piece ? (
          <time key={i} dateTime={piece.instant}>
            {piece.text}
          </time>
        ) : (
          piece.text
        ),
      )}
    </>
  );
}

function Entity({ entry }: { entry: AuditEntry }) {
  if (!entry.entityType && !entry.entityId) return <span className="text-slate-500">—</span>;
  return (
    <span>
      {entry.entityType ? entityLabel(entry.entityType) : null}
      {entry.entityType && entry.entityId ? " " : null}
      {entry.entityId ? (
        <span className="font-mono text-xs text-slate-600" title={entry.entityId}>
          {shortId(entry.entityId)}
        </span>
      ) : null}
    </span>
  );
}

const Address = ({ ip }: { ip: string | null }) =>
  ip ? <span className="font-mono text-xs break-all">{ip}</span> : <span className="text-slate-500">—</span>;

const ActionBadge = ({ action }: { action: string }) => <Badge tone={actionTone(action)}>{actionLabel(action)}</Badge>;

const COLUMNS = ["Time", "Actor", "Action", "Item", "Summary", "Client address"];

export function AuditList({ entries }: { entries: AuditEntry[] }) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:block">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">Activity, newest first</caption>
          <colgroup>
            <col className="w-40" />
            <col className="w-48" />
            <col className="w-36" />
            <col className="w-32" />
            <col />
            <col className="w-28" />
          </colgroup>
          <TableHead columns={COLUMNS} cellClassName="px-4 py-3" />
          <tbody className="divide-y divide-slate-100">
            {entries.map((entry) => (
              <tr key={entry.id} data-testid="audit-entry" className="align-top">
                <td className="px-4 py-3 text-slate-700">
                  <When at={entry.at} />
                </td>
                <td className="px-4 py-3 break-all text-slate-900">{entry.actor}</td>
                <td className="px-4 py-3">
                  <ActionBadge action={entry.action} />
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <Entity entry={entry} />
                </td>
                <td className="px-4 py-3 break-words text-slate-900">
                  <Summary text={entry.summary} />
                </td>
                <td className="px-4 py-3 text-slate-700">
                  <Address ip={entry.ip} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 lg:hidden" aria-label="Activity, newest first">
        {entries.map((entry) => (
          <li
            key={entry.id}
            data-testid="audit-entry"
            className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <ActionBadge action={entry.action} />
              <span className="text-xs text-slate-600">
                <When at={entry.at} />
              </span>
            </div>
            <p className="mt-2 font-medium break-words text-slate-900">
              <Summary text={entry.summary} />
            </p>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Actor</dt>
              <dd className="break-all text-slate-900">{entry.actor}</dd>
              <dt className="text-slate-600">Item</dt>
              <dd className="text-slate-700">
                <Entity entry={entry} />
              </dd>
              <dt className="text-slate-600">Client address</dt>
              <dd className="text-slate-700">
                <Address ip={entry.ip} />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
