import { shopEditorTexts } from '@folio/model';
import type { Project } from '../../app/api';
import { ModalDialog } from '../../app/modal-dialog';
import { CatalogueSection } from './catalogue-section';
import { ProviderSection } from './provider-section';
import { ShippingTaxSection } from './shipping-tax-section';
import './shop.css';

/** The Shop dialog: the provider, then the products with their skus and prices. */
export function ShopDialog({ open, project, onClose }: { open: boolean; project: Project; onClose: () => void }) {
  return (
    <ModalDialog open={open} title={shopEditorTexts.dialogTitle} onClose={onClose}>
      <div className="fo-shop">
        <ProviderSection project={project._id} numId={project.num_id} />
        <CatalogueSection project={project._id} />
        <ShippingTaxSection project={project._id} />
      </div>
      <div className="fo-dialog__buttons">
        <button type="button" className="fo-button fo-button--secondary" onClick={onClose}>
          {shopEditorTexts.close}
        </button>
      </div>
    </ModalDialog>
  );
}
