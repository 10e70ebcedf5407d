import { inputConstants, previewBarTexts, type ViewportName } from '@folio/model';
import { useViewer, useViewerActions } from '../viewer-state';

// viewer-and-project.md §2: in preview, 1, 2 and 3 pick the desktop, tablet portrait (where the page has it) and
// phone viewports; the bar's buttons do the same and name their key.
const DEVICES: { viewport: ViewportName; label: string; icon: string }[] = [
  { viewport: 'default', label: previewBarTexts.desktop, icon: 'M3 5h18v11H3zM8 20h8M12 16v4' },
  { viewport: 'tablet_portrait', label: previewBarTexts.tablet, icon: 'M6 3h12v18H6zM11 18h2' },
  { viewport: 'phone_portrait', label: previewBarTexts.phone, icon: 'M8 3h8v18H8zM11 18h2' },
];
const keyOf = (viewport: ViewportName) => Object.entries(inputConstants.previewViewportKeys).find(([, name]) => name === viewport)?.[0] ?? '';

/**
 * The preview's bar (docs/viewer.md "Preview bar"): the device switcher, the page shown, and the way back to the
 * constructor. Only in preview, as a part of its own loaded on use (preview-bar-part.ts): visitors never fetch it.
 */
export function PreviewBar() {
  const actions = useViewerActions();
  const mag = useViewer((s) => s.mag);
  const viewport = useViewer((s) => s.viewport);
  const pageIndex = useViewer((s) => s.pageIndex);
  if (!mag) return null;
  const page = mag.pages[pageIndex];
  const tablet = !!page?.viewport_tablet_portrait?.enabled;
  const devices = DEVICES.filter((device) => device.viewport !== 'tablet_portrait' || tablet || viewport === 'tablet_portrait');
  return (
    <div className="fo-preview-bar" role="region" aria-label={previewBarTexts.bar}>
      <div className="fo-preview-bar__devices" role="group" aria-label={previewBarTexts.devices}>
        {devices.map((device) => {
          const tip = previewBarTexts.deviceTip(device.label, keyOf(device.viewport));
          return (
            <button
              key={device.viewport}
              type="button"
              className="fo-preview-bar__device"
              aria-pressed={viewport === device.viewport}
              aria-keyshortcuts={keyOf(device.viewport)}
              title={tip}
              onClick={() => actions.setViewport(device.viewport)}
            >
              <svg className="fo-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={device.icon} />
              </svg>
              <span>{device.label}</span>
            </button>
          );
        })}
      </div>
      <p className="fo-preview-bar__page" aria-live="polite">
        {previewBarTexts.page(pageIndex + 1, mag.pages.length, page?.title ?? '')}
      </p>
      <a className="fo-preview-bar__back" href={previewBarTexts.editorAddress(mag.num_id)}>
        {previewBarTexts.backToEditor}
      </a>
    </div>
  );
}
