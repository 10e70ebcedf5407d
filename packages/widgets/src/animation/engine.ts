import {
  animationConstants,
  animationLoop,
  canBeAnimated,
  canBeExternalTrigger,
  canUsePointerAnimation,
  type Animation as WidgetAnimation,
  type AnimationType,
  type Widget,
} from '@folio/model';
import { prefersReducedMotion } from '../reduced-motion';
import { isInView, layoutBox, visibleHeightShare } from './in-view';
import { planAnimation } from './keyframes';

// The viewer's animation engine for one page (widgets-and-authoring.md §3–§5, §9), in the lazy chunk the
// viewer loads only when a shown page has animations. One engine per drawn page: it finds the page's widget
// elements (div.folio-widget[data-widget-id]), gives each animation one Web Animations timeline, and plays it on
// its trigger: load when the page becomes current, scroll when the widget comes into view, hover and click on the
// widget itself or on the widgets its `trigger` lists.

/** The page as the engine sees it: it finds the widgets' elements inside. */
export interface PageRoot {
  querySelector(selectors: string): Element | null;
  readonly isConnected: boolean;
}

export interface PageAnimationsOptions {
  root: PageRoot;
  /** The page's widgets as drawn in the current viewport (effectiveWidget), trigger widgets included. */
  widgets: readonly Widget[];
  /** Widgets whose play-once animation was played before: it stays at its end and plays no more. */
  played?: ReadonlySet<string>;
  /** A widget's play-once animation plays for the first time (called once per widget). */
  onPlayed?: (widgetId: string) => void;
  /** A touch screen: hover animations play on tap (widgets-and-authoring.md §4). */
  touch?: boolean;
  /** prefers-reduced-motion, asked at every play: animations jump to where they end. */
  reducedMotion?: () => boolean;
  /** The window's size in CSS px, for the scroll animations' in-view test. */
  windowSize?: () => { width: number; height: number };
}

export interface PageAnimations {
  /** The page became the current one (load animations start), or stopped being it (its animations go back). */
  setCurrent(current: boolean): void;
  /** The window scrolled or changed size: scroll animations look whether their widget came into view. */
  viewChanged(): void;
  /** An element it animates or listens to has left the document (the page was drawn again): make a new engine. */
  isStale(): boolean;
  /** Stops and removes every animation and listener: the widgets are drawn as without animations. */
  dispose(): void;
}

/** widgets-and-authoring.md §4: the play state is active or reversed (idle: never played, at its start). */
type PlayState = 'idle' | 'active' | 'reversed';

interface Track {
  widgetId: string;
  type: AnimationType;
  player: Animation;
  state: PlayState;
  /** §4 looping: repeat starts over on every click; swing alternates (active, reversed). */
  repeat: boolean;
  playOnce: boolean;
  /** A play-once animation that has played: it stays at its end. */
  done: boolean;
  element: HTMLElement;
  lastToggleAt: number;
}

const isPointerType = (type: AnimationType) => type === 'hover' || type === 'click';

const browserWindowSize = () => ({ width: window.innerWidth, height: window.innerHeight });

