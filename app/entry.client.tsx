import { Fragment, options } from "preact";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { twMerge } from "tailwind-merge";
import { hydrateTheRest, releaseAll } from "./components/site/hydrate-later.tsx";
import { takeEarlyClick } from "./lib/early-clicks.ts";

// The browser runs Preact (vite.config.ts) on HTML that React 19 rendered on the server. Three
// differences need bridging here; everything else hydrates as is.

// 1. Preact hydrates a document into <html> itself and never replaces it, so the root's <html>
//    becomes a Fragment here: its <head> and <body> then hydrate the parsed ones.
const createVNode = options.vnode;
options.vnode = (vnode) => {
  if (vnode.type === "html") vnode.type = Fragment;
  createVNode?.(vnode);
};

// 2. React hoists resource hints (<Scripts>' modulepreload links, image preloads) into <head>,
//    where the client tree has no element for them. Preact pairs DOM and tree nodes by tag name,
//    so it would bind the stylesheet's <link> to a modulepreload and remove the real stylesheet.
//    By now they have done their job: the browser has requested what they name.
for (const hint of document.head.querySelectorAll('link[rel="modulepreload"], link[rel="preload"]')) hint.remove();

// 3. HydratedRouter suspends (throws a promise) until the server's loader data is decoded;
//    React suspends the root for that, Preact has no root to suspend. Its first call throws
//    that promise before it calls any hook, so it is awaited here before hydrating.
const callHydratedRouter = () => (HydratedRouter as unknown as (props: object) => unknown)({});
async function routerDataDecoded() {
  try {
    callHydratedRouter();
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

// 4. The start-up work is cut into tasks, so that none holds the main thread for long (Total
//    Blocking Time): a phone spends ~90 ms creating the router and ~40 ms on tailwind-merge's
//    first call, on top of the hydration itself. HydratedRouter's next call creates the router
//    (kept for its later calls) and then fails at its first hook, as no component is rendering.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  await routerDataDecoded();
  await nextTask();
  try {
    callHydratedRouter();
  } catch {
    // Expected: the hook outside a render. The router exists now.
  }
  await nextTask();
  twMerge("p-0", "p-1"); // builds tailwind-merge's class map, which every cn() call needs
  await nextTask();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
  hydrateTheRest(); // the sections that waited (components/site/hydrate-later.tsx)
  // A button pressed before now (lib/early-clicks.ts) is pressed again, once every section
  // around it has hydrated (they render in a microtask: the next task sees them).
  const pressed = takeEarlyClick();
  if (pressed) {
    releaseAll();
    setTimeout(() => pressed.isConnected && pressed.click(), 0);
  }
}

void start();
