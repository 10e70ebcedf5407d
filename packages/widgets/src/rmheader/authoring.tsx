import { pageBarConstants } from '@folio/model';
import { defineKindAuthoring } from '../kind-authoring/define';
import { NEW_PAGE_BAR_HEIGHT, pageBarSection } from '../kind-authoring/page-bar';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

export function HeaderPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <rect x="2.75" y="3.25" width="14.5" height="13.5" rx="1.75" />
      <path d="M2.75 7.75h14.5M5.5 5.5h3" />
    </PictogramFrame>
  );
}

export const rmheaderAuthoring = defineKindAuthoring({
  type: 'rmheader',
  group: 'layout',
  Pictogram: HeaderPictogram,
  defaultSize: (page) => ({ w: page.width, h: Math.min(NEW_PAGE_BAR_HEIGHT, page.height) }),
  // At the top of the page, across the window.
  newWidget: (box) => ({ type: 'rmheader', bg_color: pageBarConstants.newBgColor, ...box, x: 0, y: 0, is_full_width: true }),
  sections: [pageBarSection],
});
