// The one shape every importer produces (issue 32, DESIGN.md §3d "Moving in"): the write path
// takes an ImportBatch and stores it through the same change recorder as a person's save.

import type { ImportProblem, ImportSource, ImportedPostState } from "#core/import-report.ts";

export type { ImportProblem, ImportSource, ImportedPostState };

export interface ImportedImage {
  url: string;
  alt?: string;
}

export interface ImportedPost {
  /** The post's id in the old system (WordPress post id, Ghost id, Markdown file path). */
  sourceId: string;
  title: string;
  slug: string;
  /** Unsanitized HTML: the write path sanitizes it as every save does. */
  html: string;
  excerpt?: string;
  state: ImportedPostState;
  publishedAt?: Date;
  createdAt?: Date;
  updatedAt?: Date;
  tags: string[];
  categories: string[];
  authorName?: string;
  featuredImage?: ImportedImage;
  /** Every image the post shows: those of the body, then the featured one. */
  images: ImportedImage[];
  /** The old public addresses (path and query only) that answer 301 to the new post. */
  oldPaths: string[];
}

export interface ImportBatch {
  source: ImportSource;
  posts: ImportedPost[];
  problems: ImportProblem[];
}

/** A file of a Markdown import: its path inside the folder or zip, and its bytes. */
export interface MarkdownFile {
  path: string;
  bytes: Buffer;
  /** Over MAX_MARKDOWN_FILE_BYTES: not read, reported as skipped. */
  tooLarge?: boolean;
}