export function animatePage(options: PageAnimationsOptions): PageAnimations {
  const { root, widgets, played = new Set<string>(), onPlayed, touch = false } = options;
  const reducedMotion = options.reducedMotion ?? prefersReducedMotion;
  const windowSize = options.windowSize ?? browserWindowSize;
  const byId = new Map(widgets.map((widget) => [widget._id, widget]));
  const elementOf = (id: string) => root.querySelector(`[data-widget-id="${id}"]`) as HTMLElement | null;
  const tracks: Track[] = [];
  const watched = new Set<HTMLElement>();
  const cleanups: (() => void)[] = [];
  const reported = new Set<string>();

  const listen = (target: HTMLElement, type: string, handler: () => void) => {
    target.addEventListener(type, handler);
    watched.add(target);
    cleanups.push(() => target.removeEventListener(type, handler));
  };

  const seekStart = (track: Track) => {
    track.player.pause();
    track.player.currentTime = 0;
  };

  function forward(track: Track, fromStart = false) {
    if (track.done) return;
    if (track.playOnce) {
      track.done = true;
      if (!reported.has(track.widgetId)) {
        reported.add(track.widgetId);
        onPlayed?.(track.widgetId);
      }
    }
    track.state = 'active';
    const { player } = track;
    if (fromStart) player.currentTime = 0;
    player.playbackRate = 1;
    if (reducedMotion()) player.finish();
    else player.play();
  }

  function backward(track: Track) {
    if (track.done || track.state !== 'active') return;
    track.state = 'reversed';
    const { player } = track;
    // At its very start there is nothing to play back (and play() backwards from 0 would jump to the end).
    if (reducedMotion() || !(Number(player.currentTime) > 0)) return seekStart(track);
    player.playbackRate = -1;
    player.play();
  }

  function reset(track: Track) {
    if (track.done) return;
    seekStart(track);
    track.state = 'idle';
  }

  /** §4: a click toggles active / reversed (repeat: starts over); clicks within 300 ms of the last one are ignored. */
  function toggle(track: Track) {
    const now = Date.now();
    if (now - track.lastToggleAt < animationConstants.clickDebounceMs) return;
    track.lastToggleAt = now;
    if (track.repeat) forward(track, true);
    else if (track.state === 'active') backward(track);
    else forward(track);
  }

  /** §5: the widgets whose click or hover plays it: those of `trigger` that may trigger, else itself if it may. */
  function pointerTargets(widget: Widget, animation: WidgetAnimation, element: HTMLElement): HTMLElement[] {
    if (animation.trigger?.length) {
      return animation.trigger.flatMap((id) => {
        const trigger = byId.get(id);
        const target = trigger && canBeExternalTrigger(trigger.type) ? elementOf(id) : null;
        return target ? [target] : [];
      });
    }
    return canUsePointerAnimation(widget.type) ? [element] : [];
  }

  const cursors = new Map<HTMLElement, string>();
  function wirePointer(track: Track, targets: HTMLElement[]) {
    for (const target of targets) {
      if (track.type === 'hover' && !touch) {
        listen(target, 'mouseenter', () => forward(track));
        listen(target, 'mouseleave', () => backward(track));
        continue;
      }
      listen(target, 'click', () => toggle(track));
      if (!cursors.has(target)) {
        cursors.set(target, target.style.cursor);
        target.style.cursor = 'pointer';
      }
    }
  }

  for (const widget of widgets) {
    if (!canBeAnimated(widget.type) || !widget.animation?.length) continue;
    const element = elementOf(widget._id);
    if (!element) continue;
    for (const animation of widget.animation) {
      const plan = planAnimation(animation);
      if (!plan || !animation.type) continue;
      const targets = isPointerType(animation.type) ? pointerTargets(widget, animation, element) : [];
      if (isPointerType(animation.type) && !targets.length) continue;
      // Held at its first keyframe until it plays (fill both), so a widget that fades in is not seen before.
      const player = element.animate(plan.keyframes, { duration: plan.durationMs, fill: 'both' });
      const track: Track = {
        widgetId: widget._id,
        type: animation.type,
        player,
        state: 'idle',
        repeat: animationLoop(animation) === 'repeat',
        playOnce: !!animation.playOnce,
        done: false,
        element,
        lastToggleAt: -Infinity,
      };
      seekStart(track);
      tracks.push(track);
      if (track.playOnce && played.has(widget._id)) {
        // Expired: the viewer stops drawing it (so its element leaving does not make the page stale).
        track.done = true;
        player.finish();
        continue;
      }
      watched.add(element);
      wirePointer(track, targets);
    }
  }

  // --- scroll: §4 a widget is in view when 0.2 of its height shows; notifications at most every 100 ms. A scroll
  // animation plays as its widget comes into view and goes back to its start once the widget is wholly out of it.
  let lastCheckAt = -Infinity;
  let trailingCheck: ReturnType<typeof setTimeout> | undefined;
  function checkView() {
    lastCheckAt = Date.now();
    const size = windowSize();
    for (const track of tracks) {
      if (track.type !== 'scroll' || track.done) continue;
      const share = visibleHeightShare(layoutBox(track.element), size);
      if (isInView(share) && track.state === 'idle') forward(track);
      else if (share === 0 && track.state !== 'idle') reset(track);
    }
  }
  function viewChanged() {
    if (trailingCheck !== undefined) return;
    const wait = lastCheckAt + animationConstants.inViewThrottleMs - Date.now();
    if (wait <= 0) return checkView();
    trailingCheck = setTimeout(() => {
      trailingCheck = undefined;
      checkView();
    }, wait);
  }
  if (tracks.some((track) => track.type === 'scroll')) checkView();

  // --- load: §4 the page's start is debounced by 300 ms, so pages passed quickly do not start their animations.
  let current = false;
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  function setCurrent(next: boolean) {
    if (next === current) return;
    current = next;
    clearTimeout(startTimer);
    if (next) {
      startTimer = setTimeout(() => {
        for (const track of tracks) if (track.type === 'load' && track.state === 'idle') forward(track);
      }, animationConstants.clickDebounceMs);
    } else {
      // A page that is left goes back to its start, so its animations play again on the next visit.
      for (const track of tracks) if (track.type !== 'scroll') reset(track);
    }
    viewChanged();
  }

  return {
    setCurrent,
    viewChanged,
    isStale: () => !root.isConnected || [...watched].some((element) => !element.isConnected),
    dispose() {
      clearTimeout(startTimer);
      clearTimeout(trailingCheck);
      cleanups.forEach((cleanup) => cleanup());
      cursors.forEach((cursor, target) => (target.style.cursor = cursor));
      tracks.forEach((track) => track.player.cancel());
      tracks.length = 0;
    },
  };
}
