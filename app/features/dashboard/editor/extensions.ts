import { Extension, Node, mergeAttributes, type Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { isVideoEmbedSource } from "#core/video.ts";

// The editor's document: exactly the HTML the server's sanitizer keeps (server/content/sanitize.server.ts),
// so what staff see is what gets saved (docs/decisions/033-visual-editor.md).

export const HEADING_LEVELS = [2, 3, 4] as const;

/** A YouTube or Vimeo player: an <iframe> the sanitizer keeps (its hosts, https, src and title). */
const VideoEmbed = Node.create({
  name: "videoEmbed",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, title: { default: "Video" } };
  },
  parseHTML() {
    return [
      {
        tag: "iframe[src]",
        getAttrs: (el) => (isVideoEmbedSource(el.getAttribute("src") ?? "") ? null : false),
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ["iframe", mergeAttributes(HTMLAttributes, { allowfullscreen: "true" })];
  },
});

/** Ctrl/Cmd+K asks for a link, like every word processor. */
function linkShortcut(onLink: () => void) {
  return Extension.create({
    name: "linkShortcut",
    addKeyboardShortcuts() {
      return {
        "Mod-k": () => {
          onLink();
          return true;
        },
      };
    },
  });
}

export function editorExtensions({ onLink }: { onLink: () => void }): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      link: {
        openOnClick: false,
        // Not autolink: an autolink mark grows as you type after it, so text typed after a link would join it.
        autolink: false,
        // Plain links: the sanitizer keeps target only as _blank (with its own rel) and staff link mostly within the site.
        HTMLAttributes: { target: null, rel: null },
        protocols: ["mailto", "tel"],
        isAllowedUri: (url, { defaultValidate }) => defaultValidate(url) && !/^\/\//.test(url),
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    VideoEmbed,
    linkShortcut(onLink),
  ];
}
