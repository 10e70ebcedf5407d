import { useState } from 'react';
import { constructorTexts } from '@folio/model';
import { errorText } from '../app/api';
import { useNotify } from '../app/notices';
import { keepMine, takeTheirs, useSaveState, type SaveQueue } from '../save';
import type { Editor } from '../core';

/**
 * Where saving stands, in the top bar: saved, saving, offline (changes kept, tried again), or a conflict (a change
 * made elsewhere, or one the server refused, in its words), when the author chooses between keeping their changes on
 * top of the other version and loading the other version.
 */
export function SaveStatus({ queue, editor }: { queue: SaveQueue; editor: Editor }) {
  const state = useSaveState(queue);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const resolve = async (how: typeof keepMine) => {
    setBusy(true);
    try {
      await how(queue, editor);
    } catch (error) {
      notify('error', errorText(error));
    } finally {
      setBusy(false);
    }
  };
  const text = state.conflict?.reason === 'refused' ? constructorTexts.saveRefused(state.conflict.message) : constructorTexts.saveStatus[state.status];
  return (
    <div className="fo-save" data-status={state.status}>
      <span className="fo-save__dot" aria-hidden="true" />
      <span role="status" className="fo-save__text" title={state.lastError ?? text}>
        {text}
      </span>
      {state.status === 'conflict' && (
        <>
          <button type="button" className="fo-button fo-button--secondary fo-button--small" disabled={busy} onClick={() => void resolve(keepMine)}>
            {constructorTexts.keepMine}
          </button>
          <button type="button" className="fo-button fo-button--quiet fo-button--small" disabled={busy} onClick={() => void resolve(takeTheirs)}>
            {constructorTexts.takeTheirs}
          </button>
        </>
      )}
    </div>
  );
}
