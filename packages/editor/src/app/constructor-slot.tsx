import { useId } from 'react';
import { dashboardTexts } from '@folio/model';
import type { Project } from './api';

/**
 * Where the constructor goes in the shell (route /edit/{num_id}/): it gets the loaded draft. Until the constructor
 * lands here, the slot shows what the draft is — its title and its page list, read-only.
 */
export function ConstructorSlot({ project }: { project: Project }) {
  const listId = useId();
  const pages = project.pages ?? [];
  return (
    <section className="fo-slot" aria-labelledby={listId}>
      <header className="fo-slot__head">
        <h2 id={listId} className="fo-slot__title">
          {dashboardTexts.pageList}
        </h2>
        <span className="fo-slot__count">{dashboardTexts.pageCount(pages.length)}</span>
      </header>
      <p className="fo-slot__note">{dashboardTexts.pageListNote}</p>
      <ol className="fo-slot__pages">
        {pages.map((page) => (
          <li key={page._id} className="fo-slot__page">
            {dashboardTexts.pageTitle(page.num, page.title)}
          </li>
        ))}
      </ol>
    </section>
  );
}
