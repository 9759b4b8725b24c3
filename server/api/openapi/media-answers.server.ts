import { z } from "zod";
import { named } from "./answers.server.ts";

// The media library's answers (DESIGN §3d, issue 30, decision 058), beside answers.server.ts.

const usage = z.object({
  type: z.enum(["blog-post", "case-study", "portfolio-card", "venture"]),
  id: z.uuid(),
  title: z.string(),
});

const item = z.object({
  id: z.uuid(),
  url: z.string().meta({ description: "The address entries use: /objects/… (uploads) or /images/samples/…" }),
  type: z.enum(["image", "video"]),
  mime: z.string(),
  bytes: z.number().int().min(0),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  title: z.string(),
  alt: z.string().nullable().meta({ description: 'null: none yet; "": decorative.' }),
  tags: z.array(z.string()),
  focalPoint: z
    .object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) })
    .nullable()
    .meta({ description: "Where a crop centres, as fractions of the width and height." }),
  createdAt: z.date(),
  usedBy: z.number().int().min(0).meta({ description: "How many entries show it." }),
});

export const MediaItem = named("MediaItem", item, "A stored file of the media library.");
export const MediaItemWithUsages = named(
  "MediaItemWithUsages",
  item.extend({ usages: z.array(usage) }),
  "A media item and the entries that show it.",
);
export const MediaInUse = named(
  "MediaInUse",
  z.object({ message: z.string(), usages: z.array(usage), requestId: z.string() }),
  "The item is shown by these entries: nothing was deleted.",
);
export const MediaDeleted = named(
  "MediaDeleted",
  z.object({ deleted: z.number().int().min(0).meta({ description: "How many items went." }) }),
);
export const AltSuggestion = named("AltSuggestion", z.object({ alt: z.string() }));
export const ReplaceTicket = named(
  "ReplaceTicket",
  z.object({
    uploadURL: z.url().meta({ description: "PUT the new file here, with its Content-Type, within 15 minutes." }),
  }),
);
