import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import createLucideIcon, { type LucideIconData } from "#app/lib/lucide-icon.ts";
import { leanLucideIcons } from "../../vite.config.ts";

// The app's icons render through app/lib/lucide-icon.ts (vite.config.ts swaps it in for
// lucide-react's createLucideIcon): it must write what lucide-react writes, byte for byte, for
// every icon the app imports. This project runs without vite.config.ts's plugins, so "lucide-react"
// here is lucide's own.

const require = createRequire(import.meta.url);
const lucideEntry = require.resolve("lucide-react").replace(/cjs[\\/]lucide-react\.js$/, "esm/lucide-react.mjs");
const lucideDir = join(lucideEntry, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every icon name the app imports from lucide-react. */
function iconsTheAppUses(): string[] {
  const names = new Set<string>();
  for (const file of sourceFiles("app")) {
    for (const [, list] of readFileSync(file, "utf8").matchAll(/import\s*{([^}]*)}\s*from\s*"lucide-react"/g)) {
      for (const part of list!.split(",")) {
        const name = part.trim().split(/\s+as\s+/)[0]!;
        if (name && !name.startsWith("type ")) names.add(name);
      }
    }
  }
  return [...names].sort();
}

/** The module file lucide-react exports an icon name from (aliases included). */
const lucideIndex = readFileSync(lucideEntry, "utf8").split("\n");
function iconFile(name: string): string {
  const exported = new RegExp(`default as ${name}[,\\s]`);
  const line = lucideIndex.find((l) => exported.test(l));
  const file = line?.match(/from '(\.\/icons\/[^']+)'/)?.[1];
  if (!file) throw new Error(`lucide-react exports no icon ${name}`);
  return join(lucideDir, file);
}

const VARIANTS: Record<string, unknown>[] = [
  {},
  { className: "size-4 shrink-0" },
  { className: " size-4  lucide text-slate-500 " },
  { "aria-hidden": true, className: "-scale-x-100" },
  { "aria-label": "Close" },
  { role: "img" },
  { size: 16, strokeWidth: 1.5, color: "#0f172a" },
  { width: 20, "data-state": "open", style: { opacity: 0.5 } },
];

describe("lucide icons", () => {
  const used = iconsTheAppUses();

  it("finds the app's icons", () => {
    expect(used.length).toBeGreaterThan(50);
    expect(used).toContain("ArrowUpRight");
  });

  it("renders every icon the app uses as lucide-react does", async () => {
    for (const name of used) {
      const module = (await import(iconFile(name))) as { default: ComponentType; __iconData: LucideIconData };
      const ours = createLucideIcon(module.__iconData);
      for (const props of VARIANTS) {
        const expected = renderToStaticMarkup(createElement(module.default, props));
        expect(renderToStaticMarkup(createElement(ours, props)), `${name} ${JSON.stringify(props)}`).toBe(expected);
      }
    }
  });

  it("renders children after the icon's own shapes, unhidden", async () => {
    const module = (await import(iconFile("ArrowRight"))) as { default: ComponentType; __iconData: LucideIconData };
    const title = createElement("title", null, "Next");
    const ours = renderToStaticMarkup(createElement(createLucideIcon(module.__iconData), null, title));
    expect(ours).toBe(renderToStaticMarkup(createElement(module.default, null, title)));
    expect(ours).not.toContain("aria-hidden");
  });

  it("is the createLucideIcon of every build", () => {
    const plugin = leanLucideIcons();
    const load = plugin.load as (id: string) => string | null;
    const lucides = require.resolve("lucide-react/dist/esm/createLucideIcon.mjs");
    expect(load(lucides)).toMatch(/^export \{ default \} from ".*app\/lib\/lucide-icon\.ts";$/);
    expect(load(join(lucideDir, "Icon.mjs"))).toBeNull();
  });
});
