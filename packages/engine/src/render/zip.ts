/** One ZIP of several files (the image templates' "Alle Bildvorlagen" download). */
import type JSZip from "jszip";
import { lazyRequire } from "../lazy-require.ts";

const jszip = lazyRequire<typeof JSZip>("jszip");

export interface ZipEntry {
  /** Path inside the ZIP, forward slashes. */
  name: string;
  data: Uint8Array;
}

/** The entries in their order; a name given twice keeps the later file. */
export function zipFiles(entries: ZipEntry[]): Promise<Uint8Array> {
  const Zip = jszip();
  const zip = new Zip();
  for (const entry of entries) zip.file(entry.name, entry.data);
  return zip.generateAsync({ type: "uint8array", compression: "DEFLATE", compressionOptions: { level: 6 } });
}
