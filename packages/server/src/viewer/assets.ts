import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the viewer's client build lives (`npm run build` writes it) and what the pages link. */
export const viewerClientDir = fileURLToPath(new URL('../../../viewer/dist/client', import.meta.url));
const manifestPath = `${viewerClientDir}/.vite/manifest.json`;
const CLIENT_ENTRY = 'src/client.tsx';
const PUBLIC_PREFIX = '/viewer/';

export interface ViewerAssets {
  /** The entry script, or undefined when the client is not built (pages still render, without scripts). */
  script?: string;
  styles: string[];
  /** Chunks the entry imports, preloaded so they do not wait for the entry to be parsed. */
  preloads: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export function loadViewerAssets(): ViewerAssets {
  if (!existsSync(manifestPath)) return { styles: [], preloads: [] };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) return { styles: [], preloads: [] };
  const styles = new Set(entry.css ?? []);
  const preloads: string[] = [];
  for (const name of entry.imports ?? []) {
    const chunk = manifest[name];
    if (!chunk) continue;
    preloads.push(PUBLIC_PREFIX + chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
  }
  return { script: PUBLIC_PREFIX + entry.file, styles: [...styles].map((file) => PUBLIC_PREFIX + file), preloads };
}
