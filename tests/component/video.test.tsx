import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import VideoBlock from "../../engine/blocks/video";
import { renderWithSite } from "../support/renderWithSite";
import { parseBlock } from "../support/blocks";

const base = { heading: "See the treatment", title: "Invisalign explained", src: "/media/invisalign.mp4", poster: "/images/invisalign-poster.svg" };

describe("video block", () => {
  let play: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    play = vi.fn(() => Promise.resolve());
    vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(play as unknown as () => Promise<void>);
  });
  afterEach(() => vi.restoreAllMocks());

  it("with loadOnPlay renders no <video> before play, only the poster and the play button", () => {
    renderWithSite(<VideoBlock block={parseBlock("video", { ...base, loadOnPlay: true })} />);
    expect(document.querySelector("video")).toBeNull();
    expect(document.querySelector("img")?.getAttribute("src")).toBe(base.poster);
    expect(screen.getByRole("button", { name: "Play video: Invisalign explained" })).toBeTruthy();
  });

  it("pressing play adds the video with controls, starts it and focuses it", () => {
    renderWithSite(<VideoBlock block={parseBlock("video", { ...base, loadOnPlay: true, captions: "/media/invisalign.vtt" })} />);
    fireEvent.click(screen.getByRole("button", { name: "Play video: Invisalign explained" }));
    const video = document.querySelector("video")!;
    expect(video.getAttribute("src")).toBe(base.src);
    expect(video.controls).toBe(true);
    expect(video.getAttribute("aria-label")).toBe("Invisalign explained");
    expect(play).toHaveBeenCalled();
    expect(document.activeElement).toBe(video);
    expect(screen.queryByRole("button", { name: /Play video/ })).toBeNull();
    const track = video.querySelector("track")!;
    expect(track.getAttribute("kind")).toBe("captions");
    expect(track.getAttribute("src")).toBe("/media/invisalign.vtt");
  });

  it("without loadOnPlay waits with preload='none' and no controls; play toggles the controls on", () => {
    renderWithSite(<VideoBlock block={parseBlock("video", base)} />);
    const video = document.querySelector("video")!;
    expect(video.getAttribute("preload")).toBe("none");
    expect(video.getAttribute("poster")).toBe(base.poster);
    expect(video.controls).toBe(false);
    expect(play).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Play video: Invisalign explained" }));
    expect(document.querySelector("video")).toBe(video);
    expect(video.controls).toBe(true);
    expect(play).toHaveBeenCalledTimes(1);
  });
});
