import { flushSync } from 'react-dom';
import { ROOT_ELEMENT_ID } from './types';

// The server's page is on screen, and looks ready, before the viewer's scripts run (issue 14: they load after it).
// A visitor who clicks a button or presses a key in that moment must not lose it: a small inline script, first in the
// document's head, holds clicks, keys and form submissions aimed at the page until the viewer runs, which then plays
// them back in order (docs/viewer.md "Input before the scripts run"). What the browser does by itself goes on as
// it would: a link to another site opens, a field takes the letters typed, Tab moves the focus, a checkbox ticks.

/** Where the inline script leaves its queue, and the function that ends the holding and hands the queue over. */
export const EARLY_INPUT_GLOBAL = 'folioEarlyInput';

/**
 * The inline script, the same for every page (the server allows it by its hash in the Content-Security-Policy).
 * A held event is stopped before any other listener sees it; a held submission is also kept from leaving the page
 * (a password typed before the viewer runs must not be posted away from it). A plain click on a link of this site
 * or of the viewer's own kinds (`anchor:`, `goback`, share links) is held and kept from navigating: the viewer's
 * router takes it (a page of the project turns, a start-with-template link posts), and a link it does not take
 * navigates when the click is played back. Clicks on links that leave (another site, mail, a phone number, a new
 * window, a download, with a modifier key) and on labels and form fields are not held: the browser's own action is
 * the whole of them.
 */
export const EARLY_INPUT_SCRIPT = `(function(){var held=[],types=['click','keydown','submit'];
function aimed(t){if(t===document.body||t===document.documentElement)return true;var r=document.getElementById('${ROOT_ELEMENT_ID}');return !!(r&&t instanceof Node&&r.contains(t));}
function hold(e){var t=e.target;if(!aimed(t))return;
if(e.type==='click'&&t instanceof Element){var a=t.closest('a[href]');
if(a){if((a.target&&a.target!=='_self')||a.hasAttribute('download')||(/^(https?|mailto|tel):$/.test(a.protocol)&&a.origin!==location.origin)||e.button!==0||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;e.preventDefault();}
else if(t.closest('label,input,select,textarea'))return;}
if(e.type==='submit')e.preventDefault();held.push(e);e.stopImmediatePropagation();}
types.forEach(function(type){window.addEventListener(type,hold,true);});
window.${EARLY_INPUT_GLOBAL}=function(){types.forEach(function(type){window.removeEventListener(type,hold,true);});return held;};})();`;

type Release = () => Event[];

/** Ends the holding and returns what was held, oldest first; empty where the inline script is not on the page. */
export function releaseEarlyInput(win: Window = window): Event[] {
  const host = win as unknown as Record<string, Release | undefined>;
  const release = host[EARLY_INPUT_GLOBAL];
  host[EARLY_INPUT_GLOBAL] = undefined;
  return release ? release() : [];
}

type Field = HTMLInputElement | HTMLTextAreaElement;

const ticks = (field: Field): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio';
/** What the field shows: its text, or a box's tick. */
const shown = (field: Field) => (ticks(field) ? field.checked : field.value);
/** What the page last drew in it (the server's value, or React's since it took the field over). */
const drawn = (field: Field) => (ticks(field) ? field.defaultChecked : field.defaultValue);

/** A field's text, or a box's tick, where it differs from the value the page was drawn with. */
function readTypedValues(root: ParentNode): Map<Field, string | boolean> {
  const typed = new Map<Field, string | boolean>();
  for (const field of root.querySelectorAll<Field>('input, textarea')) {
    const value = shown(field);
    // A radio button left unticked follows from the one ticked.
    if (value !== drawn(field) && (field.type !== 'radio' || value)) typed.set(field, value);
  }
  return typed;
}

/** Each field typed into before hydration: what was typed, and what the server had drawn there. */
let typedBeforeHydration = new Map<Field, [typed: string | boolean, server: string | boolean]>();

/**
 * Reads what the visitor typed into the server's fields, just before hydration: React keeps it as it hydrates, but
 * the first redraw of a form with controlled fields writes the viewer's state, the server's value, back.
 */
export function noteTypedValues(doc: Document = document) {
  const root = doc.getElementById(ROOT_ELEMENT_ID);
  if (root) typedBeforeHydration = new Map([...readTypedValues(root)].map(([field, value]) => [field, [value, drawn(field)]]));
}

/**
 * What was typed before the viewer ran. A field noted before hydration is told again only where a redraw has put
 * the server's value back; one that shows anything else was typed into since, and that is newer than the note.
 */
