import { useMutation } from "@tanstack/react-query";
import { toast } from "#app/lib/toast-store.ts";
import { reportFailure } from "./feedback.ts";

// docs/product.md#errors-and-messages: a change made from a list says it is done in a toast, then the list is
// read again; a failure is reported with its title and the server's message (feedback.ts), or handed to `failed`.

export function useToastedChange<V = void>({
  send,
  done,
  refresh,
  failed,
}: {
  send: (variables: V) => Promise<unknown>;
  done: { title: string; description?: string };
  refresh: () => Promise<unknown>;
  /** The failure toast's title, or what handles a failure instead. */
  failed: string | ((error: Error) => void);
}) {
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      toast(done);
      await refresh();
    },
    onError: (error) => (typeof failed === "string" ? reportFailure(error, failed) : failed(error)),
  });
}

/** The entry as it will be once a pending change of one of its flags is saved: its switch does not jump back. */
export function withPendingFlag<T extends { id: string }, K extends keyof T>(
  item: T,
  flag: K,
  change: { isPending: boolean; variables?: { id: string } & Pick<T, K> },
): T {
  return change.isPending && change.variables?.id === item.id ? { ...item, [flag]: change.variables[flag] } : item;
}

/** The entry a flag change or a delete is being saved for, which shows as busy. */
export function busyEntryId(
  change: { isPending: boolean; variables?: { id: string } },
  remove: { isPending: boolean; variables?: string },
): string | null {
  return (change.isPending && change.variables?.id) || (remove.isPending && remove.variables) || null;
}
