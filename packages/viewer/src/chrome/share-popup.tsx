import { useState } from 'react';
import { shareCaptions, viewerUiTexts } from '@folio/model';
import { useViewer, useViewerActions } from '../viewer-state';
import { viewerAnalyticsEvents } from '../analytics';
import { EmbedPanel } from './embed-panel';
import { shareBase, shareContent, shareNetworkUrl, sharePopupFeatures } from './share-links';
import type { ShareButtonNetwork } from './share-links';
import { SHARE_BUTTON_SELECTOR } from './toolbar';
import { useDialogFocus } from './use-dialog-focus';

// viewer-and-project.md §2: the share popup's network buttons, in order.
const networks: { network: ShareButtonNetwork; caption: string }[] = [
  { network: 'facebook', caption: shareCaptions.share },
  { network: 'twitter', caption: shareCaptions.tweet },
  { network: 'pinterest', caption: shareCaptions.pin },
  { network: 'linkedin', caption: shareCaptions.linkedin },
];

/**
 * viewer-and-project.md §2, §4: the share popup — caption Share, Project / Current Page selector, Share,
 * Tweet, Pin, Linkedin; ours beside them, Copy link and (where the device has a share sheet) More…; then Embed,
 * Report, Close (those three hidden in downloaded-source exports); the
 * embed sub-panel replaces it. A modal dialog: focus stays inside, Esc closes, focus returns to the
 * share button.
 */
export function SharePopup() {
  const actions = useViewerActions();
  const mag = useViewer((s) => s.mag);
  const share = useViewer((s) => s.share);
  const page = useViewer((s) => s.mag?.pages[s.pageIndex]);
  const publicUrl = useViewer((s) => s.publicUrl);
  const customDomain = useViewer((s) => s.customDomain);
  const domainUrl = useViewer((s) => s.domainUrl);
  const exported = useViewer((s) => s.env === 'export');
  const [copiedUrl, setCopiedUrl] = useState('');
  const { ref, onKeyDown } = useDialogFocus<HTMLDivElement>({
    onEscape: actions.closeShare,
    trap: true,
    panel: share?.embed ? 'embed' : 'share',
    returnTo: SHARE_BUTTON_SELECTOR,
  });
  if (!mag || !share) return null;
  const base = shareBase({ publicUrl, customDomain, domainUrl });
  const content = shareContent(base.baseUrl, mag, page, share.mode, base.customDomain);

  const open = (network: ShareButtonNetwork) => {
    window.open(shareNetworkUrl(network, content), '_blank', sharePopupFeatures(network, window.screen));
    actions.track(viewerAnalyticsEvents.share, { network, mode: share.mode, url: content.url });
  };
  // Beside the spec's networks (ours): the address copied, and the device's own share sheet where it has one (phones).
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(content.url);
      setCopiedUrl(content.url);
      actions.track(viewerAnalyticsEvents.share, { network: 'copy', mode: share.mode, url: content.url });
    } catch {
      // No clipboard access: nothing is said to be copied.
    }
  };
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const shareNatively = () => {
    navigator.share({ title: content.title, url: content.url }).then(
      () => actions.track(viewerAnalyticsEvents.share, { network: 'device', mode: share.mode, url: content.url }),
      // Dismissed by the visitor, or refused: the popup stays.
      () => undefined,
    );
  };
  const reportHref = `mailto:${viewerUiTexts.supportEmail}?subject=${encodeURIComponent(viewerUiTexts.reportSubject(content.url))}`;

  return (
    <div className="fo-modal" onClick={(event) => event.target === event.currentTarget && actions.closeShare()}>
      <div ref={ref} className="fo-dialog fo-share" role="dialog" aria-modal="true" aria-label={shareCaptions.share} onKeyDown={onKeyDown}>
        {share.embed ? (
          <EmbedPanel url={content.url} title={content.title} size={share.embed.size} image={content.image} />
        ) : (
          <>
            <h2 className="fo-dialog__caption">{shareCaptions.share}</h2>
            <div className="fo-segmented" role="group" aria-label={viewerUiTexts.shareWhat}>
              <button type="button" className="fo-segmented__item" aria-pressed={share.mode === 'mag'} onClick={() => actions.setShareMode('mag')}>
                {shareCaptions.project}
              </button>
              <button type="button" className="fo-segmented__item" aria-pressed={share.mode === 'page'} onClick={() => actions.setShareMode('page')}>
                {shareCaptions.currentPage}
              </button>
            </div>
            <div className="fo-share__networks">
              {networks.map(({ network, caption }) => (
                <button key={network} type="button" className={`fo-button fo-network fo-network--${network}`} onClick={() => open(network)}>
                  {caption}
                </button>
              ))}
            </div>
            <div className="fo-share__more">
              <button type="button" className="fo-button fo-button--quiet" onClick={() => void copyLink()}>
                {viewerUiTexts.copyLink}
              </button>
              {canShareNatively && (
                <button type="button" className="fo-button fo-button--quiet" onClick={shareNatively}>
                  {viewerUiTexts.moreWays}
                </button>
              )}
              <span className="fo-share__status" role="status">
                {copiedUrl && copiedUrl === content.url ? viewerUiTexts.linkCopied : ''}
              </span>
            </div>
            {!exported && (
              <div className="fo-dialog__footer">
                <button type="button" className="fo-button fo-button--quiet" onClick={actions.openEmbed}>
                  {shareCaptions.embed}
                </button>
                <a className="fo-button fo-button--quiet" href={reportHref}>
                  {shareCaptions.report}
                </a>
                <button type="button" className="fo-button fo-button--quiet" onClick={actions.closeShare}>
                  {shareCaptions.close}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </div>
  );
}
