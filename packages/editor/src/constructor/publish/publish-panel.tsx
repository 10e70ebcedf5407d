import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pdfDraftOption, publishDownloads, publishTexts } from '@folio/model';
import { errorText, type Project } from '../../app/api';
import { useNotify } from '../../app/notices';
import { queryKeys, useApi } from '../../app/queries';
import { SendIcon } from '../constructor-icons';
import { openFormAnswers } from '../forms/form-answers-store';
import { openVersionHistory } from '../history/history-store';
import type { ProjectApi } from '../project-api';
import { PageSettingsDialog } from '../settings/page-settings-dialog';
import { useSaveState, type SaveQueue } from '../../save';
import { useEditor, useEditorState } from '../use-editor';
import { AddressRow } from './address-row';
import { ConfirmDialog } from './confirm-dialog';
import { DomainSection } from './domain-section';
import { PrivacySection } from './privacy-section';
import { createPublishApi } from './publish-api';
import { liveAddress, publishedWhen, publishStateOf, type PublishState } from './publish-state';
import { SharePreview } from './share-preview';
import { DownloadSection } from './download-section';

const stateLine = (state: PublishState) => {
  switch (state.kind) {
    case 'never':
      return publishTexts.neverPublished;
    case 'unpublished':
      return publishTexts.unpublishedState(publishedWhen(state.published));
    case 'live':
      return (state.changed ? publishTexts.changed : publishTexts.upToDate)(publishedWhen(state.published));
  }
};

/**
 * The publish panel's content (docs/editor.md "Preview and publish"): where publishing stands, Publish or Update,
 * Unpublish and Revert (each confirmed), the live address with Copy, privacy, the custom domain, the share preview,
 * and the ways to the version history and the form answers.
 */
