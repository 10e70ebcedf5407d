import { useEffect, useState } from 'react';
import { createHttpClient, liveTexts } from '@folio/model';
import type { Project } from '../app/api';
import { useEditor, useEditorState } from '../constructor/use-editor';
import type { SaveQueue } from '../save/save-queue';
import type { ProjectDraft } from '../save/pending-changes';
import { LiveConnection } from './live-connection';
import { registerLive, useLiveState } from './live-registry';
import './live.css';

/**
 * The others editing this project, as avatars in the top bar (docs/editor.md "Co-editing"): an initial on the
 * person's colour, their name and page in the label. It opens the project's live channel for the constructor (when the
 * draft carries a socket_hash) and shows nothing while no one else is here.
 */
export function LiveAvatars({ project, queue }: { project: Project; queue: SaveQueue }) {
  const editor = useEditor();
  const [connection, setConnection] = useState<LiveConnection | null>(null);
  const socketHash = project.socket_hash;
  const projectId = project._id;

  useEffect(() => {
    if (!socketHash || typeof WebSocket === 'undefined') return;
    const http = createHttpClient();
    const made = new LiveConnection({ projectId, socketHash, editor, queue, fetchDraft: () => http.get<ProjectDraft>(`/api/projects/${encodeURIComponent(projectId)}`) });
    registerLive(editor, made);
    setConnection(made);
    return () => {
      registerLive(editor, null);
      made.dispose();
    };
  }, [editor, queue, projectId, socketHash]);

  const { peers } = useLiveState(connection);
  const pageIds = useEditorState(({ document }) => document.pageIds);
  if (!peers.length) return null;
  return (
    <ul className="fo-live-people" aria-label={liveTexts.people}>
      {peers.map((peer) => {
        const page = peer.page ? pageIds.indexOf(peer.page) + 1 || null : null;
        const label = liveTexts.peer(peer.name, page);
        return (
          <li key={peer.session} className="fo-live-people__avatar" style={{ background: `#${peer.color}` }} title={label} aria-label={label} data-peer={peer.name}>
            <span aria-hidden="true">{peer.name.trim().charAt(0).toUpperCase() || '?'}</span>
          </li>
        );
      })}
    </ul>
  );
}
