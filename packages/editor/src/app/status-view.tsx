import { useRef, type ReactNode } from 'react';
import { useFocusAfterNavigation } from './navigation';

export interface StatusViewProps {
  kind: 'loading' | 'error' | 'notFound';
  title: string;
  lead?: string;
  /** A way on: try again, or back to the projects. */
  action?: ReactNode;
}

/** A whole-screen state: loading (announced politely), a failure (announced at once) or not found. */
export function StatusView({ kind, title, lead, action }: StatusViewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusAfterNavigation(heading);
  return (
    <div className={`fo-status fo-status--${kind}`} role={kind === 'loading' ? 'status' : kind === 'error' ? 'alert' : undefined} aria-busy={kind === 'loading' || undefined}>
      {kind === 'loading' ? <span className="fo-spinner" aria-hidden="true" /> : <span className="fo-status__mark" aria-hidden="true">{kind === 'notFound' ? '404' : '!'}</span>}
      <h1 ref={heading} tabIndex={-1} className="fo-status__title">
        {title}
      </h1>
      {lead && <p className="fo-status__lead">{lead}</p>}
      {action && <div className="fo-status__action">{action}</div>}
    </div>
  );
}
