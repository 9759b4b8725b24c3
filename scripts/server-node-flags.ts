// How Node runs the production server (decision 035): `npm start` passes these, and so does every
// script and test that starts it as `npm start` would. V8 flags cannot come through NODE_OPTIONS.
//
// --liftoff-only: V8 compiles WebAssembly with its baseline compiler only. Optimising the
// embedded database's module (PostgreSQL in WebAssembly) cost ~500 MB of passing memory when its
// first heavy statement ran (peak RSS ~700 MB against ~160 MB) and kept ~40 MB more afterwards;
// its queries run at about half the optimised speed, well under a millisecond each.
export const SERVER_NODE_FLAGS = ["--liftoff-only"] as const;
