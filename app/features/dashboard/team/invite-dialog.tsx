import { useMutation } from "@tanstack/react-query";
import { UserPlus } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { ROLES, type Role } from "#core/permissions.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "#app/components/ui/dialog.tsx";
import { Field, Input, fieldAria } from "#app/components/ui/field.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { reportFailure } from "../shared/feedback.ts";
import { FormActions } from "../shared/form-actions.tsx";
import { SelectField } from "../shared/select-field.tsx";
import { apiFormErrors, focusFirstError, useForm } from "../shared/use-form.ts";
import type { MadeInvitationJson } from "../shared/types.ts";
import { InvitationMade } from "./invitation-made.tsx";
import { ROLE_HINTS, ROLE_LABELS } from "./roles.ts";
import { INVITE_VALID_FOR, useRefreshPeople } from "./use-people.ts";

// "Invite someone" (POST /api/invitations): an email and a role. A mailed invitation is confirmed by a toast and
// the dialog closes; otherwise the dialog shows what to do next (the link to pass on, or the identity provider).

const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export function InviteButton() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="brand">
          <UserPlus aria-hidden /> Invite someone
        </Button>
      </DialogTrigger>
      <DialogContent>
        <InviteForm onClose={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

/** The dialog's content: mounted afresh at each opening, so it opens on an empty form. */
function InviteForm({ onClose }: { onClose: () => void }) {
  const refresh = useRefreshPeople();
  const form = useForm<{ email: string; role: Role }>({ email: "", role: "team" });
  const formRef = useRef<HTMLFormElement>(null);
  const [made, setMade] = useState<MadeInvitationJson | null>(null);

  const invite = useMutation({
    mutationFn: (input: { email: string; role: Role }) =>
      apiRequest<MadeInvitationJson>("POST", "/api/invitations", input),
    onSuccess: async (answer) => {
      await refresh();
      if (answer.mailed) {
        toast({
          title: "Invitation sent",
          description: `${answer.email} gets a link to choose a password. It works once, for ${INVITE_VALID_FOR}.`,
        });
        onClose();
      } else setMade(answer);
    },
    onError: (error) => {
      const errors = apiFormErrors(error);
      if (!errors) return reportFailure(error, "Error");
      form.setErrors(errors);
      focusFirstError(formRef.current);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const email = form.values.email.trim();
    if (!email) {
      form.setErrors({ email: "This field is required." });
      return focusFirstError(formRef.current);
    }
    invite.mutate({ email, role: form.values.role });
  }

  if (made) {
    return (
      <InvitationMade
        made={made}
        onAnother={() => {
          form.reset({ email: "", role: made.role });
          setMade(null);
        }}
        onDone={onClose}
      />
    );
  }
  const { values, errors, set } = form;
  return (
    <>
      <DialogTitle>Invite someone</DialogTitle>
      <DialogDescription>They get a one-time link to join the dashboard with the role you choose.</DialogDescription>
      <form ref={formRef} onSubmit={submit} noValidate className="mt-6 grid gap-5">
        <Field id="invite-email" label="Email" required error={errors.email}>
          <Input
            {...fieldAria("invite-email", errors.email)}
            type="email"
            autoComplete="off"
            spellCheck={false}
            aria-required
            value={values.email}
            onChange={(e) => set("email", e.target.value)}
          />
        </Field>
        <SelectField
          id="invite-role"
          label="Role"
          required
          error={errors.role}
          hint={ROLE_HINTS[values.role]}
          value={values.role}
          onChange={(role) => set("role", role as Role)}
          options={ROLE_OPTIONS}
        />
        <FormActions onCancel={onClose} pending={invite.isPending}>
          {invite.isPending ? "Sending..." : "Send invitation"}
        </FormActions>
      </form>
    </>
  );
}
