// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT, noteTypedValues, releaseEarlyInput, replayEarlyInput } from './early-input';
import { createStore, useStore } from './store';
import { ROOT_ELEMENT_ID } from './types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The document as the server sends it: the page drawn in the root, and the inline script run first. */
function serverPage(html: string): HTMLElement {
  document.body.innerHTML = `<div id="${ROOT_ELEMENT_ID}">${html}</div><p id="outside"><button>Outside</button></p>`;
  new Function(EARLY_INPUT_SCRIPT)();
  return document.getElementById(ROOT_ELEMENT_ID)!;
}

const click = (target: Element, init: MouseEventInit = {}) => target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
const key = (target: Element, keyName: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: keyName, bubbles: true, cancelable: true }));

describe('input before the scripts run (docs/viewer.md "Input before the scripts run")', () => {
  let seen: string[];
  const record = (event: Event) => seen.push(`${event.type}:${event instanceof KeyboardEvent ? event.key : (event.target as Element).id}`);

  beforeEach(() => {
    seen = [];
  });
  afterEach(() => {
    releaseEarlyInput();
    document.body.innerHTML = '';
  });

  it('holds clicks and keys aimed at the page from every listener, then plays them back in order', () => {
    const root = serverPage('<button id="thumb">Open</button>');
    // The viewer's listeners come later: on the root (React's) and on the window (keys and swipes).
    root.addEventListener('click', record);
    window.addEventListener('keydown', record);
    const thumb = document.getElementById('thumb')!;
    click(thumb, { clientX: 40, clientY: 60 });
    key(document.body, 'ArrowRight');
    expect(seen).toEqual([]);

    let point: [number, number] | null = null;
    root.addEventListener('click', (event) => (point = [event.clientX, event.clientY]));
    expect(replayEarlyInput()).toBe(2);
    expect(seen).toEqual(['click:thumb', 'keydown:ArrowRight']);
    expect(point).toEqual([40, 60]);

    // Once played back, the holding is over: the next click goes straight through, once.
    click(thumb);
    expect(seen).toEqual(['click:thumb', 'keydown:ArrowRight', 'click:thumb']);
    expect((window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL]).toBeUndefined();
    window.removeEventListener('keydown', record);
  });

  it('holds a plain click on a link of this site, kept from navigating, and plays it back', () => {
    const root = serverPage('<a id="link" href="/p2/">Next</a><a id="anchor" href="anchor:p2">To page 2</a>');
    const link = document.getElementById('link')!;
    // dispatchEvent answers false when the event's default action was prevented.
    expect(click(link)).toBe(false);
    expect(click(document.getElementById('anchor')!)).toBe(false);
    // The viewer's router takes the link (it prevents the navigation and turns the page).
    root.addEventListener('click', (event) => {
      event.preventDefault();
      record(event);
    });
    expect(replayEarlyInput()).toBe(2);
    expect(seen).toEqual(['click:link', 'click:anchor']);
  });

  it('leaves links elsewhere, labels, fields and what is outside the page to the browser', () => {
    const root = serverPage(
      '<a id="away" href="https://elsewhere.example/">Away</a><a id="mail" href="mailto:a@b.example">Mail</a><a id="window" href="/p2/" target="_blank">New window</a>' +
        '<a id="file" href="/f.pdf" download>File</a>' +
        '<label id="label">Agree <input id="box" type="checkbox"></label><input id="field">',
    );
    root.addEventListener('click', record);
    // The browser's own action happens (else a test document would navigate).
    const stay = (event: Event) => {
      record(event);
      event.preventDefault();
    };
    document.addEventListener('click', stay);
    for (const id of ['away', 'mail', 'window', 'file', 'label', 'box', 'field']) click(document.getElementById(id)!);
    click(document.getElementById('away')!, { ctrlKey: true });
    click(document.querySelector('#outside button')!);
    for (const id of ['away', 'mail', 'window', 'file', 'field']) expect(seen, id).toContain(`click:${id}`);
    expect(seen.filter((entry) => entry === 'click:away')).toHaveLength(4);
    expect(seen.filter((entry) => entry === 'click:')).toHaveLength(1);
    expect(replayEarlyInput()).toBe(0);
    document.removeEventListener('click', stay);
  });

  it('keeps a form from being sent before the viewer runs, and sends it then', () => {
    const root = serverPage('<form id="form" action="/elsewhere"><input name="password"></form>');
    const form = document.getElementById('form') as HTMLFormElement;
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    root.addEventListener('submit', (event) => {
      event.preventDefault();
      record(event);
    });
    expect(seen).toEqual([]);
    replayEarlyInput();
    expect(seen).toEqual(['submit:form']);
  });

  it('a held submission that came from a button is sent by the button’s click alone', () => {
    const root = serverPage('<form id="form"><input name="password"><button id="send">Enter</button></form>');
    const send = document.getElementById('send')!;
    click(send);
    expect(seen).toEqual([]);
    root.addEventListener('click', record);
    root.addEventListener('submit', (event) => {
      event.preventDefault();
      record(event);
    });
    replayEarlyInput();
    expect(seen).toEqual(['click:send', 'submit:form']);
  });

  it('Enter pressed in a field sends its form once the viewer runs, once, whether or not the browser sent it', () => {
    for (const disabled of [true, false]) {
      // The button is disabled until the viewer runs (screens/use-hydrated.ts): the browser then sends nothing.
      const root = serverPage(`<form id="form"><input id="field" name="password"><button id="send"${disabled ? ' disabled' : ''}>Open</button></form>`);
      const field = document.getElementById('field')!;
      key(field, 'Enter');
      // Where the button is enabled, Enter clicks it and the form is sent: the browser's implicit submission.
      if (!disabled) click(document.getElementById('send')!);
      seen = [];
      root.addEventListener('submit', (event) => {
        event.preventDefault();
        record(event);
      });
      document.getElementById('send')!.removeAttribute('disabled');
      replayEarlyInput();
      expect(seen, disabled ? 'disabled button' : 'enabled button').toEqual(['submit:form']);
    }
  });

  it('tells React what was typed and ticked before it hydrated, though its first redraw wrote the server’s values back', async () => {
    const changes: string[] = [];
    function Form() {
      const [text, setText] = useState('');
      const [agreed, setAgreed] = useState(false);
      // As the password form does (screens/use-hydrated.ts): a redraw once hydrated, which writes the state back.
      const [hydrated, setHydrated] = useState(false);
      useEffect(() => setHydrated(true), []);
      changes.push(`${text}|${agreed}`);
      return (
        <form>
          <input id="text" value={text} onChange={(event) => setText(event.target.value)} />
          <input id="agree" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <button disabled={!hydrated}>Open</button>
        </form>
      );
    }
    const root = serverPage(renderToString(<Form />));
    // The visitor types and ticks while the page is the server's.
    (document.getElementById('text') as HTMLInputElement).value = 'secret';
    (document.getElementById('agree') as HTMLInputElement).checked = true;
    await act(async () => {
      noteTypedValues();
      hydrateRoot(root, <Form />);
    });
    expect(changes.at(-1)).toBe('|false');
    expect((document.getElementById('text') as HTMLInputElement).value).toBe('');
    await act(async () => {
      replayEarlyInput();
    });
    expect(changes.at(-1)).toBe('secret|true');
    expect((document.getElementById('text') as HTMLInputElement).value).toBe('secret');
    expect((document.getElementById('agree') as HTMLInputElement).checked).toBe(true);
  });

  it('a field typed into again once React took it over keeps the newer text, not what was noted before hydration', async () => {
    function Form() {
      const [text, setText] = useState('');
      const [hydrated, setHydrated] = useState(false);
      useEffect(() => setHydrated(true), []);
      return (
        <form>
          <input id="text" value={text} onChange={(event) => setText(event.target.value)} />
          <button disabled={!hydrated}>Open</button>
        </form>
      );
    }
    const root = serverPage(renderToString(<Form />));
    const field = document.getElementById('text') as HTMLInputElement;
    field.value = 'early';
    await act(async () => {
      noteTypedValues();
      hydrateRoot(root, <Form />);
    });
    // The hydrated redraw wrote the state back; the visitor types again, which React takes as a change.
    expect(field.value).toBe('');
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, 'later');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(field.defaultValue).toBe('later');
    await act(async () => {
      replayEarlyInput();
    });
    expect(field.value).toBe('later');
  });

  it('with nothing held or typed, draws nothing itself: the viewer’s own updates keep their pace', async () => {
    // The viewer's store, as the runtime leaves it when the playback starts: an update React has not drawn yet.
    const root = serverPage('');
    const store = createStore({ counter: 'hidden' });
    function Counter() {
      return <p id="counter">{useStore(store, (state) => state.counter)}</p>;
    }
    await act(async () => createRoot(root).render(<Counter />));
    const acting = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    acting.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      store.setState({ counter: 'shown' });
      expect(replayEarlyInput()).toBe(0);
      // A synchronous draw here (flushSync) would make one long task of the runtime's start and this draw.
      expect(document.getElementById('counter')!.textContent).toBe('hidden');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(document.getElementById('counter')!.textContent).toBe('shown');
    } finally {
      acting.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});
