import { pageBarConstants } from '@folio/model';
import { defineKindAuthoring } from '../kind-authoring/define';
import { NEW_PAGE_BAR_HEIGHT, pageBarSection } from '../kind-authoring/page-bar';
import { PictogramFrame } from '../kind-authoring/pictogram';
import type { PictogramProps } from '../kind-authoring/types';

export function FooterPictogram(props: PictogramProps) {
  return (
    <PictogramFrame {...props}>
      <rect x="2.75" y="3.25" width="14.5" height="13.5" rx="1.75" />
      <path d="M2.75 12.25h14.5M5.5 14.5h3" />
    </PictogramFrame>
  );
}

export const rmfooterAuthoring = defineKindAuthoring({
  type: 'rmfooter',
  group: 'layout',
  Pictogram: FooterPictogram,
  defaultSize: (page) => ({ w: page.width, h: Math.min(NEW_PAGE_BAR_HEIGHT, page.height) }),
  // At the bottom of the page, across the window.
  newWidget: (box, { page }) => ({ type: 'rmfooter', bg_color: pageBarConstants.newBgColor, ...box, x: 0, y: Math.max(0, page.height - box.h), is_full_width: true }),
  sections: [pageBarSection],
});
