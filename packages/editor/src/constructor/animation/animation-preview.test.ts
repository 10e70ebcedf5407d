import { animationPlaybackConstants, type Animation } from '@folio/model';
import { planAnimation } from '@folio/widgets/animation';
import { describe, expect, it } from 'vitest';
import { AnimationPreview, canvasWidgetSelector, playAnimation, type PreviewTarget } from './animation-preview';

class FakePlayer {
  state: 'running' | 'finished' | 'cancelled' = 'running';
  cancel() {
    this.state = 'cancelled';
  }
  finish() {
    this.state = 'finished';
  }
}

class FakeElement implements PreviewTarget {
  calls: { keyframes: Keyframe[]; options: KeyframeAnimationOptions; player: FakePlayer }[] = [];
  animate(keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    const player = new FakePlayer();
    this.calls.push({ keyframes, options, player });
    return player;
  }
}

const twoSteps: Animation = {
  type: 'click',
  steps: [
    { dx: 100, duration: 0.5, acceleration: 'ease-in', loop: 'swing' },
    { rotate: 45, delay: 0.25, duration: 0.25, loop: 'swing' },
  ],
};

describe('canvas preview', () => {
  it('plays the viewer engine’s keyframes over the whole timeline, held at the end (fill both)', () => {
    const element = new FakeElement();
    expect(playAnimation(element, twoSteps)).toBe(element.calls[0]!.player);
    const plan = planAnimation(twoSteps)!;
    expect(element.calls[0]!.keyframes).toEqual(plan.keyframes);
    expect(element.calls[0]!.options).toEqual({ duration: 1 * animationPlaybackConstants.msPerSecond, fill: 'both' });
    expect(element.calls[0]!.keyframes[0]).toMatchObject({ easing: 'ease-in', translate: '0px 0px', rotate: '0deg' });
  });

  it('a scroll step lasts its distance over its speed, as in the viewer', () => {
    const element = new FakeElement();
    playAnimation(element, { type: 'scroll', steps: [{ dy: 600, speed: 300, loop: 'swing' }] });
    expect(element.calls[0]!.options.duration).toBe(2000);
  });

  it('with reduced motion it jumps to the end, as the engine does', () => {
    const element = new FakeElement();
    expect((playAnimation(element, twoSteps, true) as FakePlayer).state).toBe('finished');
  });

  it('an animation that does nothing plays nothing', () => {
    const element = new FakeElement();
    expect(playAnimation(element, { type: 'load', steps: [] })).toBeNull();
    expect(playAnimation(element, { type: 'load', steps: [{ duration: 1, loop: 'swing' }] })).toBeNull();
    expect(element.calls).toHaveLength(0);
  });

  it('one preview at a time: playing again cancels the last; stop cancels and tells the listeners', () => {
    const preview = new AnimationPreview();
    const element = new FakeElement();
    let told = 0;
    preview.subscribe(() => told++);
    expect(preview.play(element, twoSteps)).toBe(true);
    expect(preview.playing).toBe(true);
    preview.play(element, twoSteps);
    expect(element.calls[0]!.player.state).toBe('cancelled');
    preview.stop();
    expect(element.calls[1]!.player.state).toBe('cancelled');
    expect(preview.playing).toBe(false);
    expect(told).toBe(4);
    expect(preview.play(null, twoSteps)).toBe(false);
  });

  it('finds the widget’s element drawn in the canvas by its id', () => {
    expect(canvasWidgetSelector('a'.repeat(24))).toBe(`.fo-canvas .fo-page-drawing [data-widget-id="${'a'.repeat(24)}"]`);
  });
});
