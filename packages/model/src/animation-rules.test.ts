import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  accelerationToCss,
  animationLoop,
  canBeAnimated,
  canBeExternalTrigger,
  canUsePointerAnimation,
  isAnimationEmpty,
  parsePlayedList,
  playedCookie,
  playedListFromCookies,
  readPlayedList,
  recordPlayed,
  stepDistance,
  stepTiming,
  stepUses,
  withPlayed,
  type PlayedListStorage,
} from './animation-rules';
import { animationConstants, animationPlaybackConstants } from './constants';
import * as model from './index';

const swing = { loop: 'swing' } as const;

describe('animation rules', () => {
  it('imports no zod, so the viewer’s lazy engine can use them (the schema module and the index re-export them)', async () => {
    vi.resetModules();
    vi.doMock('zod', () => {
      throw new Error('animation-rules imported zod');
    });
    try {
      await expect(import('./animation-rules')).resolves.toHaveProperty('isAnimationEmpty');
    } finally {
      vi.doUnmock('zod');
    }
    expect(model.isAnimationEmpty).toBe(isAnimationEmpty);
  });

  it('widgets-and-authoring.md §5: empty with no type, type none, or no steps', () => {
    expect(isAnimationEmpty({ type: 'hover', steps: [swing] })).toBe(false);
    expect(isAnimationEmpty({ type: 'none', steps: [swing] })).toBe(true);
    expect(isAnimationEmpty({ steps: [swing] })).toBe(true);
    expect(isAnimationEmpty({ type: 'click', steps: [] })).toBe(true);
  });

  it('widgets-and-authoring.md §9: acceleration maps to linear, ease-in, ease-out, ease-in-out', () => {
    expect(['none', 'ease-in', 'ease-out', 'ease-both'].map((a) => accelerationToCss(a as 'none'))).toEqual([
      'linear',
      'ease-in',
      'ease-out',
      'ease-in-out',
    ]);
  });

  it('widgets-and-authoring.md §5: facebook and twitter never animate; form, gmaps, slideshow, audio, video take no pointer animation nor trigger', () => {
    expect(canBeAnimated('twitter')).toBe(false);
    expect(canUsePointerAnimation('gmaps')).toBe(false);
    expect(canUsePointerAnimation('shape')).toBe(true);
    expect(canBeExternalTrigger('facebook')).toBe(false);
    expect(canBeExternalTrigger('form')).toBe(false);
    expect(canBeExternalTrigger('picture')).toBe(true);
  });

  it('a step changes a property when its use_* flag says so, else when it gives one of its values', () => {
    expect(stepUses({ dx: 10 }, 'move')).toBe(true);
    expect(stepUses({ dx: 10, use_move: false }, 'move')).toBe(false);
    expect(stepUses({ use_rotate: true }, 'rotate')).toBe(true);
    expect(stepUses({ from_opacity: 0 }, 'opacity')).toBe(true);
    expect(stepUses({ dx: 10 }, 'scale')).toBe(false);
    expect(stepDistance({ dx: 30, dy: 40 })).toBe(50);
    expect(stepDistance({ dx: 30, dy: 40, use_move: false })).toBe(0);
  });

  it('widgets-and-authoring.md §9: load, hover and click steps use duration and delay (seconds)', () => {
    expect(stepTiming('load', { duration: 0.5, delay: 0.25, speed: 10 })).toEqual({ delayMs: 250, durationMs: 500 });
    expect(stepTiming('click', {})).toEqual({ delayMs: 0, durationMs: animationPlaybackConstants.defaultStepDurationSeconds * 1000 });
    // §5: duration minimum 0.001.
    expect(stepTiming('hover', { duration: 0 }).durationMs).toBe(animationConstants.minDuration * 1000);
  });

  it('widgets-and-authoring.md §9: a scroll step lasts its distance over its speed (300 over it without movement); delay_px waits at that speed', () => {
    expect(stepTiming('scroll', { dx: 300, dy: 400, speed: 250, delay_px: 50, duration: 9 })).toEqual({ delayMs: 200, durationMs: 2000 });
    expect(stepTiming('scroll', { opacity: 1, speed: 600 })).toEqual({ delayMs: 0, durationMs: 500 });
    // No speed: like the other animations.
    expect(stepTiming('scroll', { dx: 100, duration: 2 })).toEqual({ delayMs: 0, durationMs: 2000 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 5000 }), (dx, speed) => {
        return Math.abs(stepTiming('scroll', { dx, speed }).durationMs - (dx / speed) * 1000) < 1e-6;
      }),
    );
  });

  it('widgets-and-authoring.md §4: swing by default; a step asking for repeat makes the animation repeat', () => {
    expect(animationLoop({ steps: [swing, swing] })).toBe('swing');
    expect(animationLoop({ steps: [swing, { loop: 'repeat' }] })).toBe('repeat');
    expect(animationLoop({})).toBe('swing');
  });
});

