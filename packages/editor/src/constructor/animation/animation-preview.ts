import type { Animation } from '@folio/model';
import { planAnimation } from '@folio/widgets/animation';

// The canvas preview of one animation (docs/editor-animation.md "Preview"): the viewer's own keyframes
// (planAnimation, the engine's plan: steps one after another, each step's delay, duration and acceleration) played
// with the Web Animations API on the widget's element in the canvas, with the options the engine gives it, so the
// author sees what visitors get. Hover and click animations play forward, as the first hover or click plays them.

/** The part of a Web Animation the preview uses. */
export interface PreviewPlayer {
  cancel(): void;
  finish(): void;
}

/** An element that can be animated (an HTMLElement; a stand-in in tests). */
export interface PreviewTarget {
  animate(keyframes: Keyframe[], options: KeyframeAnimationOptions): PreviewPlayer;
}

/** Where the canvas draws a widget: the viewer's widget element, by its id, inside the canvas's page drawing. */
export function canvasWidgetSelector(widgetId: string): string {
  return `.fo-canvas .fo-page-drawing [data-widget-id="${widgetId}"]`;
}

/**
 * Plays an animation on an element as the engine would: its keyframes over the whole timeline, filling both ways
 * (held at its end once played). With reduced motion it jumps to its end, as the engine does. Null when the animation
 * does nothing (empty, or no step changes anything).
 */
export function playAnimation(target: PreviewTarget, animation: Animation, reducedMotion = false): PreviewPlayer | null {
  const plan = planAnimation(animation);
  if (!plan) return null;
  const player = target.animate(plan.keyframes, { duration: plan.durationMs, fill: 'both' });
  if (reducedMotion) player.finish();
  return player;
}

/** One preview at a time: playing another stops the last; stop cancels it, and the widget is drawn as it is. */
export class AnimationPreview {
  private player: PreviewPlayer | null = null;
  private readonly listeners = new Set<() => void>();

  get playing(): boolean {
    return this.player !== null;
  }

  /** Plays; returns whether anything plays. */
  play(target: PreviewTarget | null, animation: Animation, reducedMotion = false): boolean {
    this.stop();
    this.player = target ? playAnimation(target, animation, reducedMotion) : null;
    if (this.player) this.notify();
    return this.player !== null;
  }

  stop(): void {
    if (!this.player) return;
    this.player.cancel();
    this.player = null;
    this.notify();
  }

  /** Called whenever `playing` changes (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify() {
    for (const listener of [...this.listeners]) listener();
  }
}
