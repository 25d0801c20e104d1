/**
 * A thesis picture's bytes as the renderers take them: its type read from the bytes themselves (a file
 * that is no PNG, JPEG or GIF is never embedded), and a fit into a box that keeps its aspect ratio.
 */

export type PictureType = "image/png" | "image/jpeg" | "image/gif";

/** The picture type by its first bytes, null for anything else (damaged or foreign data). */
export function pictureType(bytes: Uint8Array): PictureType | null {
  if (bytes.length < 8) return null;
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "image/png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46 && bytes[3] === 0x38) return "image/gif";
  return null;
}

/** "data:image/png;base64,…" for an SVG `href`, or null when the bytes are no picture. */
export function pictureDataUri(bytes: Uint8Array): string | null {
  const type = pictureType(bytes);
  return type ? `data:${type};base64,${Buffer.from(bytes).toString("base64")}` : null;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The largest box of the picture's aspect ratio inside `area`, centred horizontally, at the top. */
export function fitPicture(size: { width: number; height: number }, area: Box): Box {
  const aspect = size.width / size.height;
  const w = Math.min(area.w, area.h * aspect);
  const h = w / aspect;
  return { x: area.x + (area.w - w) / 2, y: area.y, w, h };
}
