import type { RmfooterWidget } from '@folio/model';
import type { KindViewProps } from '../on-demand';
import { PageBar } from '../rmheader/page-bar';

/** Footer: the header's page bar (rmheader/page-bar.tsx) at the bottom of the page. */
export default function RmfooterView({ widget }: KindViewProps<RmfooterWidget>) {
  return <PageBar widget={widget} />;
}
