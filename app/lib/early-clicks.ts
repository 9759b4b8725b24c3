// A press made before the page's scripts have run is kept and carried out once they have
// (decision 057). Buttons of type "button" (our <Button>'s default) do nothing without
// JavaScript: "Subscribe to Newsletter", "Start Your Project", the phone menu. On a slow phone a
// visitor presses them before hydration and, without this, nothing would ever happen. Links and
// form submissions work without scripts and are left to the browser.

declare global {
  interface Window {
    /** Set by EARLY_CLICKS_SCRIPT: stops keeping presses and gives back the last one kept. */
    __takeEarlyClick?: () => HTMLElement | null;
  }
}

/**
 * Runs inline at the top of <head>, before anything can be pressed: remembers the last press of
 * an enabled script-driven button (its default action is none, so nothing is lost meanwhile).
 */
export const EARLY_CLICKS_SCRIPT = `(function(){var d=document,last=null;function keep(e){var t=e.target,b=t&&t.closest&&t.closest('button[type="button"]');if(b&&!b.disabled)last=b}d.addEventListener("click",keep,true);window.__takeEarlyClick=function(){d.removeEventListener("click",keep,true);var b=last;last=null;return b}})()`;

/** Called once the page has hydrated: the press kept before, if any, as the element pressed. */
export function takeEarlyClick(): HTMLElement | null {
  const take = window.__takeEarlyClick;
  window.__takeEarlyClick = undefined;
  const pressed = take?.() ?? null;
  return pressed?.isConnected ? pressed : null;
}
