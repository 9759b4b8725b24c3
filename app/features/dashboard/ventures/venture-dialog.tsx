import { useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "#app/lib/api.ts";
import { toast } from "#app/lib/toast-store.ts";
import { FormDialog } from "../shared/form-dialog.tsx";
import { KEYS, type VentureJson } from "../shared/types.ts";
import { useSaveForm } from "../shared/use-save-form.ts";
import {
  addVenturePayload,
  editVenturePayload,
  EMPTY_VENTURE,
  VENTURE_FIELD_LABELS,
  ventureToForm,
  type VentureFormValues,
} from "./venture-form.ts";
import { VentureFields } from "./venture-fields.tsx";

export const NO_VENTURE_ID = "No venture ID provided";

// docs/product.md#dashboard Add New Brand ("new") and Edit Venture (a venture; a wider modal that opens with its
// values); closing or saving resets the form (docs/product.md#states). #errors-and-messages: 'Success' / 'Brand added
// successfully' or 'Venture updated successfully'; failures 'Error' / 'Failed to add brand', or
// for an edit the error's message ('status: body') or 'Failed to update venture'.
export function VentureDialog({ venture, onClose }: { venture: VentureJson | "new" | null; onClose: () => void }) {
  if (!venture) return null;
  return (
    <VentureForm
      key={venture === "new" ? "new" : venture.id}
      venture={venture === "new" ? null : venture}
      onClose={onClose}
    />
  );
}

function VentureForm({ venture, onClose }: { venture: VentureJson | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const saving = useSaveForm<VentureFormValues, VentureJson>({
    initial: () => (venture ? ventureToForm(venture) : EMPTY_VENTURE),
    empty: EMPTY_VENTURE,
    item: venture,
    toForm: ventureToForm,
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
      !venture
        ? "Failed to add brand"
        : error instanceof Error && error.message
          ? error.message
          : "Failed to update venture",
  });

  return (
    <FormDialog
      form={saving}
      className={venture ? "max-w-4xl" : undefined}
      title={venture ? "Edit Venture" : "Add New Brand"}
      description={
        venture
          ? `Update ${venture.name}. Changes show on the portfolio dashboard at once.`
          : "Add a venture to the portfolio. Investors see it on their dashboard right away."
      }
      submitLabel={venture ? "Update Venture" : "Add Brand"}
      pendingLabel={venture ? "Updating..." : "Adding..."}
      requiredNote={!venture}
      history={{
        collection: "ventures",
        thing: "venture",
        labels: VENTURE_FIELD_LABELS,
        onRestored: () => queryClient.invalidateQueries({ queryKey: KEYS.ventures }),
      }}
    >
      <VentureFields
        mode={venture ? "edit" : "add"}
        values={saving.form.values}
        errors={saving.form.errors}
        set={saving.form.set}
      />
    </FormDialog>
  );
}
