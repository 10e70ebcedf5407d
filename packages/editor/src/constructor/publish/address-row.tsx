import { useEffect, useState } from 'react';
import { publishPanelConstants, publishTexts } from '@folio/model';
import { CheckIcon, CopyIcon } from '../../app/icons';

/** The live address, selectable, with Copy (the clipboard; "Copied" for a moment) and a link opening it. */
export function AddressRow({ address }: { address: string | null }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  useEffect(() => {
    if (copied !== 'yes') return;
    const timer = setTimeout(() => setCopied(null), publishPanelConstants.copiedFeedbackMs);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="fo-publish__section" aria-labelledby="fo-publish-address">
      <h3 id="fo-publish-address" className="fo-publish__heading">
        {publishTexts.address}
      </h3>
      {address ? (
        <>
          <div className="fo-publish__address">
            <a className="fo-publish__url" href={address} target="_blank" rel="noopener" title={publishTexts.openLive}>
              {address}
            </a>
            <button type="button" className="fo-button fo-button--secondary fo-button--small" title={publishTexts.copyAddress} onClick={() => void copy()}>
              {copied === 'yes' ? <CheckIcon /> : <CopyIcon />}
              {copied === 'yes' ? publishTexts.copied : publishTexts.copy}
            </button>
          </div>
          <p className="fo-publish__live" role="status">
            {copied === 'yes' ? publishTexts.copied : ''}
          </p>
          {copied === 'failed' && <p className="fo-form-error">{publishTexts.copyFailed}</p>}
        </>
      ) : (
        <p className="fo-publish__note">{publishTexts.addressNotYet}</p>
      )}
    </section>
  );
}
