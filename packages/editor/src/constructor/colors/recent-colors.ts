import { useSyncExternalStore } from 'react';
import { colorChoicesConstants } from '@folio/model';

const COLOR = /^[0-9A-F]{6}([0-9A-F]{2})?$/;
const OPAQUE = 'FF';

/** A colour as a recent-colour entry: RRGGBBAA upper case (six digits are opaque); null when it is not a colour. */
export function recentEntry(color: string): string | null {
  const value = color.trim().replace(/^#/, '').toUpperCase();
  if (!COLOR.test(value)) return null;
  return value.length === 6 ? `${value}${OPAQUE}` : value;
}

/**
 * The recent colours once `color` is used: it goes first, an earlier use of the same colour leaves its place, and
 * only the newest `max` stay. Not a colour: the list as it was.
 */
export function withRecent(list: readonly string[], color: string, max: number = colorChoicesConstants.recentMax): string[] {
  const entry = recentEntry(color);
  if (!entry) return [...list];
  return [entry, ...list.filter((item) => item !== entry)].slice(0, max);
}

/** What localStorage held, as a recent-colour list: anything else than a list of colours counts as none. */
export function parseRecent(stored: string | null, max: number = colorChoicesConstants.recentMax): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return [];
    const colors = value.map((item) => (typeof item === 'string' ? recentEntry(item) : null)).filter((item): item is string => item !== null);
    return [...new Set(colors)].slice(0, max);
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
let cache: { stored: string | null; list: string[] } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function read(): string[] {
  const stored = storage()?.getItem(colorChoicesConstants.recentStorageKey) ?? null;
  if (!cache || cache.stored !== stored) cache = { stored, list: parseRecent(stored) };
  return cache.list;
}

/** Puts a used colour first in this author's recent colours (kept in localStorage, shared by every colour field). */
export function rememberColor(color: string): void {
  const next = withRecent(read(), color);
  try {
    storage()?.setItem(colorChoicesConstants.recentStorageKey, JSON.stringify(next));
  } catch {
    // A full or blocked storage: the colour is not remembered, nothing else changes.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === colorChoicesConstants.recentStorageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const none: string[] = [];

/** The author's recent colours, newest first (RRGGBBAA), following every field's picks and other tabs. */
export function useRecentColors(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => none);
}
