import type { RmheaderWidget } from '@folio/model';
import type { KindViewProps } from '../on-demand';
import { PageBar } from './page-bar';

/** Header: the page bar (page-bar.tsx) at the top of the page. */
export default function RmheaderView({ widget }: KindViewProps<RmheaderWidget>) {
  return <PageBar widget={widget} />;
}
