import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, type FormEvent } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../../components/ui/dialog.tsx";
import { apiRequest } from "../../../lib/api.ts";
import { toast } from "../../../lib/toast-store.ts";
import { redirectIfUnauthorized } from "../shared/feedback.ts";
import { FormActions, RequiredNote } from "../shared/form-bits.tsx";
import { useReturnFocus } from "../shared/use-return-focus.ts";
import { KEYS } from "../shared/types.ts";
import { apiFormErrors, focusFirstError, useForm } from "../shared/use-form.ts";
import { addVenturePayload, EMPTY_VENTURE, type VentureFormValues } from "./venture-form.ts";
import { VentureFields } from "./venture-fields.tsx";

// SPEC §2 Add New Brand dialog; §8: 'Success' / 'Brand added successfully' then reset and
// close; failure 'Error' / 'Failed to add brand'; a 401 sends the person to sign in.
export function AddVentureDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const returnFocus = useReturnFocus();
  const queryClient = useQueryClient();
  const form = useForm<VentureFormValues>(EMPTY_VENTURE);
  const formRef = useRef<HTMLFormElement>(null);

  const close = () => {
    form.reset(EMPTY_VENTURE);
    onOpenChange(false);
  };

  const mutation = useMutation({
    mutationFn: (body: Record<string, unknown>) => apiRequest("POST", "/api/ventures", body),
    onSuccess: async () => {
      toast({ title: "Success", description: "Brand added successfully" });
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
      toast({ title: "Error", description: "Failed to add brand", variant: "destructive" });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = addVenturePayload(form.values);
    if (!checked.ok) {
      form.setErrors(checked.errors);
      focusFirstError(formRef.current);
      return;
    }
    mutation.mutate(checked.body);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent wide {...returnFocus}>
        <DialogTitle>Add New Brand</DialogTitle>
        <DialogDescription>Add a venture to the portfolio. Investors see it on their dashboard right away.</DialogDescription>
        <form ref={formRef} onSubmit={submit} noValidate className="mt-6 grid gap-8">
          <RequiredNote />
          <VentureFields mode="add" values={form.values} errors={form.errors} set={form.set} />
          <FormActions>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" disabled={mutation.isPending}>
              {mutation.isPending ? "Adding..." : "Add Brand"}
            </Button>
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
