import { useState } from 'react';
import { publishTexts } from '@folio/model';
import { errorText } from '../../app/api';
import { TextSetting } from '../settings/text-setting';
import type { PublishApi } from './publish-api';

type Outcome = { tone: 'ok' | 'error'; text: string } | null;

/**
 * The project's own domain (docs/api.md "Custom domains"): Check asks whether it is free, Connect serves the project
 * there, Disconnect stops. The server's refusals (a name that is no domain, one already used) are shown as it words them.
 */
export function DomainSection({ api, numId, domain, onDomain }: { api: PublishApi; numId: number; domain: string | null; onDomain: (domain: string | null) => void }) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState<'check' | 'connect' | 'disconnect' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = async (step: 'check' | 'connect' | 'disconnect') => {
    setBusy(step);
    setOutcome(null);
    try {
      if (step === 'check') {
        const answer = await api.checkDomain(numId, typed.trim());
        setOutcome(answer.available ? { tone: 'ok', text: publishTexts.domainAvailable(answer.domain) } : { tone: 'error', text: publishTexts.domainTaken(answer.domain) });
      } else if (step === 'connect') {
        const answer = await api.connectDomain(typed.trim());
        onDomain(answer.domain);
        setTyped('');
        if (answer.domain) setOutcome({ tone: 'ok', text: publishTexts.domainConnected(answer.domain) });
      } else {
        await api.disconnectDomain();
        onDomain(null);
        setOutcome({ tone: 'ok', text: publishTexts.domainDisconnected });
      }
    } catch (failure) {
      const say = step === 'check' ? publishTexts.domainCheckFailed : publishTexts.domainFailed;
      setOutcome({ tone: 'error', text: say(errorText(failure)) });
    } finally {
      setBusy(null);
    }
  };
  const empty = typed.trim() === '';

  return (
    <section className="fo-publish__section" aria-labelledby="fo-publish-domain">
      <h3 id="fo-publish-domain" className="fo-publish__heading">
        {publishTexts.domain}
      </h3>
      <div className="fo-publish__row">
        <p className="fo-publish__note" data-testid="domain-status">
          {domain ? publishTexts.domainConnected(domain) : publishTexts.domainNone}
        </p>
        {domain && (
          <button type="button" className="fo-button fo-button--quiet fo-button--small" disabled={busy !== null} onClick={() => void run('disconnect')}>
            {publishTexts.domainDisconnect}
          </button>
        )}
      </div>
      <form
        className="fo-publish__domain"
        onSubmit={(event) => {
          event.preventDefault();
          if (!empty) void run('check');
        }}
      >
        <TextSetting
          name="publish-domain"
          label={publishTexts.domainLabel}
          value={typed}
          inputMode="url"
          placeholder={publishTexts.domainPlaceholder}
          onChange={(value) => {
            setTyped(value);
            setOutcome(null);
          }}
          error={outcome?.tone === 'error' ? outcome.text : undefined}
          hint={publishTexts.domainHint}
        />
        <div className="fo-publish__buttons">
          <button type="submit" className="fo-button fo-button--secondary fo-button--small" disabled={empty || busy !== null}>
            {busy === 'check' ? publishTexts.domainChecking : publishTexts.domainCheck}
          </button>
          <button type="button" className="fo-button fo-button--secondary fo-button--small" disabled={empty || busy !== null} onClick={() => void run('connect')}>
            {busy === 'connect' ? publishTexts.domainConnecting : publishTexts.domainConnect}
          </button>
        </div>
      </form>
      <p className="fo-publish__outcome" role="status">
        {outcome?.tone === 'ok' ? outcome.text : ''}
      </p>
    </section>
  );
}
