import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Ellipsis } from "lucide-react";
import { useRef } from "react";
import type { Tool } from "./toolbar-tools.ts";

// The one-line toolbar's "More formatting" menu: the tools that did not fit on the bar.

export const MORE = "More formatting";

/** The tools that did not fit on the bar, in a menu (arrow keys, Escape, typeahead: Radix's menu). */
export function MoreTools({ tools, isTabStop, onOpen }: { tools: Tool[]; isTabStop: boolean; onOpen: () => void }) {
  // The chosen tool runs once the menu has closed: its command then puts the focus back into the editor
  // (run while the menu is open, the menu's closing took the focus away again).
  const chosen = useRef<Tool | null>(null);
  return (
    <DropdownMenu.Root onOpenChange={(open) => (open ? onOpen() : undefined)}>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          data-tool={MORE}
          tabIndex={isTabStop ? 0 : -1}
          title={MORE}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-white hover:text-slate-950 focus-visible:outline-3 focus-visible:outline-indigo-500 data-[state=open]:bg-white"
        >
          <Ellipsis className="size-4.5" aria-hidden />
          <span className="sr-only">{MORE}</span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          // The command puts the focus back into the editor: the menu must not take it to its button.
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            const tool = chosen.current;
            chosen.current = null;
            tool?.run();
          }}
          className="z-[60] min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
        >
          {tools.map((tool) => {
            const Icon = tool.icon;
            const content = (
              <>
                <Icon className="size-4 text-slate-600" aria-hidden />
                <span className="flex-1">{tool.label}</span>
                {tool.keys ? <span className="text-xs text-slate-500">{tool.keys}</span> : null}
              </>
            );
            const itemClass =
              "flex min-h-10 cursor-default items-center gap-3 rounded-lg px-3 text-sm text-slate-800 outline-none data-[disabled]:opacity-40 data-[highlighted]:bg-indigo-50 data-[state=checked]:font-semibold";
            return tool.pressed === undefined ? (
              <DropdownMenu.Item
                key={tool.label}
                disabled={tool.disabled}
                onSelect={() => (chosen.current = tool)}
                className={itemClass}
              >
                {content}
              </DropdownMenu.Item>
            ) : (
              <DropdownMenu.CheckboxItem
                key={tool.label}
                checked={tool.pressed}
                onSelect={() => (chosen.current = tool)}
                className={itemClass}
              >
                {content}
              </DropdownMenu.CheckboxItem>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
