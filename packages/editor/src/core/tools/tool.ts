import type { Editor } from '../editor';
import type { KeyInput, PointerInput } from '../input';
import type { ToolName } from '../session';

/**
 * One state of a tool (STYLE.md 7): it answers the events that matter in it and moves the tool to another state.
 * Key handlers return true when they used the key (no key binding runs then).
 */
export interface ToolState {
  readonly name: string;
  enter?(info: unknown): void;
  exit?(): void;
  pointerDown?(input: PointerInput): void;
  pointerMove?(input: PointerInput): void;
  pointerUp?(input: PointerInput): void;
  keyDown?(input: KeyInput): boolean;
  keyUp?(input: KeyInput): boolean;
  /** Shift, alt or ctrl/cmd went down or up: a drag re-applies its last move with the new modifiers. */
  modifiersChanged?(): void;
  /** Escape, a page change, an undo mid-gesture: drop what is under way. */
  cancel?(): void;
}

export interface ToolContext {
  readonly editor: Editor;
  transition(state: string, info?: unknown): void;
}

export type StateFactory = (context: ToolContext) => ToolState;

/** A tool: its states by name, the current one, and the moves between them (mirrored in session.toolState). */
export class Tool {
  private readonly states: Record<string, ToolState>;
  private current: ToolState;

  constructor(
    readonly name: ToolName,
    private readonly editor: Editor,
    factories: Record<string, StateFactory>,
    initial: string,
  ) {
    const context: ToolContext = { editor, transition: (state, info) => this.transition(state, info) };
    this.states = Object.fromEntries(Object.entries(factories).map(([state, factory]) => [state, factory(context)]));
    this.current = this.states[initial]!;
  }

  get state(): ToolState {
    return this.current;
  }

  transition(name: string, info?: unknown): void {
    const next = this.states[name];
    if (!next) throw new Error(`${this.name} tool: no state '${name}'`);
    this.current.exit?.();
    this.current = next;
    this.editor.updateSession((session) => {
      session.toolState = `${this.name}.${name}`;
    });
    next.enter?.(info);
  }
}
