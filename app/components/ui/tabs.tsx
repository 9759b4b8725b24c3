import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

// Radix tabs: arrow keys move between tabs, each panel labelled by its tab.

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        "flex w-full flex-wrap gap-1 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-sm [scrollbar-width:none] sm:w-auto sm:flex-nowrap sm:self-start",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex min-h-10 flex-auto items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold sm:px-4 whitespace-nowrap text-slate-600 transition-colors hover:bg-slate-50 hover:text-slate-900 focus-visible:outline-3 focus-visible:-outline-offset-2 focus-visible:outline-indigo-500 data-[state=active]:bg-slate-900 data-[state=active]:text-white data-[state=active]:shadow sm:flex-none [&_svg]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-6 focus-visible:outline-none", className)} {...props} />;
}
