import { useEffect, useState, type ComponentType } from 'react';
import type { BackgroundWidget } from '@folio/model';

export interface BackgroundMediaProps {
  widget: BackgroundWidget;
  active?: boolean;
  stopped?: boolean;
}

// The players live in the video and slideshow kinds' chunks, loaded only by a page that needs them.
const loaders = {
  video: () => import('../video/view').then((module) => module.BackgroundVideo),
  slideshow: () => import('../slideshow/view').then((module) => module.BackgroundSlideshow),
} satisfies Record<string, () => Promise<ComponentType<BackgroundMediaProps>>>;

/**
 * What moves in a background (widgets-and-authoring.md §4): its video, loaded once its page is shown, or its
 * slideshow's loop, loaded on the client. Until then, and where loading fails, the still image stays. The server
 * and the hydrating client draw nothing here, so both agree.
 */
export function BackgroundMedia(props: BackgroundMediaProps & { type: keyof typeof loaders }) {
  const { type, active = false, stopped = false } = props;
  const [Media, setMedia] = useState<ComponentType<BackgroundMediaProps>>();
  const wanted = type === 'slideshow' || (active && !stopped);
  useEffect(() => {
    if (!wanted || Media) return;
    let live = true;
    loaders[type]().then(
      (view) => live && setMedia(() => view),
      (error: unknown) => console.error(error),
    );
    return () => {
      live = false;
    };
  }, [wanted, Media, type]);
  return Media ? <Media widget={props.widget} active={active} stopped={stopped} /> : null;
}
