import { useState } from 'react';
import { shareTexts } from '@folio/model';
import type { Project } from '../../app/api';
import { ShareDialog } from './share-dialog';
import { ShareIcon } from './share-icon';

/** The top bar's Share button and its dialog: the owner's alone (a member's project shows none). */
export function ShareButton({ project }: { project: Project }) {
  const [open, setOpen] = useState(false);
  if (project.role && project.role !== 'owner') return null;
  return (
    <>
      <button type="button" className="fo-button fo-button--quiet fo-button--small fo-share-button" aria-haspopup="dialog" title={shareTexts.shareProject} onClick={() => setOpen(true)}>
        <ShareIcon />
        {shareTexts.share}
      </button>
      <ShareDialog open={open} magId={project._id} onClose={() => setOpen(false)} />
    </>
  );
}
