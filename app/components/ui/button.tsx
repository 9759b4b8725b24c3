import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

// The shared part of every button is one class (`btn`, app.css): a page with forty cards names it
// eighty times, and its 330 characters of utilities would be 26 KB of every render (issue 28).
export const buttonVariants = cva("btn", {
  variants: {
    variant: {
      primary: "bg-slate-900 text-white hover:bg-slate-700",
      brand:
        "bg-gradient-to-r from-indigo-600 to-cyan-700 text-white shadow-lg shadow-indigo-500/25 hover:from-indigo-700 hover:to-cyan-800",
      outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
      ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
      light: "bg-white text-slate-900 hover:bg-slate-100",
      danger: "bg-red-600 text-white hover:bg-red-700",
    },
    size: {
      sm: "min-h-9 px-3.5 text-sm",
      md: "min-h-11 px-5 text-sm",
      lg: "min-h-12 px-7 text-base",
      icon: "size-11",
    },
  },
  defaultVariants: { variant: "primary", size: "md" },
});

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

export function Button({ className, variant, size, asChild, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}
