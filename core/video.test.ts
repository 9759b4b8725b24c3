import { describe, expect, it } from "vitest";
import {
  isPlayableVideoLink,
  isVideoEmbedSource,
  parseVideoUrl,
  videoEmbedUrl,
  videoExternalUrl,
  videoProviderLabel,
  videoThumbnail,
  videoTitle,
} from "./video.ts";

const ID = "dQw4w9WgXcQ";

describe("parseVideoUrl", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube-nocookie.com/embed/${ID}?rel=0`,
    `https://www.youtube.com/shorts/${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `  https://www.youtube.com/watch?v=${ID}  `,
  ])("recognises the YouTube id in %s", (url) => {
    expect(parseVideoUrl(url)).toMatchObject({ kind: "youtube", id: ID });
  });

  it.each([
    ["https://vimeo.com/824519306", "824519306"],
    ["https://www.vimeo.com/824519306", "824519306"],
    ["https://player.vimeo.com/video/771203458", "771203458"],
    ["https://vimeo.com/channels/staffpicks/771203458", "771203458"],
    ["https://vimeo.com/groups/shortfilms/videos/771203458", "771203458"],
  ])("recognises the Vimeo id in %s", (url, id) => {
    expect(parseVideoUrl(url)).toMatchObject({ kind: "vimeo", id });
  });

  it("keeps the privacy hash of an unlisted Vimeo link", () => {
    expect(parseVideoUrl("https://vimeo.com/824519306/a1b2c3d4e5")).toMatchObject({
      id: "824519306",
      hash: "a1b2c3d4e5",
    });
  });

  it("treats YouTube and Vimeo links without a valid id as other links", () => {
    expect(parseVideoUrl("https://www.youtube.com/watch?v=short")?.kind).toBe("other");
    expect(parseVideoUrl("https://www.youtube.com/channel/UC123")?.kind).toBe("other");
    expect(parseVideoUrl("https://youtu.be/")?.kind).toBe("other");
    expect(parseVideoUrl("https://vimeo.com/about")?.kind).toBe("other");
    expect(parseVideoUrl(`https://notyoutube.com/watch?v=${ID}`)?.kind).toBe("other");
    expect(parseVideoUrl(`https://youtube.com.evil.example/watch?v=${ID}`)?.kind).toBe("other");
  });

  it.each([
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "ftp://example.com/video.mp4",
    "file:///etc/passwd",
    "//www.youtube.com/watch?v=dQw4w9WgXcQ",
    "www.youtube.com/watch?v=dQw4w9WgXcQ",
    "not a url",
    "https://exa mple.com/v.mp4",
    "",
    "   ",
  ])("refuses %j", (url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe("videoEmbedUrl", () => {
  it("plays YouTube through the privacy-enhanced player with autoplay", () => {
    expect(videoEmbedUrl(`https://youtu.be/${ID}`)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
  });

  it("plays Vimeo through its player with autoplay", () => {
    expect(videoEmbedUrl("https://vimeo.com/824519306")).toBe("https://player.vimeo.com/video/824519306?autoplay=1");
    expect(videoEmbedUrl("https://vimeo.com/824519306/a1b2c3d4e5")).toBe(
      "https://player.vimeo.com/video/824519306?h=a1b2c3d4e5&autoplay=1",
    );
  });

  it("frames no other address (a link stored before the gallery took only YouTube and Vimeo)", () => {
    expect(videoEmbedUrl("https://media.example.com/talks/demo.mp4")).toBeNull();
    expect(videoEmbedUrl("https://www.youtube.com/channel/UC123")).toBeNull();
  });

  it("plays only on the hosts a page may frame", () => {
    for (const link of [`https://youtu.be/${ID}`, "https://vimeo.com/824519306/a1b2c3d4e5"])
      expect(isVideoEmbedSource(videoEmbedUrl(link)!)).toBe(true);
  });

  it("never returns a non-http address", () => {
    expect(videoEmbedUrl("javascript:alert(1)")).toBeNull();
    expect(videoEmbedUrl("data:text/html,hi")).toBeNull();
  });
});

describe("isVideoEmbedSource", () => {
  it("takes https players on the YouTube and Vimeo hosts only", () => {
    expect(isVideoEmbedSource(`https://www.youtube.com/embed/${ID}`)).toBe(true);
    expect(isVideoEmbedSource("https://PLAYER.vimeo.com/video/1")).toBe(true);
    for (const src of [
      "https://example.com/embed/x",
      `http://www.youtube.com/embed/${ID}`,
      `//www.youtube.com/embed/${ID}`,
      `/embed/${ID}`,
      `https://www.youtube.com.evil.example/embed/${ID}`,
      "https://vimeo.com/1",
      "javascript:alert(1)",
      "not a url",
      "",
    ])
      expect(isVideoEmbedSource(src), src).toBe(false);
  });
});

describe("isPlayableVideoLink", () => {
  it("takes YouTube and Vimeo video links, whatever their form", () => {
    for (const link of [`https://youtu.be/${ID}`, `http://www.youtube.com/watch?v=${ID}`, "https://vimeo.com/1"])
      expect(isPlayableVideoLink(link), link).toBe(true);
  });
  it("refuses other addresses and links naming no video", () => {
    for (const link of ["https://media.example.com/demo.mp4", "https://vimeo.com/about", "javascript:alert(1)", ""])
      expect(isPlayableVideoLink(link), link).toBe(false);
  });
});

describe("videoThumbnail", () => {
  it("prefers the provided thumbnail", () => {
    expect(videoThumbnail({ url: `https://youtu.be/${ID}`, thumbnail: "/images/samples/dunes.svg" })).toBe(
      "/images/samples/dunes.svg",
    );
  });

  it("derives YouTube's static thumbnail", () => {
    expect(videoThumbnail({ url: `https://www.youtube.com/watch?v=${ID}`, thumbnail: "  " })).toBe(
      `https://img.youtube.com/vi/${ID}/hqdefault.jpg`,
    );
  });

  it("has no thumbnail for Vimeo and other links (the placeholder is used)", () => {
    expect(videoThumbnail({ url: "https://vimeo.com/824519306" })).toBeNull();
    expect(videoThumbnail({ url: "https://media.example.com/demo.mp4", thumbnail: null })).toBeNull();
  });
});

describe("videoTitle and links", () => {
  it("defaults the title to 'Video N'", () => {
    expect(videoTitle({}, 0)).toBe("Video 1");
    expect(videoTitle({ title: "  " }, 2)).toBe("Video 3");
    expect(videoTitle({ title: "Demo" }, 2)).toBe("Demo");
  });

  it("opens only http(s) addresses externally", () => {
    expect(videoExternalUrl("https://vimeo.com/824519306")).toBe("https://vimeo.com/824519306");
    expect(videoExternalUrl("javascript:alert(1)")).toBeNull();
  });

  it("names the provider", () => {
    expect(videoProviderLabel(`https://youtu.be/${ID}`)).toBe("YouTube");
    expect(videoProviderLabel("https://vimeo.com/1")).toBe("Vimeo");
    expect(videoProviderLabel("https://example.com/v")).toBeNull();
  });
});
