import { Fingerprint, UserPlus } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import type { MadeInvitationJson } from "../shared/types.ts";
import { ROLE_LABELS } from "./roles.ts";
import { ShownLink } from "./shown-link.tsx";
import { invitationLink } from "./use-people.ts";

// The invite dialog once the invitation is made and not mailed: the link to pass on (shown this once), or, with
// an external identity provider, that the role waits for their first sign-in there.

export function InvitationMade({
  made,
  onAnother,
  onDone,
}: {
  made: MadeInvitationJson;
  onAnother: () => void;
  onDone: () => void;
}) {
  const link = invitationLink(made);
  const role = ROLE_LABELS[made.role];
  return (
    <>
      <DialogTitle>Invitation ready</DialogTitle>
      <DialogDescription>
        {made.email} is invited as {role}.
      </DialogDescription>
      <div className="mt-6">
        {link ? (
          <ShownLink link={link} />
        ) : (
          <div role="status" className="flex gap-3 rounded-2xl border border-indigo-200 bg-indigo-50 p-4 sm:p-5">
            <Fingerprint className="mt-0.5 size-5 shrink-0 text-indigo-700" aria-hidden />
            <p className="text-sm text-indigo-950">
              They sign in with the studio&rsquo;s identity provider, which handles their password. The {role} role is
              theirs at their first sign-in with{" "}
              <strong className="font-semibold [overflow-wrap:anywhere]">{made.email}</strong>.
            </p>
          </div>
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onAnother}>
          <UserPlus aria-hidden /> Invite someone else
        </Button>
        <Button variant="brand" onClick={onDone}>
          Done
        </Button>
      </div>
    </>
  );
}
