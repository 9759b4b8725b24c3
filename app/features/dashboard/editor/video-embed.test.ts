import { describe, expect, it } from "vitest";
import { isVideoEmbedSource } from "#core/video.ts";
import { videoEmbedSource } from "./video-embed.ts";

describe("video embeds in the article body", () => {
  it("turns YouTube and Vimeo links into players on the hosts the sanitizer keeps", () => {
    expect(videoEmbedSource("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(videoEmbedSource("https://youtu.be/dQw4w9WgXcQ")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(videoEmbedSource("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871");
    expect(videoEmbedSource("https://vimeo.com/76979871/abcdef1234")).toBe(
      "https://player.vimeo.com/video/76979871?h=abcdef1234",
    );
    for (const link of ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://vimeo.com/76979871"]) {
      expect(isVideoEmbedSource(videoEmbedSource(link)!)).toBe(true);
    }
  });

  it("refuses other links and other hosts", () => {
    expect(videoEmbedSource("https://example.com/video.mp4")).toBeNull();
    expect(videoEmbedSource("javascript:alert(1)")).toBeNull();
    expect(isVideoEmbedSource("https://example.com/embed/x")).toBe(false);
    expect(isVideoEmbedSource("http://www.youtube.com/embed/dQw4w9WgXcQ")).toBe(false);
    expect(isVideoEmbedSource("not a url")).toBe(false);
  });
});
