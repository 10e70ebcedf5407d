// A small stand-in for the browser, for the engine's tests: the project has no DOM library, and none implements the
// Web Animations API. Elements are EventTargets (Node has them) with a layout box and `animate()`; animations keep
// their state and move only when the test says how much time passed.

export class FakeAnimation {
  currentTime: number | null = 0;
  playbackRate = 1;
  playState: 'idle' | 'running' | 'paused' | 'finished' = 'running';
  readonly duration: number;
  constructor(
    readonly keyframes: Keyframe[],
    readonly options: KeyframeAnimationOptions,
  ) {
    this.duration = Number(options.duration);
  }
  play() {
    // As the API does: playing on from an end starts over from the other end.
    const time = this.currentTime ?? 0;
    if (this.playbackRate > 0 && time >= this.duration) this.currentTime = 0;
    if (this.playbackRate < 0 && time <= 0) this.currentTime = this.duration;
    this.playState = 'running';
  }
  pause() {
    this.playState = 'paused';
  }
  finish() {
    this.currentTime = this.playbackRate > 0 ? this.duration : 0;
    this.playState = 'finished';
  }
  cancel() {
    this.currentTime = null;
    this.playState = 'idle';
  }
  /** Time passes: a running animation moves on at its rate, and finishes at an end. */
  advance(ms: number) {
    if (this.playState !== 'running') return;
    const time = (this.currentTime ?? 0) + ms * this.playbackRate;
    this.currentTime = Math.min(this.duration, Math.max(0, time));
    if (this.currentTime === 0 || this.currentTime === this.duration) this.playState = 'finished';
  }
  /** Where it is: 0 at its start, 1 at its end. */
  get progress() {
    return (this.currentTime ?? 0) / this.duration;
  }
}

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export class FakeElement extends EventTarget {
  isConnected = true;
  readonly style = { cursor: '' };
  readonly animations: FakeAnimation[] = [];
  offsetParent: FakeElement | null = null;
  /** Where it is drawn on the screen (scrolled, scaled); its laid-out box unless set. */
  rect: Box | null = null;
  constructor(
    readonly widgetId: string | null,
    /** Its laid-out box: in its parent for a widget, on the screen for the page content. */
    public box: Box,
  ) {
    super();
  }
  get offsetTop() {
    return this.box.top;
  }
  get offsetLeft() {
    return this.box.left;
  }
  get offsetWidth() {
    return this.box.width;
  }
  get offsetHeight() {
    return this.box.height;
  }
  getBoundingClientRect() {
    return { ...(this.rect ?? this.box) };
  }
  animate(keyframes: Keyframe[], options: KeyframeAnimationOptions) {
    const animation = new FakeAnimation(keyframes, options);
    this.animations.push(animation);
    return animation;
  }
  /** The one animation the engine gave it. */
  get animation() {
    if (this.animations.length !== 1) throw new Error(`expected one animation, got ${this.animations.length}`);
    return this.animations[0]!;
  }
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

/**
 * A page: its content box on the screen (top at `top`, 1024 wide, unscaled) and widget elements inside it, each
 * at its widget's x, y, w, h.
 */
export function fakePage(widgets: readonly { _id: string; x: number; y: number; w: number; h: number }[], top = 0) {
  const content = new FakeElement(null, { top, left: 0, width: 1024, height: 4000 });
  const elements = new Map<string, FakeElement>();
  for (const widget of widgets) {
    const element = new FakeElement(widget._id, { top: widget.y, left: widget.x, width: widget.w, height: widget.h });
    element.offsetParent = content;
    elements.set(widget._id, element);
  }
  const root = {
    isConnected: true,
    querySelector(selector: string) {
      const id = /^\[data-widget-id="([^"]+)"\]$/.exec(selector)?.[1];
      return (id && elements.get(id)) || null;
    },
  };
  const element = (id: string) => {
    const found = elements.get(id);
    if (!found) throw new Error(`no element for ${id}`);
    return found;
  };
  return { root, content, element, elements };
}
