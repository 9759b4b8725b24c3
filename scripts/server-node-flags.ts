// How Node runs the production server (decisions 035 and 036): `npm start` passes these, and so
// does every script and test that starts it as `npm start` would. V8 flags cannot come through
// NODE_OPTIONS.
//
// --liftoff-only: V8 compiles WebAssembly with its baseline compiler only. Optimising the
// embedded database's module (PostgreSQL in WebAssembly) cost ~500 MB of passing memory when its
// first heavy statement ran (peak RSS ~700 MB against ~160 MB) and kept ~40 MB more afterwards;
// its queries run at about half the optimised speed, well under a millisecond each.
//
// --max-semi-space-size=4, --heap-growing-percent=50: a smaller young generation, and a major
// collection once the heap has grown by half over what the last one left (V8's default lets it
// grow about fourfold first). Rendering makes ~50 MB of live heap and plenty of short-lived
// garbage; by default the heap swelled to ~200 MB between collections, and the process kept that
// RSS (PostgreSQL: ~345 MB under uncached renders, now ~210 MB) for ~10% fewer renders a second.
//
// --optimize-for-size: V8 favours memory over speed (smaller heap targets, fewer pooled pages kept
// after a collection). Under `npm run load`'s 20% writes the heap swelled to ~130 MB and V8 kept
// its pages: RSS at the end 258 MiB with it, 314–343 without (decision 037), for ~5% fewer
// cached reads a second and 1–10% on uncached renders.
export const SERVER_NODE_FLAGS = [
  "--liftoff-only",
  "--max-semi-space-size=4",
  "--heap-growing-percent=50",
  "--optimize-for-size",
] as const;

/**
 * The environment `npm start` gives the server unless it already has these (a value set wins).
 * MALLOC_ARENA_MAX=2: glibc's malloc keeps up to eight arenas per core for the threads that
 * allocate (V8's helpers, libuv's pool); each keeps what it freed. Two arenas held ~30 MB less
 * RSS after start and at the end of `npm run load` on both databases, at no measurable cost.
 */
export const SERVER_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: "2" };

/** The start script of package.json: SERVER_ENV's defaults, then Node with SERVER_NODE_FLAGS. */
export const START_COMMAND = `${Object.entries(SERVER_ENV)
  .map(([name, value]) => `${name}=\${${name}:-${value}}`)
  .join(" ")} node ${SERVER_NODE_FLAGS.join(" ")} scripts/start.ts`;
