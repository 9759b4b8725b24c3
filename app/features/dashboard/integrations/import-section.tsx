import { Upload } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { inputClass, Label } from "#app/components/ui/field.tsx";
import { sendImport, type ImportProgress, type ImportReportJson, type ImportSourceName } from "./import-request.ts";

// Moving in (DESIGN.md §3d, decision 057): the owner picks the old site's export, runs a dry run
// to see what would change, then imports. The bar follows the upload, then the posts as the server
// reads or writes them (its progress lines). The result is announced in a live region; an import
// lists its posts with links to their pages.

const SOURCES: { value: ImportSourceName; label: string; accept: string }[] = [
  { value: "wordpress", label: "WordPress (WXR .xml export)", accept: ".xml,application/xml,text/xml" },
  { value: "ghost", label: "Ghost (JSON export)", accept: ".json,application/json" },
  { value: "markdown", label: "Markdown files (.zip)", accept: ".zip,application/zip" },
];

type Run = { dryRun: boolean } & ImportProgress;

export function ImportSection() {
  const id = useId();
  const [source, setSource] = useState<ImportSourceName>("wordpress");
  const [file, setFile] = useState<File | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [report, setReport] = useState<ImportReportJson | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function start(dryRun: boolean) {
    if (!file) return;
    setReport(null);
    setError(null);
    setRun({ dryRun, stage: "uploading", fraction: 0 });
    try {
      const answer = await sendImport(file, source, dryRun, (progress) => setRun({ dryRun, ...progress }));
      setReport(answer);
    } catch (err) {
      setError(err instanceof Error ? err.message : "The import failed.");
    } finally {
      setRun(null);
    }
  }

  const accept = SOURCES.find((s) => s.value === source)!.accept;
  return (
    <section
      aria-labelledby="import-heading"
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h3 id="import-heading" className="text-xl font-bold tracking-tight text-slate-900">
        Moving in
      </h3>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        Bring the posts of a WordPress or Ghost blog, or of Markdown files, with their images; their old addresses
        redirect here. Run a dry run first to see what would change. Importing the same file again changes nothing.
      </p>
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor={`${id}-source`}>Source</Label>
          <select
            id={`${id}-source`}
            className={inputClass}
            value={source}
            disabled={!!run}
            onChange={(e) => {
              setSource(e.target.value as ImportSourceName);
              setReport(null);
            }}
          >
            {SOURCES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Label htmlFor={`${id}-file`}>Export file</Label>
          <input
            id={`${id}-file`}
            type="file"
            accept={accept}
            disabled={!!run}
            className={`${inputClass} file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:font-semibold`}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
              setError(null);
            }}
          />
        </div>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button variant="outline" disabled={!file || !!run} onClick={() => void start(true)}>
          Dry run
        </Button>
        <Button disabled={!file || !!run} onClick={() => void start(false)}>
          <Upload aria-hidden /> Import
        </Button>
      </div>
      {run ? <Progress run={run} /> : null}
      <div role="status" aria-live="polite" className="mt-5">
        {error ? <p className="text-sm font-semibold text-red-700">{error}</p> : null}
        {report ? <ImportReport report={report} /> : null}
      </div>
    </section>
  );
}

function Progress({ run }: { run: Run }) {
  const label =
    run.stage === "uploading" ? "Uploading the file" : run.dryRun ? "Reading the posts" : "Importing the posts";
  const known = run.stage === "working" && run.total ? run : null;
  const detail =
    run.stage === "uploading"
      ? ` (${Math.round(run.fraction * 100)}%)`
      : known
        ? `: ${known.done} of ${known.total}`
        : "…";
  // Until the first count arrives the bar has no value: work under way.
  const value = run.stage === "uploading" ? run.fraction : known ? known.done / known.total! : undefined;
  return (
    <div className="mt-5">
      <p className="text-sm text-slate-700">
        {label}
        {detail}
      </p>
      <progress
        aria-label={label}
        className="mt-2 h-2 w-full accent-indigo-600"
        max={1}
        {...(value === undefined ? {} : { value })}
      />
    </div>
  );
}

function ImportReport({ report }: { report: ImportReportJson }) {
  const counts: [string, number][] = [
    [report.dryRun ? "Would be created" : "Created", report.created],
    [report.dryRun ? "Would be updated" : "Updated", report.updated],
    ["Unchanged", report.unchanged],
    ["Failed", report.failed],
    [report.dryRun ? "Images to copy" : "Images copied", report.media],
    [report.dryRun ? "Redirects to make" : "Redirects made", report.redirects],
  ];
  return (
    <div>
      <h4 className="font-semibold text-slate-900">
        {report.dryRun ? "Dry run: nothing was changed" : "Import finished"}
      </h4>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {counts.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-lg font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {!report.dryRun && report.posts.length ? (
        <>
          <h5 className="mt-4 text-sm font-semibold text-slate-900">Posts</h5>
          <ul className="mt-1 space-y-1 text-sm">
            {report.posts.map((post) => (
              <li key={`${post.path}-${post.title}`} className="break-words">
                {post.state === "published" && post.outcome !== "failed" ? (
                  <a href={post.path} className="font-semibold text-indigo-700 underline underline-offset-2">
                    {post.title}
                  </a>
                ) : (
                  <span className="font-semibold text-slate-800">{post.title}</span>
                )}{" "}
                <span className="text-slate-600">
                  ({post.state}, {post.outcome})
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <h5 className="mt-4 text-sm font-semibold text-slate-900">
        {report.problems.length ? `Skipped or changed (${report.problems.length})` : "No problems"}
      </h5>
      {report.problems.length ? (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {report.problems.map((problem, i) => (
            <li key={i} className="break-words">
              {problem.item ? <span className="font-semibold">{problem.item}: </span> : null}
              {problem.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
