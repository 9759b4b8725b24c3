// What an import answers (DESIGN.md §3d "Moving in", decision 057): one shape for the write
// path, the CLI's text report and the dashboard's "Moving in" screen.

export type ImportSource = "wordpress" | "ghost" | "markdown";

export type ImportedPostState = "draft" | "published" | "scheduled";

export type PostOutcome = "created" | "updated" | "unchanged" | "failed";

export interface ImportProblem {
  /** What it is about: a post's title or id, a file name. */
  item?: string;
  message: string;
}

export interface ImportReport {
  dryRun: boolean;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  /** Images copied (a dry run: images it would fetch). */
  media: number;
  /** Redirect rules made for old addresses (a dry run: old addresses it would redirect). */
  redirects: number;
  problems: ImportProblem[];
  /** Each post of the file and what became of it, with its address on this site. */
  posts: { title: string; path: string; state: ImportedPostState; outcome: PostOutcome }[];
}
