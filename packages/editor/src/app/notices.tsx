import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { dashboardTexts, editorShellConstants } from '@folio/model';
import { AlertIcon, CheckIcon, CloseIcon } from './icons';

export type NoticeTone = 'success' | 'error';
interface Notice {
  id: number;
  tone: NoticeTone;
  text: string;
}

// Ours: older notices give way to new ones beyond this many.
const MAX_NOTICES = 3;

const NoticesContext = createContext<(tone: NoticeTone, text: string) => void>(() => {});

/** Tells the author what an action did: successes hide by themselves, failures stay until dismissed. */
export const useNotify = () => useContext(NoticesContext);

export function NoticesProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Notice[]>([]);
  const nextId = useRef(0);
  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((notice) => notice.id !== id)), []);
  const notify = useCallback((tone: NoticeTone, text: string) => {
    const id = ++nextId.current;
    setNotices((list) => [...list, { id, tone, text }].slice(-MAX_NOTICES));
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <NoticesContext.Provider value={value}>
      {children}
      <section className="fo-notices" aria-label={dashboardTexts.notices}>
        {/* Both live regions are in the page from the start, so what is put in them is announced. */}
        <div role="status" className="fo-notices__region">
          {notices.filter((notice) => notice.tone === 'success').map((notice) => (
            <NoticeItem key={notice.id} notice={notice} onDismiss={dismiss} />
          ))}
        </div>
        <div role="alert" className="fo-notices__region">
          {notices.filter((notice) => notice.tone === 'error').map((notice) => (
            <NoticeItem key={notice.id} notice={notice} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </NoticesContext.Provider>
  );
}

function NoticeItem({ notice, onDismiss }: { notice: Notice; onDismiss: (id: number) => void }) {
  useEffect(() => {
    if (notice.tone !== 'success') return;
    const timer = setTimeout(() => onDismiss(notice.id), editorShellConstants.noticeHideMs);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  return (
    <div className={`fo-notice fo-notice--${notice.tone}`}>
      <span className="fo-notice__icon">{notice.tone === 'success' ? <CheckIcon /> : <AlertIcon />}</span>
      <p className="fo-notice__text">{notice.text}</p>
      <button type="button" className="fo-button fo-button--icon fo-button--quiet" aria-label={dashboardTexts.dismiss} onClick={() => onDismiss(notice.id)}>
        <CloseIcon />
      </button>
    </div>
  );
}
