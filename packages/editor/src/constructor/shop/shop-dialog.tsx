import { useState } from 'react';
import { ordersScreenTexts, shopEditorTexts } from '@folio/model';
import type { Project } from '../../app/api';
import { ModalDialog } from '../../app/modal-dialog';
import { OrdersDialog } from '../../orders/orders-dialog';
import { CatalogueSection } from './catalogue-section';
import { ProviderSection } from './provider-section';
import { ShippingTaxSection } from './shipping-tax-section';
import './shop.css';

/** The Shop dialog: the provider, then the products with their skus and prices. */
export function ShopDialog({ open, project, onClose }: { open: boolean; project: Project; onClose: () => void }) {
  const [readingOrders, setReadingOrders] = useState(false);
  return (
    <>
      <ModalDialog open={open} title={shopEditorTexts.dialogTitle} onClose={onClose}>
        <div className="fo-shop">
          <ProviderSection project={project._id} numId={project.num_id} />
          <CatalogueSection project={project._id} />
          <ShippingTaxSection project={project._id} />
        </div>
        <div className="fo-dialog__buttons">
          <button type="button" className="fo-button fo-button--secondary" onClick={() => setReadingOrders(true)}>
            {ordersScreenTexts.shopLink}
          </button>
          <button type="button" className="fo-button fo-button--secondary" onClick={onClose}>
            {shopEditorTexts.close}
          </button>
        </div>
      </ModalDialog>
      <OrdersDialog open={readingOrders} project={{ id: project._id, title: project.title }} onClose={() => setReadingOrders(false)} />
    </>
  );
}
