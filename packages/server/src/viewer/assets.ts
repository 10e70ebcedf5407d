import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Where the viewer's client build lives (`npm run build` writes it) and what the pages link. VIEWER_CLIENT_DIR
 * points at a copy instead: the viewer benchmarks serve one that a build running meanwhile cannot replace.
 */
export const viewerClientDir = process.env.VIEWER_CLIENT_DIR || fileURLToPath(new URL('../../../viewer/dist/client', import.meta.url));
const manifestPath = `${viewerClientDir}/.vite/manifest.json`;
const CLIENT_ENTRY = 'src/client.tsx';
const PUBLIC_PREFIX = '/viewer/';

export interface ViewerAssets {
  /** The entry script, or undefined when the client is not built (pages still render, without scripts). */
  script?: string;
  /**
   * The styles' text, written into the page itself: a stylesheet link would hold the first paint
   * back by a round trip (the whole CSS is a few kilobytes gzipped).
   */
  inlineCss: string;
  /** Chunks the entry imports, preloaded so they do not wait for the entry to be parsed. */
  preloads: string[];
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export function loadViewerAssets(): ViewerAssets {
  if (!existsSync(manifestPath)) return { preloads: [], inlineCss: '' };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) return { preloads: [], inlineCss: '' };
  const styles = new Set(entry.css ?? []);
  const preloads: string[] = [];
  for (const name of entry.imports ?? []) {
    const chunk = manifest[name];
    if (!chunk) continue;
    preloads.push(PUBLIC_PREFIX + chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
  }
  const inlineCss = [...styles].map((file) => readFileSync(`${viewerClientDir}/${file}`, 'utf8')).join('\n');
  return { script: PUBLIC_PREFIX + entry.file, preloads, inlineCss };
}
