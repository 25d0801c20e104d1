/**
 * The last pass over the analysis HTML: sanitize-html with a closed list of tags, no script, no event
 * handlers, no links, no styles; an image survives only with a relative `/api/…` source of our own server.
 */
import type SanitizeHtml from "sanitize-html";
import { lazyRequire } from "../../lazy-require.ts";

const sanitizeHtml = lazyRequire<typeof SanitizeHtml>("sanitize-html");

/** The only image sources the HTML may carry: relative URLs of our own API, plain path characters. */
const IMAGE_SRC = /^\/api\/[A-Za-z0-9._~%/-]+$/;
export function safeImageSrc(src: string | undefined): src is string {
  if (typeof src !== "string" || !IMAGE_SRC.test(src)) return false;
  // No segment may be empty or, even percent-encoded, "." / ".." or contain a slash.
  return src
    .slice(1)
    .split("/")
    .every((segment) => {
      let decoded: string;
      try {
        decoded = decodeURIComponent(segment);
      } catch {
        return false;
      }
      return decoded !== "" && decoded !== "." && decoded !== ".." && !/[/\\]/.test(decoded);
    });
}

const ALLOWED_TAGS = [
  "article",
  "section",
  "div",
  "h1",
  "h2",
  "h3",
  "p",
  "ul",
  "ol",
  "li",
  "strong",
  "em",
  "q",
  "small",
  "code",
  "br",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
  "figure",
  "figcaption",
  "img",
];

export function sanitizeAnalysisHtml(html: string): string {
  return sanitizeHtml()(html, {
    allowedTags: ALLOWED_TAGS,
    allowedAttributes: {
      "*": ["class", "lang"],
      th: ["scope"],
      img: ["src", "alt", "width", "height", { name: "loading", multiple: false, values: ["lazy"] }],
    },
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
    allowProtocolRelative: false,
    // An image survives only with a relative /api/ source and numeric dimensions.
    exclusiveFilter: (frame) =>
      frame.tag === "img" &&
      (!safeImageSrc(frame.attribs.src) ||
        !/^\d{1,4}$/.test(frame.attribs.width ?? "") ||
        !/^\d{1,4}$/.test(frame.attribs.height ?? "")),
    disallowedTagsMode: "discard",
  });
}
