import { existsSync, readFileSync } from 'node:fs';

/** A place in the original sources: file (relative to the repository), 1-based line, and the name there if mapped. */
export interface SourcePlace {
  source: string;
  line: number;
  name?: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitOf = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one Base64 VLQ segment of a source map's `mappings`. */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = digitOf.get(char)!;
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

interface Mapping {
  column: number;
  source: number;
  line: number;
  name: number;
}

/** One built file's source map (version 3, no sections), looked up by generated line and column. */
export class SourceMap {
  private readonly lines: Mapping[][] = [];

  constructor(
    private readonly map: { sources: string[]; names: string[]; mappings: string; sourceRoot?: string },
    private readonly rewriteSource: (source: string) => string,
  ) {
    let source = 0;
    let line = 0;
    let name = 0;
    for (const lineText of map.mappings.split(';')) {
      let column = 0;
      const entries: Mapping[] = [];
      for (const segment of lineText.split(',')) {
        if (!segment) continue;
        const values = decodeSegment(segment);
        column += values[0]!;
        if (values.length >= 4) {
          source += values[1]!;
          line += values[2]!;
          if (values.length >= 5) name += values[4]!;
          entries.push({ column, source, line, name: values.length >= 5 ? name : -1 });
        }
      }
      this.lines.push(entries);
    }
  }

  /** The original place of a generated 0-based line and column (the nearest mapping at or before it). */
  lookup(line: number, column: number): SourcePlace | undefined {
    const entries = this.lines[line];
    if (!entries?.length) return undefined;
    let found: Mapping | undefined;
    for (const entry of entries) {
      if (entry.column > column) break;
      found = entry;
    }
    if (!found) return undefined;
    return {
      source: this.rewriteSource(this.map.sources[found.source] ?? '?'),
      line: found.line + 1,
      name: found.name >= 0 ? this.map.names[found.name] : undefined,
    };
  }
}

/** Loads `file.map` beside a built file, or nothing when there is none. */
export function loadSourceMap(file: string, rewriteSource: (source: string) => string): SourceMap | undefined {
  const path = `${file}.map`;
  if (!existsSync(path)) return undefined;
  return new SourceMap(JSON.parse(readFileSync(path, 'utf8')), rewriteSource);
}
