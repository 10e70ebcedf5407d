// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { apiMessages } from '@folio/model';
import { EARLY_INPUT_SCRIPT, noteTypedValues, releaseEarlyInput, replayEarlyInput } from '../early-input';
import { ROOT_ELEMENT_ID } from '../types';
import { PasswordForm } from './password-form';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Letters typed by the browser: the field's text grows under React, and an input event follows. */
function type(field: HTMLInputElement, letters: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, field.value + letters);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('PasswordForm (viewer-and-project.md §2; docs/viewer.md "Input before the scripts run")', () => {
  let hydrated: Root | undefined;
  afterEach(() => {
    act(() => hydrated?.unmount());
    releaseEarlyInput();
    document.body.innerHTML = '';
  });

  it('keeps every letter typed into the server’s field, before and while React takes it over, and sends them all', async () => {
    const sent: string[] = [];
    const form = (
      <PasswordForm
        title="This project is protected by a password"
        onUnlock={async (pass) => {
          sent.push(pass);
          return false;
        }}
      />
    );
    document.body.innerHTML = `<div id="${ROOT_ELEMENT_ID}">${renderToString(form)}</div>`;
    new Function(EARLY_INPUT_SCRIPT)();
    const root = document.getElementById(ROOT_ELEMENT_ID)!;
    const field = root.querySelector('input')!;
    // Before the scripts run, then after the viewer noted the fields and before React has read them.
    type(field, 'corr');
    noteTypedValues();
    type(field, 'ect ');
    await act(async () => {
      hydrated = hydrateRoot(root, form);
    });
    // The form is redrawn once hydrated (Open enabled): the field still holds what was typed.
    expect(root.querySelector('button')!.disabled).toBe(false);
    expect(field.value).toBe('correct ');
    type(field, 'horse');
    await act(async () => {
      replayEarlyInput();
    });
    type(field, ' battery');
    await act(async () => {
      root.querySelector('form')!.requestSubmit();
    });
    expect(sent).toEqual(['correct horse battery']);
    // A wrong password redraws the form with its message; what was typed stays.
    expect(root.querySelector('[role="alert"]')!.textContent).toBe(apiMessages.wrongPassword);
    expect(field.value).toBe('correct horse battery');
  });
});
