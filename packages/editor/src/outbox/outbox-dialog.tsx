import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createHttpClient, mailConstants, outboxTexts, type OutboxMessage, type OutboxPage, type OutboxSummary } from '@folio/model';
import { errorText } from '../app/api';
import { ModalDialog } from '../app/modal-dialog';
import './outbox.css';

const http = createHttpClient();
const outboxKey = (page: number) => ['outbox', page] as const;
const messageKey = (id: string) => ['outbox-message', id] as const;

/** A message's status in words: sent, "not sent: no mail server configured", or failed with the server's error. */
export function statusLabel(message: Pick<OutboxSummary, 'status' | 'error'>): string {
  if (message.status === 'failed' && message.error) return outboxTexts.failedBecause(message.error);
  return outboxTexts.status[message.status];
}

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The owner's outbox (docs/api.md "Outbox"): the shop's e-mails, newest first, each with its status said in words —
 * sent, "not sent: no mail server configured", or failed with the server's error; a message opens with its text and
 * its HTML (shown in a sandbox: no script of it runs).
 */
export function OutboxDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} title={outboxTexts.title} onClose={onClose}>
      {open && <OutboxBody onClose={onClose} />}
    </ModalDialog>
  );
}

function OutboxBody({ onClose }: { onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [reading, setReading] = useState<string | null>(null);
  const list = useQuery({ queryKey: outboxKey(page), queryFn: () => http.get<OutboxPage>('/api/outbox', { page, pageSize: mailConstants.outboxPageSize }) });

  if (reading) return <OutboxReader id={reading} onBack={() => setReading(null)} />;

  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="fo-outbox">
      <p className="fo-dialog__text">{outboxTexts.intro}</p>
      {list.isError && (
        <p className="fo-outbox__problem" role="alert">
          {outboxTexts.loadFailed} {errorText(list.error)}
        </p>
      )}
      {!data && !list.isError && <p role="status">{outboxTexts.loading}</p>}
      {data && data.messages.length === 0 && <p className="fo-outbox__empty">{outboxTexts.empty}</p>}
      {data && data.messages.length > 0 && (
        <ul className="fo-outbox__list" aria-label={outboxTexts.title}>
          {data.messages.map((message) => (
            <OutboxRow key={message.id} message={message} onOpen={setReading} />
          ))}
        </ul>
      )}
      <div className="fo-dialog__buttons">
        {pages > 1 && (
          <>
            <button type="button" className="fo-button fo-button--secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {outboxTexts.newer}
            </button>
            <button type="button" className="fo-button fo-button--secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              {outboxTexts.older}
            </button>
          </>
        )}
        <button type="button" className="fo-button fo-button--primary" onClick={onClose}>
          {outboxTexts.close}
        </button>
      </div>
    </div>
  );
}

/** One message of the list: its subject, what it is, to whom and when, and its status. */
export function OutboxRow({ message, onOpen }: { message: OutboxSummary; onOpen: (id: string) => void }) {
  return (
    <li>
      <button type="button" className="fo-outbox__row" onClick={() => onOpen(message.id)}>
        <span className="fo-outbox__subject">{message.subject}</span>
        <span className="fo-outbox__meta">
          {outboxTexts.kind[message.kind]} · {outboxTexts.to} {message.to} · {when(message.created)}
        </span>
        <span className={`fo-outbox__status fo-outbox__status--${message.status}`}>{statusLabel(message)}</span>
      </button>
    </li>
  );
}

function OutboxReader({ id, onBack }: { id: string; onBack: () => void }) {
  const message = useQuery({ queryKey: messageKey(id), queryFn: () => http.get<OutboxMessage>(`/api/outbox/${encodeURIComponent(id)}`) });
  const data = message.data;
  return (
    <div className="fo-outbox">
      {message.isError && (
        <p className="fo-outbox__problem" role="alert">
          {errorText(message.error)}
        </p>
      )}
      {!data && !message.isError && <p role="status">{outboxTexts.loading}</p>}
      {data && (
        <article className="fo-outbox__message" aria-label={data.subject}>
          <h3 className="fo-outbox__heading">{data.subject}</h3>
          <p className="fo-outbox__meta">
            {outboxTexts.to} {data.to} · {when(data.created)}
          </p>
          <p className={`fo-outbox__status fo-outbox__status--${data.status}`}>{statusLabel(data)}</p>
          <iframe className="fo-outbox__html" title={data.subject} sandbox="" srcDoc={data.html} />
          <details className="fo-outbox__text">
            <summary>{outboxTexts.textVersion}</summary>
            <pre>{data.text}</pre>
          </details>
        </article>
      )}
      <div className="fo-dialog__buttons">
        <button type="button" className="fo-button fo-button--secondary" onClick={onBack}>
          {outboxTexts.back}
        </button>
      </div>
    </div>
  );
}
