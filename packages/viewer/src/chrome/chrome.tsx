import { useEffect } from 'react';
import { whenIdle } from '../when-idle';
import { useViewer } from '../viewer-state';
import { BottomArrow } from './bottom-arrow';
import { BrandingBadge } from './branding-badge';
import { chromeVisibility } from './chrome-rules';
import { dialogsPart } from './dialogs-part';
import { PageArrows } from './page-arrows';
import { previewBarPart } from './preview-bar-part';
import { Toolbar } from './toolbar';

/**
 * Everything over the pages (viewer-and-project.md §2 screens, §4 viewer chrome, §5 visibility, §6 the
 * special author): toolbar, arrows, bottom arrow, mag menu, share popup, branding badge and the per-page
 * password form. Reads the viewer state; changes it only through the viewer actions.
 */
export function Chrome() {
  const mag = useViewer((s) => s.mag);
  const env = useViewer((s) => s.env);
  const embed = useViewer((s) => s.embed);
  const layout = useViewer((s) => s.layout);
  const viewport = useViewer((s) => s.viewport);
  const deviceClass = useViewer((s) => s.deviceClass);
  const menuOpen = useViewer((s) => s.menuOpen);
  const shareOpen = useViewer((s) => s.share !== null);
  const pageLocked = useViewer((s) => s.pagePasswordFor !== null);
  const dialogs = dialogsPart.use(menuOpen || shareOpen || pageLocked);
  // The preview's bar: fetched in preview only, drawn once here (never by the server).
  const previewBar = previewBarPart.use(env === 'preview' && !embed);
  // Fetched once the page has loaded and is idle, so the first click on Menu or Share finds them here.
  useEffect(() => whenIdle(() => void dialogsPart.preload().catch(() => undefined)), []);
  if (!mag) return null;
  const visibility = chromeVisibility({ mag, env, embed, layout, viewport, deviceClass });

  return (
    <div className="fo-chrome" data-layout={layout}>
      {dialogs && <dialogs.PagePasswordForm />}
      <Toolbar visibility={visibility} />
      {visibility.arrows && <PageArrows />}
      {visibility.bottomArrow && <BottomArrow />}
      {visibility.branding && <BrandingBadge />}
      {previewBar && <previewBar.PreviewBar />}
      {dialogs && menuOpen && visibility.menu && <dialogs.MagMenu projectInfo={visibility.projectInfo} />}
      {dialogs && shareOpen && visibility.share && <dialogs.SharePopup />}
    </div>
  );
}
