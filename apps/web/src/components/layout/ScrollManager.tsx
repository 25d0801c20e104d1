import { useEffect } from "react";
import { useLocation } from "react-router";

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** How long after a navigation to a hash its scroll may still be corrected (the page settling). */
const FOLLOW_MS = 4000;

/**
 * SPEC §2: when navigation carries a hash, scroll smoothly to that element; otherwise to the top.
 * The target may render late (lazy routes, config-driven sections), so it is looked up for a short while.
 */
export function ScrollManager() {
  const { pathname, hash, key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (new key) scrolls, even to the same URL
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ""));
    if (!id) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return;
    }
    let frame = 0;
    let corrections = 0;
    let target: HTMLElement | null = null;
    const giveUp = performance.now() + 3000;
    const scrollToTarget = () => {
      target?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    };
    // Content above the target can still grow while the page loads (configuration, images); when our
    // scroll ends off target, follow up, a few times at most and only while the page settles. Once it
    // arrived, every later scroll is someone else's (the visitor's scrollbar, a focus move, a click that
    // brings a button into view): pulling the page back then would move what is about to be clicked.
    const followUntil = performance.now() + FOLLOW_MS;
    const onScrollEnd = () => {
      if (!target || corrections >= 3) return;
      const margin = Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      const offset = target.getBoundingClientRect().top - margin;
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (Math.abs(offset) > 4 && !(offset > 0 && atBottom) && performance.now() < followUntil) {
        corrections += 1;
        scrollToTarget();
      } else {
        stopFollowing();
      }
    };
    function stopFollowing() {
      corrections = 3;
    }
    const attempt = () => {
      target = document.getElementById(id);
      if (target) {
        scrollToTarget();
        return;
      }
      if (performance.now() < giveUp) frame = requestAnimationFrame(attempt);
      else window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    };
    frame = requestAnimationFrame(attempt);
    window.addEventListener("scrollend", onScrollEnd);
    // Once the visitor scrolls on their own, leave the position alone.
    window.addEventListener("wheel", stopFollowing, { passive: true });
    window.addEventListener("touchstart", stopFollowing, { passive: true });
    window.addEventListener("keydown", stopFollowing);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scrollend", onScrollEnd);
      window.removeEventListener("wheel", stopFollowing);
      window.removeEventListener("touchstart", stopFollowing);
      window.removeEventListener("keydown", stopFollowing);
    };
  }, [pathname, hash, key]);

  return null;
}
