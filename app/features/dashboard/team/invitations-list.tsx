import { useMutation } from "@tanstack/react-query";
import { MailX, RefreshCw, Send } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { formatDate } from "#app/lib/format-time.ts";
import { toast } from "#app/lib/toast-store.ts";
import { Badge } from "../shared/badge.tsx";
import { reportFailure } from "../shared/feedback.ts";
import { useToastedChange } from "../shared/use-toasted-change.ts";
import type { InvitationJson, MadeInvitationJson } from "../shared/types.ts";
import { ConfirmAction } from "./confirm-action.tsx";
import { ROLE_LABELS } from "./roles.ts";
import { ShownLinkDialog, type OneTimeLink } from "./shown-link.tsx";
import { INVITE_VALID_FOR, invitationLink, useRefreshPeople } from "./use-people.ts";

// Open invitations (GET /api/invitations), newest first: send one again with a new link (the old one stops
// working) or revoke it. An expired one stays listed until then.

export function InvitationsList({ invitations }: { invitations: InvitationJson[] }) {
  return (
    <section aria-labelledby="invitations-heading" className="mb-8">
      <h3 id="invitations-heading" className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900">
        Invitations
        <span className="rounded-full bg-slate-200/70 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {invitations.length}
        </span>
      </h3>
      <ul
        data-rows
        className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        {/* Keyed by email (one open invitation each): sending again makes a new id, and the row and the link it
            shows stay. */}
        {invitations.map((invitation) => (
          <InvitationRow key={invitation.email} invitation={invitation} />
        ))}
      </ul>
    </section>
  );
}

function InvitationRow({ invitation }: { invitation: InvitationJson }) {
  const { email } = invitation;
  const refresh = useRefreshPeople();
  const revokeButton = useRef<HTMLButtonElement>(null);
  const resendButton = useRef<HTMLButtonElement>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [shown, setShown] = useState<OneTimeLink | null>(null);

  const resend = useMutation({
    mutationFn: () => apiRequest<MadeInvitationJson>("POST", `/api/invitations/${invitation.id}/resend`),
    onSuccess: async (made) => {
      await refresh();
      const link = invitationLink(made);
      if (link) return setShown(link);
      toast(
        made.mailed
          ? {
              title: "Invitation sent",
              description: `A new link is on its way to ${email}; the old one no longer works.`,
            }
          : { title: "Invitation renewed", description: `${email} gets the role at their first sign-in.` },
      );
    },
    onError: (error) => reportFailure(error, "Error"),
  });
  const revoke = useToastedChange({
    send: () => apiRequest("DELETE", `/api/invitations/${invitation.id}`),
    done: { title: "Invitation revoked", description: `The link sent to ${email} no longer works.` },
    refresh,
    failed: "Error",
  });

  return (
    <li data-testid="invitation" className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">{email}</p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <Badge tone="indigo">{ROLE_LABELS[invitation.role]}</Badge>
          {invitation.expired ? (
            <Badge tone="amber">Expired</Badge>
          ) : (
            <span>
              Expires <time dateTime={invitation.expiresAt}>{formatDate(invitation.expiresAt)}</time>
            </span>
          )}
          <span>
            Invited <time dateTime={invitation.createdAt}>{formatDate(invitation.createdAt)}</time>
          </span>
        </p>
      </div>
      <div className="flex gap-2 max-sm:[&>button]:flex-1">
        <Button
          ref={resendButton}
          variant="outline"
          size="sm"
          disabled={resend.isPending || revoke.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? <RefreshCw className="motion-safe:animate-spin" aria-hidden /> : <Send aria-hidden />}
          Send again<span className="sr-only"> to {email}</span>
        </Button>
        <Button
          ref={revokeButton}
          variant="outline"
          size="sm"
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          disabled={revoke.isPending}
          onClick={() => setIsConfirming(true)}
        >
          <MailX aria-hidden /> Revoke<span className="sr-only"> the invitation to {email}</span>
        </Button>
      </div>
      <ConfirmAction
        open={isConfirming}
        onOpenChange={setIsConfirming}
        icon={<MailX aria-hidden />}
        title="Revoke this invitation?"
        description={
          <>
            The link sent to <strong className="font-semibold [overflow-wrap:anywhere] text-slate-900">{email}</strong>{" "}
            stops working at once, and the role it gave goes with it. You can invite them again later.
          </>
        }
        action="Revoke"
        onConfirm={() => revoke.mutate()}
        returnFocusTo={revokeButton}
      />
      <ShownLinkDialog
        title="New invitation link"
        description={`For ${email}, as ${ROLE_LABELS[invitation.role]}. The link made before no longer works; this one works for ${INVITE_VALID_FOR}.`}
        link={shown}
        onClose={() => setShown(null)}
        returnFocusTo={resendButton}
      />
    </li>
  );
}