function typedValues(root: ParentNode): Map<Field, string | boolean> {
  const typed = new Map<Field, string | boolean>();
  for (const [field, [value, server]] of typedBeforeHydration) if (field.isConnected && shown(field) === server) typed.set(field, value);
  for (const [field, value] of readTypedValues(root)) typed.set(field, value);
  typedBeforeHydration = new Map();
  return typed;
}

/**
 * Tells React what was typed before it ran, field by field. React keeps the last value it knows on the element:
 * setting the drawn value through the element (which React watches) and the typed one through the prototype (which
 * it does not) makes the typed text new to it, and the input event that follows is a change. A tick is set the other
 * way and clicked, which React sees the same way. All is read first: the change of one field redraws its form, and
 * React then writes its state back into the others.
 */
function announceTypedValues(typed: Map<Field, string | boolean>, view: Window & typeof globalThis) {
  for (const [field, value] of typed) {
    if (typeof value === 'boolean') {
      (field as HTMLInputElement).checked = !value;
      field.dispatchEvent(new view.MouseEvent('click', { bubbles: true, cancelable: true }));
    } else {
      const proto = field instanceof view.HTMLInputElement ? view.HTMLInputElement.prototype : view.HTMLTextAreaElement.prototype;
      field.value = field.defaultValue;
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
      field.dispatchEvent(new view.Event('input', { bubbles: true }));
    }
  }
}

/** A fresh copy of a held event, dispatched where it was aimed (or, if that element is gone, where the focus is). */
function replay(event: Event, doc: Document) {
  const target = event.target instanceof Node && event.target.isConnected ? event.target : (doc.activeElement ?? doc.body);
  const view = doc.defaultView;
  if (!view) return;
  if (event instanceof view.KeyboardEvent) {
    const { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey, isComposing } = event;
    target.dispatchEvent(new view.KeyboardEvent('keydown', { key, code, location, repeat, ctrlKey, shiftKey, altKey, metaKey, isComposing, bubbles: true, cancelable: true, composed: true }));
  } else if (event instanceof view.MouseEvent) {
    const { clientX, clientY, screenX, screenY, button, buttons, detail, ctrlKey, shiftKey, altKey, metaKey } = event;
    target.dispatchEvent(new view.MouseEvent('click', { clientX, clientY, screenX, screenY, button, buttons, detail, ctrlKey, shiftKey, altKey, metaKey, bubbles: true, cancelable: true, composed: true }));
  } else if (event.type === 'submit' && target instanceof view.HTMLFormElement) {
    // A submission with a submitter came from a click (or Enter on a field, which clicks the form's button): that
    // click is played back and submits again. Without one, the form is submitted as Enter would have.
    const submitter = (event as SubmitEvent).submitter;
    if (!submitter) target.requestSubmit();
  }
}

/** A text field in a form, where Enter sends the form (the browser's implicit submission). */
function enterSends(event: Event, view: Window & typeof globalThis): HTMLFormElement | null {
  const { target } = event;
  if (!(event instanceof view.KeyboardEvent) || event.key !== 'Enter' || event.isComposing) return null;
  if (!(target instanceof view.HTMLInputElement) || !target.isConnected) return null;
  return ['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image', 'color', 'range', 'hidden'].includes(target.type) ? null : target.form;
}

/**
 * Once the viewer runs (its listeners are on): ends the holding, tells React what was typed meanwhile, and plays the
 * held clicks, keys and submissions back in order. A played-back key does not send a form as a pressed one does: a
 * form Enter was pressed in is sent at the end unless the playback sent it (a form's button is disabled until the
 * viewer runs, so the browser did not).
 */
export function replayEarlyInput(doc: Document = document): number {
  const view = doc.defaultView;
  const held = releaseEarlyInput(view ?? window);
  if (!view) return held.length;
  const root = doc.getElementById(ROOT_ELEMENT_ID);
  const typed = root ? typedValues(root) : new Map<Field, string | boolean>();
  // Nothing typed or held (most visits): nothing is drawn here, and the viewer's own updates keep their pace.
  if (!typed.size && !held.length) return 0;
  // Each step's state is drawn before the next: a form sent next reads what was typed, not the server's value.
  if (typed.size) flushSync(() => announceTypedValues(typed, view));
  const sent = new Set<EventTarget | null>();
  const noteSent = (event: Event) => sent.add(event.target);
  view.addEventListener('submit', noteSent, true);
  try {
    for (const event of held) flushSync(() => replay(event, doc));
  } finally {
    view.removeEventListener('submit', noteSent, true);
  }
  const pressed = new Set(held.map((event) => enterSends(event, view)));
  for (const form of pressed) if (form && !sent.has(form)) flushSync(() => form.requestSubmit());
  return held.length;
}
