import { useState } from 'react';
import { settingsTexts } from '@folio/model';
import type { Project } from '../../app/api';
import { ProjectSettingsDialog } from './project-settings-dialog';
import { SettingsIcon } from './settings-icon';

/** The top bar's Project settings button and its dialog. The settings read the editor's document, not `project`. */
export function ProjectSettingsButton(_props: { project: Project }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="fo-button fo-button--quiet fo-button--small fo-settings-button"
        aria-haspopup="dialog"
        title={settingsTexts.projectSettings}
        onClick={() => setOpen(true)}
      >
        <SettingsIcon />
        {settingsTexts.projectSettingsShort}
      </button>
      <ProjectSettingsDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
