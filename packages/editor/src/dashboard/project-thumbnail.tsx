import { useMemo, useRef, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { editorShellConstants, imageVariantUrl, isPipelineImageUrl, viewports } from '@folio/model';
import type { ProjectSummary } from '../app/api';
import { publishStateOf } from '../constructor/publish/publish-state';
import { WidgetView } from '@folio/widgets/view';
import { queryKeys, useApi } from '../app/queries';
import { useElementWidth, useNearViewport } from './element-observers';
import { firstPageThumbnail } from './thumbnail-widgets';

const PAGE_WIDTH = viewports.default.width;
/** The frame every thumbnail (and its placeholder) has: the top of the page in this shape. */
export const thumbnailShape: CSSProperties = { aspectRatio: editorShellConstants.thumbnailAspect };

/**
 * A project's first page: its screenshot while the published version is the draft, or the draft's picture while it
 * is current (docs/jobs.md "Draft screenshots"), else drawn small with the viewer's widget views in a box scaled to the card (the viewer's own
 * page box: --s is the scale, --vw the page's width, --ph its height). The draft is fetched once the card nears the
 * window. Decoration: hidden from assistive technology and inert, the card's title says what it is.
 */
export function ProjectThumbnail({ project }: { project: ProjectSummary }) {
  // A published project whose draft has not changed since: its published first page's screenshot is the page; else the
  // draft's first page's picture while it shows the draft as it is.
  const state = publishStateOf(project);
  const published = state.kind === 'live' && !state.changed ? project.screenshot : null;
  const shot = [published, project.draft_screenshot].find((url): url is string => !!url && isPipelineImageUrl(url)) ?? null;
  if (shot) {
    return (
      <div className="fo-thumb" style={thumbnailShape} data-state="drawn" aria-hidden="true" inert>
        <img className="fo-thumb__shot" src={imageVariantUrl(shot, { width: editorShellConstants.thumbnailShotWidthPx })} alt="" loading="lazy" decoding="async" />
      </div>
    );
  }
  return <DraftThumbnail projectId={project._id} />;
}

/** The draft's first page, drawn (below). */
function DraftThumbnail({ projectId }: { projectId: string }) {
  const api = useApi();
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, editorShellConstants.thumbnailLoadMargin);
  const width = useElementWidth(box);
  const draft = useQuery({ queryKey: queryKeys.project(projectId), queryFn: () => api.project(projectId), enabled: near });
  const thumbnail = useMemo(() => (draft.data ? firstPageThumbnail(draft.data.pages, location.origin) : undefined), [draft.data]);
  const state = draft.isError ? 'failed' : thumbnail && width > 0 ? 'drawn' : 'loading';
  return (
    <div ref={box} className="fo-thumb" style={thumbnailShape} data-state={state} data-empty={thumbnail?.items.length === 0 || undefined} aria-hidden="true" inert>
      {state === 'drawn' && thumbnail && (
        <div className="folio-page-box fo-thumb__page" style={{ '--s': String(width / PAGE_WIDTH), '--ph': String(thumbnail.height) } as CSSProperties}>
          <div className="folio-page-content" style={{ '--vw': String(PAGE_WIDTH) } as CSSProperties}>
            {thumbnail.items.map((item) =>
              item.kind === 'widget' ? (
                <WidgetView key={item.widget._id} widget={item.widget} viewport="default" pageId={thumbnail.pageId} />
              ) : (
                <div key={item.id} className="fo-thumb__box" style={{ left: item.left, top: item.top, width: item.width, height: item.height, zIndex: item.zIndex }} />
              ),
            )}
          </div>
        </div>
      )}
    </div>
  );
}
