import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useMutation } from "@tanstack/react-query";
import { Ellipsis, KeyRound, LogOut, UserMinus, type LucideIcon } from "lucide-react";
import { useRef, useState } from "react";
import { apiRequest } from "#app/lib/api.ts";
import { cn } from "#app/lib/cn.ts";
import { toast } from "#app/lib/toast-store.ts";
import { reportFailure } from "../shared/feedback.ts";
import { useToastedChange } from "../shared/use-toasted-change.ts";
import type { ResetLinkJson, TeamMemberJson } from "../shared/types.ts";
import { ConfirmAction } from "./confirm-action.tsx";
import { ShownLinkDialog, type OneTimeLink } from "./shown-link.tsx";
import { RESET_VALID_FOR, useRefreshPeople } from "./use-people.ts";

// A person's menu in People: sign them out everywhere, make a password reset link (shown once, or mailed), remove
// them (never oneself: another owner does that). The confirmations open once the menu has closed, as the editor's
// menu runs its tools (more-tools.tsx), so that the menu's focus return does not fight the dialog's. The menu's
// button stays enabled while a change is saved (its items are off), so that focus can come back to it.

type Choice = "sign-out" | "reset-link" | "remove";

export function PersonActions({ person, name, isMe }: { person: TeamMemberJson; name: string; isMe: boolean }) {
  const { email } = person;
  const refresh = useRefreshPeople();
  const trigger = useRef<HTMLButtonElement>(null);
  const chosen = useRef<Choice | null>(null);
  const [confirming, setConfirming] = useState<"sign-out" | "remove" | null>(null);
  const [shown, setShown] = useState<OneTimeLink | null>(null);

  const signOut = useToastedChange({
    send: () => apiRequest("POST", `/api/users/${person.id}/sign-out`),
    done: { title: "Signed out everywhere", description: `${email} must sign in again on every device.` },
    refresh,
    failed: "Error",
  });
  const remove = useToastedChange({
    send: () => apiRequest("DELETE", `/api/users/${person.id}`),
    done: { title: "Person removed", description: `${email} no longer has access to the dashboard.` },
    refresh,
    failed: "Error",
  });
  const resetLink = useMutation({
    mutationFn: () => apiRequest<ResetLinkJson>("POST", `/api/users/${person.id}/reset-link`),
    onSuccess: (answer) => {
      if (answer.url) return setShown({ url: answer.url, label: "Reset link", validFor: RESET_VALID_FOR, email });
      toast({
        title: "Reset link sent",
        description: `${email} gets a link to choose a new password. It works once, for ${RESET_VALID_FOR}.`,
      });
    },
    onError: (error) => reportFailure(error, "No reset link"),
  });

  function run(choice: Choice) {
    if (choice === "reset-link") resetLink.mutate();
    else setConfirming(choice);
  }

  const busy = signOut.isPending || remove.isPending || resetLink.isPending;
  return (
    <>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <button
            ref={trigger}
            type="button"
            aria-label={`Actions for ${email}`}
            aria-busy={busy || undefined}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-3 focus-visible:outline-indigo-500 disabled:opacity-50 data-[state=open]:bg-slate-100"
          >
            <Ellipsis className="size-[18px]" aria-hidden />
          </button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            onCloseAutoFocus={(event) => {
              const choice = chosen.current;
              chosen.current = null;
              if (!choice) return;
              event.preventDefault();
              run(choice);
            }}
            className="z-50 min-w-60 rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
          >
            <MenuItem
              icon={LogOut}
              label="Sign out everywhere"
              disabled={busy}
              onSelect={() => (chosen.current = "sign-out")}
            />
            <MenuItem
              icon={KeyRound}
              label="Make a password reset link"
              disabled={busy}
              onSelect={() => (chosen.current = "reset-link")}
            />
            {isMe ? null : (
              <>
                <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
                <MenuItem
                  icon={UserMinus}
                  label="Remove"
                  danger
                  disabled={busy}
                  onSelect={() => (chosen.current = "remove")}
                />
              </>
            )}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <ConfirmAction
        open={confirming === "sign-out"}
        onOpenChange={(open) => setConfirming(open ? "sign-out" : null)}
        icon={<LogOut aria-hidden />}
        title={`Sign ${name} out everywhere?`}
        description={
          isMe
            ? "Every session of yours ends at once, this one included: you will sign in again."
            : `Every session of ${email} ends at once, on every device. They can sign in again.`
        }
        action="Sign out everywhere"
        onConfirm={() => signOut.mutate()}
        returnFocusTo={trigger}
      />
      <ConfirmAction
        open={confirming === "remove"}
        onOpenChange={(open) => setConfirming(open ? "remove" : null)}
        icon={<UserMinus aria-hidden />}
        title={`Remove ${name}?`}
        description={`${email} loses access at once: their account and sessions are deleted. This cannot be undone; you can invite them again.`}
        action="Remove"
        onConfirm={() => remove.mutate()}
        returnFocusTo={trigger}
      />
      <ShownLinkDialog
        title="Password reset link"
        description={`For ${email}: it lets them choose a new password, and ends their other sessions.`}
        link={shown}
        onClose={() => setShown(null)}
        returnFocusTo={trigger}
      />
    </>
  );
}

function MenuItem({
  icon: Icon,
  label,
  danger,
  disabled,
  onSelect,
}: {
  icon: LucideIcon;
  label: string;
  danger?: boolean;
  disabled?: boolean;
  onSelect: () => void;
}) {
  return (
    <DropdownMenu.Item
      onSelect={onSelect}
      disabled={disabled}
      className={cn(
        "flex min-h-10 cursor-default items-center gap-3 rounded-lg px-3 text-sm outline-none data-[disabled]:opacity-40 data-[highlighted]:bg-indigo-50",
        danger ? "text-red-700 data-[highlighted]:bg-red-50" : "text-slate-800",
      )}
    >
      <Icon className={cn("size-4", danger ? "text-red-600" : "text-slate-600")} aria-hidden />
      {label}
    </DropdownMenu.Item>
  );
}
