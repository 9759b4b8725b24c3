import { useId } from "react";
import { SHORT_NAME } from "#core/brand.ts";

export function LogoMark({ className }: { className?: string }) {
  // One id per instance: the mark appears in the header, the footer and on pages (HTML ids are unique).
  const gradientId = `logo-g${useId().replace(/[^\w-]/g, "")}`;
  return (
    <svg viewBox="0 0 64 64" aria-hidden className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#06b6d4" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradientId})`} />
      <path d="M18 46 32 16l14 30h-7l-7-15-7 15z" fill="#fff" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="inline-flex items-center gap-2.5 text-lg font-bold tracking-tight text-slate-900">
      <LogoMark className="size-8" />
      {SHORT_NAME}
    </span>
  );
}
