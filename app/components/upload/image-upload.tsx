import { Upload } from "lucide-react";
import { useRef, useState, type ChangeEvent, type ReactNode } from "react";
import {
  FILE_TOO_LARGE_TITLE,
  fileTooLargeMessage,
  isFileTooLarge,
  UPLOAD_ACCEPT,
  type UploadPurpose,
} from "#core/uploads.ts";
import { cn } from "../../lib/cn.ts";
import { toast } from "../../lib/toast-store.ts";
import { Button } from "../ui/button.tsx";
import { FileTooLargeError, uploadImage } from "./upload-image.ts";

// A file input and an 'Upload' button (docs/product.md#states upload states: idle, uploading, success, failure;
// docs/product.md#errors-and-messages upload toasts). The stored /objects/ path goes to `onUploaded`.

export type UploadStatus = "idle" | "uploading" | "success" | "failure";

export interface ImageUploadProps {
  /** Id of the file input, for a <Label htmlFor>. */
  id: string;
  /** Decides the size limit (docs/product.md#constants). */
  purpose?: UploadPurpose;
  onUploaded(path: string): void;
  /** Accessible name of the file input when no <Label> points at it. */
  inputLabel?: string;
  disabled?: boolean;
  className?: string;
  /** More ways to fill the field, beside the Upload button ("Choose from library"). */
  children?: ReactNode;
}

function tooLarge(purpose: UploadPurpose) {
  toast({ title: FILE_TOO_LARGE_TITLE, description: fileTooLargeMessage(purpose), variant: "destructive" });
}

export function ImageUpload({
  id,
  purpose = "default",
  onUploaded,
  inputLabel,
  disabled,
  className,
  children,
}: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<UploadStatus>("idle");
  const uploading = status === "uploading";

  function clear() {
    setFile(null);
    if (input.current) input.current.value = "";
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setStatus("idle");
    // Checked before any request (docs/product.md#content-rules): at or above the limit is too large.
    if (chosen && isFileTooLarge(chosen.size, purpose)) {
      tooLarge(purpose);
      clear();
      return;
    }
    setFile(chosen);
  }

  async function upload() {
    if (!file || uploading) return;
    setStatus("uploading");
    try {
      const path = await uploadImage(file, purpose);
      setStatus("success");
      clear();
      toast({ title: "Upload successful", description: "File uploaded successfully!" });
      onUploaded(path);
    } catch (err) {
      setStatus("failure");
      if (err instanceof FileTooLargeError) tooLarge(purpose);
      else
        toast({
          title: "Upload failed",
          description: "Failed to upload file. Please try again.",
          variant: "destructive",
        });
    }
  }

  return (
    // Stacked when the form is narrow (a dialog on a phone), side by side otherwise.
    <div className={cn("@container", className)} data-upload-status={status}>
      <div className="flex flex-col items-stretch gap-2 @sm:flex-row @sm:items-center">
        <input
          ref={input}
          id={id}
          type="file"
          accept={UPLOAD_ACCEPT}
          aria-label={inputLabel}
          disabled={disabled || uploading}
          onChange={choose}
          className="min-h-11 w-full min-w-0 rounded-xl @sm:flex-1 border border-slate-300 bg-white p-1 text-sm text-slate-700 file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-full file:border-0 file:bg-slate-100 file:px-4 file:text-sm file:font-semibold file:text-slate-900 hover:file:bg-slate-200 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed disabled:opacity-60"
        />
        <Button
          variant="outline"
          className="self-start @sm:self-auto"
          onClick={upload}
          disabled={disabled || uploading || !file}
        >
          <Upload aria-hidden />
          {uploading ? "Uploading..." : "Upload"}
        </Button>
        {children}
      </div>
    </div>
  );
}
