// viewer-and-project.md §2 "Mag menu: … page thumbnails with page numbers (nested numbers allowed)" and §3 Page
// `pageNestedNum`. The spec shows the field, not how a number nests; ours follows the page addresses, which nest
// already (schemas/page.ts pageUriSchema: "chapter/intro"). Zod-free: the viewer's menu numbers its pages with it.

/** The page fields numbering reads. */
export interface NumberedPage {
  num: number;
  uri?: string | null | undefined;
  /** A number given with the page wins over the one worked out here. */
  pageNestedNum?: string | undefined;
}

const trimSlashes = (value: string): string => value.replace(/^\/+|\/+$/g, '');

/**
 * The number each page shows, in page order. A page whose uri lies under another page's uri is numbered under that
 * page (the nearest one up its path: `a/b/c` under `a/b`, else under `a`): that page's number, a dot, and its place
 * among that page's nested pages in page order — 2.1, 2.2, and 2.1.1 one level deeper. Any other page shows its own
 * number (`num`), so the numbers of the pages around nested ones stay those of their addresses (`/num/5/`) and of the
 * page counter.
 */
export function nestedPageNumbers(pages: readonly NumberedPage[]): string[] {
  const uris = pages.map((page) => trimSlashes(page.uri ?? ''));
  const byUri = new Map<string, number>();
  uris.forEach((uri, index) => uri && !byUri.has(uri) && byUri.set(uri, index));
  const parentOf = (index: number): number | undefined => {
    const segments = uris[index]!.split('/');
    for (let length = segments.length - 1; length > 0; length--) {
      const parent = byUri.get(segments.slice(0, length).join('/'));
      if (parent !== undefined) return parent;
    }
    return undefined;
  };
  const parents = pages.map((_, index) => parentOf(index));
  const places = new Map<number, number>();
  const childCounts = new Map<number, number>();
  parents.forEach((parent, index) => {
    if (parent === undefined) return;
    const place = (childCounts.get(parent) ?? 0) + 1;
    childCounts.set(parent, place);
    places.set(index, place);
  });
  const numbers: string[] = [];
  const numberOf = (index: number): string => {
    if (numbers[index] !== undefined) return numbers[index];
    const page = pages[index]!;
    const parent = parents[index];
    numbers[index] = page.pageNestedNum || (parent === undefined ? String(page.num) : `${numberOf(parent)}.${places.get(index)!}`);
    return numbers[index];
  };
  return pages.map((_, index) => numberOf(index));
}
