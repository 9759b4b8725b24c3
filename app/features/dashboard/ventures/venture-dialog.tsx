import { useQueryClient } from "@tanstack/react-query";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "#app/components/ui/dialog.tsx";
import { apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { FormActions, RequiredNote } from "../shared/form-bits.tsx";
import { KEYS, type VentureJson } from "../shared/types.ts";
import { useReturnFocus } from "../shared/use-return-focus.ts";
import { useSaveForm } from "../shared/use-save-form.ts";
import { addVenturePayload, editVenturePayload, EMPTY_VENTURE, ventureToForm, type VentureFormValues } from "./venture-form.ts";
import { VentureFields } from "./venture-fields.tsx";

export const NO_VENTURE_ID = "No venture ID provided";

// SPEC §2 Add New Brand ("new") and Edit Venture (a venture; a wider modal that opens with its
// values); closing or saving resets the form (SPEC §4). SPEC §8: 'Success' / 'Brand added
// successfully' or 'Venture updated successfully'; failures 'Error' / 'Failed to add brand', or
// for an edit the error's message ('status: body') or 'Failed to update venture'.
export function VentureDialog({ venture, onClose }: { venture: VentureJson | "new" | null; onClose: () => void }) {
  if (!venture) return null;
  return <VentureForm key={venture === "new" ? "new" : venture.id} venture={venture === "new" ? null : venture} onClose={onClose} />;
}

function VentureForm({ venture, onClose }: { venture: VentureJson | null; onClose: () => void }) {
  const returnFocus = useReturnFocus();
  const queryClient = useQueryClient();
  const { form, formRef, close, save, submit } = useSaveForm<VentureFormValues>({
    initial: () => (venture ? ventureToForm(venture) : EMPTY_VENTURE),
    empty: EMPTY_VENTURE,
    onClose,
    check: venture ? editVenturePayload : addVenturePayload,
    send: async (body) => {
      if (!venture) return apiRequest("POST", "/api/ventures", body);
      if (!venture.id) throw new Error(NO_VENTURE_ID);
      return apiRequest<VentureJson>("PUT", `/api/ventures/${venture.id}`, body);
    },
    onSaved: async () => {
      toast({ title: "Success", description: venture ? "Venture updated successfully" : "Brand added successfully" });
      await queryClient.invalidateQueries({ queryKey: KEYS.ventures });
    },
    failureTitle: "Error",
    failureDescription: (error) =>
      !venture ? "Failed to add brand" : error instanceof Error && error.message ? error.message : "Failed to update venture",
  });

  return (
    <Dialog open onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent wide className={venture ? "max-w-4xl" : undefined} {...returnFocus}>
        <DialogTitle>{venture ? "Edit Venture" : "Add New Brand"}</DialogTitle>
        <DialogDescription>
          {venture
            ? `Update ${venture.name}. Changes show on the portfolio dashboard at once.`
            : "Add a venture to the portfolio. Investors see it on their dashboard right away."}
        </DialogDescription>
        <form ref={formRef} onSubmit={submit} noValidate className="mt-6 grid gap-8">
          {venture ? null : <RequiredNote />}
          <VentureFields mode={venture ? "edit" : "add"} values={form.values} errors={form.errors} set={form.set} />
          <FormActions>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" disabled={save.isPending}>
              {venture ? (save.isPending ? "Updating..." : "Update Venture") : save.isPending ? "Adding..." : "Add Brand"}
            </Button>
          </FormActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
