import { createElement, type ReactNode, type SVGProps } from "react";

// lucide-react's `createLucideIcon`, built for rendering cost (issue 28; vite.config.ts hands it to
// every lucide icon). lucide's own renders three components per icon (two forwardRefs and a
// context read), rebuilds the attribute objects and class list at every render, and one element
// per path: the 133 icons of /portfolio took 3.3–4.2 ms to render, against 1.1–1.3 ms for this
// one (decision 069), which renders one <svg> whose paths are markup made once per icon. The HTML
// is the same byte for byte (tests/unit/lucide-icon.test.ts compares it with lucide's own for
// every icon the app uses).
// Not supported, and not used here: LucideProvider's context, absoluteStrokeWidth,
// nonScalingStroke.

/** One icon as lucide-react (v1) describes it: the SVG children of its 24 × 24 view box. */
export type LucideIconData = {
  name: string;
  size?: number;
  node: [tag: string, attributes: Record<string, string | number>][];
  aliases?: string[];
};

type IconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  children?: ReactNode;
};

const ATTRIBUTE_ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };
const escapeAttribute = (value: string) => value.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!);

function childrenMarkup(node: LucideIconData["node"]): string {
  return node
    .map(([tag, attributes]) => {
      const named = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
        .join("");
      return `<${tag}${named}></${tag}>`;
    })
    .join("");
}

// lucide's rule: an icon is hidden from assistive technology unless it has children or is labelled.
function isLabelled(props: Record<string, unknown>): boolean {
  for (const name in props) {
    if ((name.startsWith("aria-") || name === "role" || name === "title") && props[name] != null) return true;
  }
  return false;
}

/** lucide's class merge: its own classes first, then the caller's, each token once. */
function mergeClasses(base: string, className: string): string {
  return [...new Set(`${base} ${className}`.split(/\s+/).filter(Boolean))].join(" ");
}

export default function createLucideIcon(data: LucideIconData) {
  const size = data.size ?? 24;
  const viewBox = `0 0 ${size} ${size}`;
  const names = [data.name, ...(data.aliases ?? [])].filter((name) => name.trim());
  const baseClass = ["lucide", ...names.map((name) => `lucide-${name}`)].join(" ");
  const paths = { __html: childrenMarkup(data.node) };

  function LucideIcon({ size: iconSize, color, strokeWidth, className, children, ...rest }: IconProps) {
    delete rest.absoluteStrokeWidth;
    return createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: iconSize ?? 24,
        height: iconSize ?? 24,
        viewBox,
        fill: "none",
        stroke: color || "currentColor",
        strokeWidth: strokeWidth ?? 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? mergeClasses(baseClass, className) : baseClass,
        ...(children == null && !isLabelled(rest) ? { "aria-hidden": "true" } : null),
        ...rest,
        ...(children == null ? { dangerouslySetInnerHTML: paths } : null),
      },
      children == null
        ? undefined
        : [...data.node.map(([tag, { key, ...a }]) => createElement(tag, { key, ...a })), children],
    );
  }
  LucideIcon.displayName = data.name.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());
  return LucideIcon;
}
