import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import { apiRequest } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast-store.ts";
import { redirectIfUnauthorized } from "../shared/feedback.ts";
import { FormActions } from "../shared/form-bits.tsx";
import { useReturnFocus } from "../shared/use-return-focus.ts";
import { KEYS, type VentureJson } from "../shared/types.ts";
import { apiFormErrors, focusFirstError, useForm } from "../shared/use-form.ts";
import { editVenturePayload, EMPTY_VENTURE, ventureToForm, type VentureFormValues } from "./venture-form.ts";
import { VentureFields } from "./venture-fields.tsx";

export const NO_VENTURE_ID = "No venture ID provided";

// SPEC §2 Edit Venture: a wider modal, only when a venture is passed in; opens with its values,
// and closing or saving resets the form (SPEC §4). Failure: 'Error' with the error message
// ('status: body') or 'Failed to update venture' (SPEC §8).
export function EditVentureDialog({ venture, onClose }: { venture: VentureJson | null; onClose: () => void }) {
  if (!venture) return null;
  return <EditVentureForm key={venture.id} venture={venture} onClose={onClose} />;
}

function EditVentureForm({ venture, onClose }: { venture: VentureJson; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  const queryClient = useQueryClient();
  const form = useForm<VentureFormValues>(() => ventureToForm(venture));
  const formRef = useRef<HTMLFormElement>(null);

  const close = () => {
    form.reset(EMPTY_VENTURE);
    onClose();
  };

  const mutation = useMutation({
    mutationFn: async (body: Record<string, unknown>) => {
      if (!venture.id) throw new Error(NO_VENTURE_ID);
      return apiRequest<VentureJson>("PUT", `/api/ventures/${venture.id}`, body);
    },
    onSuccess: async () => {
      toast({ title: "Success", description: "Venture updated successfully" });
      close();
      await queryClient.invalidateQueries({ queryKey: KEYS.ventures });
    },
    onError: (error) => {
      if (redirectIfUnauthorized(error)) return;
      const fieldErrors = apiFormErrors(error);
      if (fieldErrors) {
        form.setErrors(fieldErrors);
        focusFirstError(formRef.current);
      }
      const message = error instanceof Error && error.message ? error.message : "Failed to update venture";
      toast({ title: "Error", description: message, variant: "destructive" });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = editVenturePayload(form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError(formRef.current);
      return;
    }
    mutation.mutate(checked.body);
  }

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent wide className="max-w-4xl" {...returnFocus}>
        <DialogTitle>Edit Venture</DialogTitle>
        <DialogDescription>Update {venture.name}. Changes show on the portfolio dashboard at once.</DialogDescription>
        <form ref={formRef} onSubmit={submit} noValidate className="mt-6 grid gap-8">
          <VentureFields mode="edit" values={form.values} errors={form.errors} set={form.set} />
          <FormActions>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" disabled={mutation.isPending}>
              {mutation.isPending ? "Updating..." : "Update Venture"}
            </Button>
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
