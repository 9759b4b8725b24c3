// The client build's "react" (see vite.config.ts): preact/compat plus the one React 19 hook
// React Router imports that preact/compat lacks. The server build never uses this file.
// @ts-expect-error preact/compat's types say `export =`; its ES module has these named exports.
export * from "preact/compat";
export { default } from "preact/compat";

// React Router's RouterProvider keeps an optimistic copy of its state that it sets only inside
// transitions with `useTransitions` on (off in this app). Outside a transition React's
// useOptimistic returns the state it is given, which is all this does.
export function useOptimistic<S, A>(passthrough: S, _reducer?: (state: S, action: A) => S): [S, (action: A) => void] {
  return [passthrough, () => {}];
}
