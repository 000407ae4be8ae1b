/**
 * A purchase order's own actions in its page's header: those of a sales document (Confirm a
 * draft, the PDF: open, save, Send to the supplier, Cancel while nothing was received:
 * SalesDocumentActions) and Receive while anything is still open, for whoever may update
 * purchase orders (ReceiveDialog); Bill on a confirmed order, for whoever may add supplier bills
 * (finance: BillOrderDialog).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useAbility } from '../../crud/ability';
import { resourceDef } from '../../crud/registry';
import { useToasts } from '../../crud/list/feedback';
import { SalesDocumentActions } from '../sales/SalesDocumentDelivery';
import { receivable, ReceiveDialog } from './ReceiveDialog';
import { BillOrderDialog } from './BillOrderDialog';

export const PurchaseOrderActions = () => {
  const translate = useTranslate();
  const doc = useRecordContext();
  const refresh = useRefresh();
  const toasts = useToasts();
  const [open, setOpen] = useState(false);
  const [billing, setBilling] = useState(false);
  const ability = useAbility();
  const mayReceive = ability.can('update', resourceDef('purchase_orders').subject);
  const mayBill = ability.can('create', resourceDef('supplier_bills').subject);
  if (!doc) return null;
  return (
    <>
      <SalesDocumentActions collection="purchase_orders" />
      {mayReceive && receivable(doc) ? (
        <Button size="small" variant="contained" startIcon={<MoveToInboxIcon />} onClick={() => setOpen(true)} data-testid="po-receive">
          {translate('app.purchases.receive.button')}
        </Button>
      ) : null}
      {mayBill && doc.status === 'C' ? (
        <Button size="small" variant="outlined" startIcon={<RequestQuoteIcon />} onClick={() => setBilling(true)} data-testid="po-bill">
          {translate('app.purchases.bill.button')}
        </Button>
      ) : null}
      {billing ? <BillOrderDialog doc={doc} onClose={() => setBilling(false)} /> : null}
      {open ? (
        <ReceiveDialog
          doc={doc}
          onClose={() => setOpen(false)}
          onReceived={() => {
            setOpen(false);
            toasts.success();
            refresh();
          }}
        />
      ) : null}
    </>
  );
};