/** A browser's storage: local storage that works, throws, or is full; cookies as document.cookie keeps them. */
function fakeStorage(local: 'works' | 'throws' | 'full') {
  const items = new Map<string, string>();
  const cookies = new Map<string, string>();
  const storage: PlayedListStorage = {
    local() {
      if (local === 'throws') throw new DOMException('The operation is insecure.', 'SecurityError');
      return {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => {
          if (local === 'full') throw new DOMException('Quota exceeded', 'QuotaExceededError');
          items.set(key, value);
        },
      };
    },
    readCookies: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    writeCookie(cookie) {
      const [pair] = cookie.split(';');
      const [name, value] = pair!.split('=');
      cookies.set(name!, value!);
    },
  };
  return { storage, items, cookies };
}

describe('the played list (widgets-and-authoring.md §4: local storage or a cookie, key animationsPlayed)', () => {
  it('is kept in local storage under animationsPlayed', () => {
    const { storage, items, cookies } = fakeStorage('works');
    expect(recordPlayed(storage, 'a')).toEqual(['a']);
    expect(recordPlayed(storage, 'b')).toEqual(['a', 'b']);
    expect(items.get('animationsPlayed')).toBe('["a","b"]');
    expect(cookies.size).toBe(0);
    expect(readPlayedList(storage)).toEqual(['a', 'b']);
  });

  it('falls back to the animationsPlayed cookie when local storage is unavailable', () => {
    const { storage, cookies } = fakeStorage('throws');
    recordPlayed(storage, 'a');
    recordPlayed(storage, 'b');
    expect(cookies.has('animationsPlayed')).toBe(true);
    expect(readPlayedList(storage)).toEqual(['a', 'b']);
  });

  it('falls back to the cookie when local storage refuses the write, and reads both', () => {
    const { storage, cookies } = fakeStorage('full');
    recordPlayed(storage, 'a');
    expect(cookies.has('animationsPlayed')).toBe(true);
    expect(readPlayedList(storage)).toEqual(['a']);
  });

  it('the cookie lasts a year on the whole site', () => {
    expect(playedCookie(['a'])).toBe(
      `animationsPlayed=${encodeURIComponent('["a"]')}; max-age=${animationPlaybackConstants.playedCookieMaxAgeSeconds}; path=/; SameSite=Lax`,
    );
    expect(playedListFromCookies(`x=1; animationsPlayed=${encodeURIComponent('["a","b"]')}; y=2`)).toEqual(['a', 'b']);
    expect(playedListFromCookies('x=1')).toEqual([]);
    expect(playedListFromCookies('animationsPlayed=%E0%A4%A')).toEqual([]);
  });

  it('reads anything unreadable as empty, and keeps only the last entries, each once', () => {
    expect(parsePlayedList('not json')).toEqual([]);
    expect(parsePlayedList('{"a":1}')).toEqual([]);
    expect(parsePlayedList('["a", 3, "", "b"]')).toEqual(['a', 'b']);
    expect(withPlayed(['a', 'b'], 'a')).toEqual(['b', 'a']);
    const max = animationPlaybackConstants.playedListMaxEntries;
    const full = Array.from({ length: max }, (_, i) => `w${i}`);
    expect(withPlayed(full, 'new')).toEqual([...full.slice(1), 'new']);
  });
});
