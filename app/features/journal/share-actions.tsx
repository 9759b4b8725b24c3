import { Link2, Share2 } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../lib/toast-store.ts";

// docs/product.md#public-screens article sharing: native share when the browser has it, otherwise a social-post
// share intent in a new tab; Copy Link copies the current address.

export function shareIntentUrl(url: string, text: string): string {
  return `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
}

export function ShareActions({ title, excerpt }: { title: string; excerpt: string }) {
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: excerpt, url });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing to do. Any other failure falls back.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    window.open(shareIntentUrl(url, title), "_blank", "noopener,noreferrer");
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast({ title: "Link copied!", description: "The article's address is on your clipboard." });
    } catch {
      toast({ title: "Error", description: "Failed to copy to clipboard", variant: "destructive" });
    }
  }

  return (
    <div className="flex flex-wrap gap-3">
      <Button variant="outline" onClick={share}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      <Button variant="outline" onClick={copyLink}>
        <Link2 aria-hidden="true" />
        Copy Link
      </Button>
    </div>
  );
}