export function PublishPanel({
  project,
  projectApi,
  queue,
  beforePublish,
  domain,
  onDomain,
  onLeave,
}: {
  project: Project;
  projectApi: ProjectApi;
  queue: SaveQueue;
  beforePublish: () => Promise<void>;
  domain: string | null;
  onDomain: (domain: string | null) => void;
  /** Closes the panel for another screen (the version history, the form answers). */
  onLeave: () => void;
}) {
  const editor = useEditor();
  const api = useApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const publishApi = createPublishApi(project._id);
  const save = useSaveState(queue);
  const me = useQuery({ queryKey: queryKeys.me, queryFn: api.me, staleTime: Infinity });
  const projects = useQuery({ queryKey: queryKeys.projects, queryFn: api.projects, staleTime: 0 });
  const pageId = useEditorState(({ session }) => session.pageId);
  const [confirming, setConfirming] = useState<'unpublish' | 'revert' | null>(null);
  const [settingsFor, setSettingsFor] = useState<string | null>(null);
  const { refetch } = projects;
  // Every saved change moves the draft's `updated`: read the row again so Update shows as soon as it applies.
  useEffect(() => void refetch(), [save.revision, refetch]);

  const row = projects.data?.find((own) => own._id === project._id);
  const state = row ? publishStateOf(row, save.pending > 0) : null;
  const address = row && me.data ? liveAddress(row, me.data.uri, location.origin, domain) : null;
  const shareAddress = address ?? (me.data ? `${location.origin}/${me.data.uri}/${row?.uri || project.num_id}/` : location.origin);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.projects });

  const publish = useMutation({
    mutationFn: async () => {
      await beforePublish();
      return projectApi.publish();
    },
    onSuccess: () => {
      notify('success', publishTexts.published);
      return refresh();
    },
  });
  const unpublish = useMutation({
    mutationFn: () => publishApi.unpublish(),
    onSuccess: async () => {
      await refresh();
      setConfirming(null);
      notify('success', publishTexts.unpublished);
    },
  });
  const revert = useMutation({
    mutationFn: async () => {
      await beforePublish();
      return queue.write(() => publishApi.revert());
    },
    onSuccess: async (draft) => {
      editor.load(draft);
      await refresh();
      setConfirming(null);
      notify('success', publishTexts.reverted);
    },
  });

  const live = state?.kind === 'live';
  const primary = live ? (publish.isPending ? publishTexts.updating : publishTexts.update) : publish.isPending ? publishTexts.publishing : publishTexts.publish;
  const upToDate = live && !state.changed;

  return (
    <>
      <div className="fo-publish__status">
        <p className="fo-publish__state" role="status" data-state={state ? (live ? (state.changed ? 'changed' : 'live') : state.kind) : 'loading'}>
          {state ? stateLine(state) : projects.isError ? errorText(projects.error) : publishTexts.working}
        </p>
        <button type="button" className="fo-button fo-button--primary fo-publish__primary" onClick={() => publish.mutate()} disabled={publish.isPending || upToDate || !state} aria-busy={publish.isPending || undefined}>
          <SendIcon />
          {primary}
        </button>
        {state && state.kind !== 'never' && (
          <div className="fo-publish__actions">
            <button type="button" className="fo-button fo-button--quiet fo-button--small" onClick={() => setConfirming('revert')}>
              {publishTexts.revert}
            </button>
            {live && (
              <button type="button" className="fo-button fo-button--quiet fo-button--small fo-button--danger-quiet" onClick={() => setConfirming('unpublish')}>
                {publishTexts.unpublish}
              </button>
            )}
          </div>
        )}
        <div role="alert" className="fo-publish__alert">
          {publish.isError && <p className="fo-form-error">{publishTexts.publishFailed(errorText(publish.error))}</p>}
        </div>
      </div>
      <AddressRow address={address} />
      <PrivacySection magId={project._id} address={shareAddress} title={row?.title ?? project.title ?? ''} />
      <DomainSection api={publishApi} numId={project.num_id} domain={domain} onDomain={onDomain} />
      <SharePreview address={shareAddress} onEdit={() => setSettingsFor(pageId)} />
      {live ? (
        <DownloadSection id="pdf" texts={publishDownloads.pdf} address={(query) => `/api/makepdf/${encodeURIComponent(project._id)}${query}`} option={{ label: pdfDraftOption, param: 'draft=1' }} />
      ) : (
        <DownloadSection id="pdf" texts={publishDownloads.draftPdf} address={(query) => `/api/makepdf/${encodeURIComponent(project._id)}?draft=1${query.replace('?', '&')}`} />
      )}
      {live && <DownloadSection id="site" texts={publishDownloads.site} address={(query) => `/api/mag/${encodeURIComponent(project._id)}/export${query}`} />}
      <div className="fo-publish__more">
        <button
          type="button"
          className="fo-button fo-button--quiet fo-button--small"
          onClick={() => {
            onLeave();
            openVersionHistory();
          }}
        >
          {publishTexts.versionHistory}
        </button>
        <button
          type="button"
          className="fo-button fo-button--quiet fo-button--small"
          onClick={() => {
            onLeave();
            openFormAnswers();
          }}
        >
          {publishTexts.formAnswers}
        </button>
      </div>
      <ConfirmDialog
        open={confirming === 'unpublish'}
        title={publishTexts.unpublishTitle}
        text={publishTexts.unpublishWarning}
        confirm={publishTexts.unpublishConfirm}
        busyLabel={publishTexts.unpublishing}
        busy={unpublish.isPending}
        error={unpublish.isError ? publishTexts.unpublishFailed(errorText(unpublish.error)) : null}
        onConfirm={() => unpublish.mutate()}
        onClose={() => {
          unpublish.reset();
          setConfirming(null);
        }}
      />
      <ConfirmDialog
        open={confirming === 'revert'}
        title={publishTexts.revertTitle}
        text={publishTexts.revertWarning}
        confirm={publishTexts.revertConfirm}
        busyLabel={publishTexts.reverting}
        busy={revert.isPending}
        error={revert.isError ? publishTexts.revertFailed(errorText(revert.error)) : null}
        onConfirm={() => revert.mutate()}
        onClose={() => {
          revert.reset();
          setConfirming(null);
        }}
      />
      <PageSettingsDialog pageId={settingsFor} onClose={() => setSettingsFor(null)} />
    </>
  );
}
