import { useRef, useState, type KeyboardEvent } from 'react';
import { layersTexts } from '@folio/model';
import { PageList } from '../page-list';
import type { PageOperations } from '../page-operations';
import { LayersPanel } from './layers-panel';
import './layers.css';

type Tab = 'pages' | 'layers';
const TABS: readonly Tab[] = ['pages', 'layers'];
const tabLabel = (tab: Tab) => (tab === 'pages' ? layersTexts.pagesTab : layersTexts.layersTab);

/**
 * The constructor's left column: the page list or the open page's layers, one at a time under a tab switch (both
 * fit a 1280×720 window that way). The page list stays mounted while hidden, so its thumbnails are kept.
 */
export function LeftColumn({ operations }: { operations: PageOperations }) {
  const [tab, setTab] = useState<Tab>('pages');
  const tabs = useRef<Record<Tab, HTMLButtonElement | null>>({ pages: null, layers: null });
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    const to = event.key === 'Home' ? TABS[0] : event.key === 'End' ? TABS[TABS.length - 1] : step ? TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] : null;
    if (!to) return;
    event.preventDefault();
    setTab(to);
    tabs.current[to]?.focus();
  };
  return (
    <div className="fo-left">
      <div className="fo-segmented fo-left__tabs" role="tablist" aria-label={layersTexts.columnTabs} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => void (tabs.current[name] = element)}
            type="button"
            role="tab"
            className="fo-segmented__item fo-left__tab"
            id={`fo-left-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`fo-left-${name}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
          >
            {tabLabel(name)}
          </button>
        ))}
      </div>
      <div className="fo-left__panel" role="tabpanel" id="fo-left-pages" aria-labelledby="fo-left-tab-pages" hidden={tab !== 'pages'}>
        <PageList operations={operations} />
      </div>
      <div className="fo-left__panel" role="tabpanel" id="fo-left-layers" aria-labelledby="fo-left-tab-layers" hidden={tab !== 'layers'}>
        {tab === 'layers' && <LayersPanel />}
      </div>
    </div>
  );
}
