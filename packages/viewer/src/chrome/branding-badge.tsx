import { viewerUiTexts } from '@folio/model';
import { useViewer } from '../viewer-state';
import { brandingUrl } from './branding-url';

/** viewer-and-project.md §1, §5: the branding badge, linking to the provider with campaign parameters. */
export function BrandingBadge() {
  const publicUrl = useViewer((s) => s.publicUrl);
  const numId = useViewer((s) => s.mag?.num_id ?? s.numId ?? 0);
  return (
    <a className="fo-branding" href={brandingUrl(publicUrl, numId)} target="_blank" rel="noopener">
      {viewerUiTexts.madeWith}
      <span className="fo-visually-hidden"> {viewerUiTexts.opensInNewWindow}</span>
    </a>
  );
}
