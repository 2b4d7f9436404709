import type { Address } from '@shop/contract/users';
import type { ReactNode } from 'react';
import { TitledCard } from './card';
import { addressLines, type Serviceability } from '../lib/delivery-address';
import { useLocale, useTexts } from '../lib/i18n/texts';
import { DELIVERY_ADDRESS_TEXTS } from './delivery-address-texts';
import { DELIVERY_TEXTS } from './payment-texts';
import './delivery-address-card.css';
import { Icon } from './icon';

interface Props {
  address: Address | null;
  serviceability: Serviceability;
  /** An edit button or a link to change the address, beside the heading. */
  action?: ReactNode;
  /** A word about the address, e.g. that it is for this order only. */
  note?: string;
}

/** Whether the courier delivers there: checking, a tick and the server's words, or a cross and its reason. */
export function ServiceabilityLine({ serviceability }: { serviceability: Serviceability }) {
  const DELIVERY_ADDRESS_TEXT = useTexts(DELIVERY_ADDRESS_TEXTS);
  const DELIVERY_TEXT = useTexts(DELIVERY_TEXTS);
  const locale = useLocale();
  if (serviceability.status === 'checking') {
    return (
      <p className="delivery-address__status delivery-address__status--checking" role="status">
        {DELIVERY_ADDRESS_TEXT.checkingDelivery}
      </p>
    );
  }
  const ok = serviceability.status === 'serviceable';
  return (
    <div className={`delivery-address__status delivery-address__status--${ok ? 'ok' : 'bad'}`} role="status">
      <Icon size={20} grid={20}>{ok ? <path d="m5 10.5 3.2 3L15 6.5" /> : <path d="M6 6l8 8M14 6l-8 8" />}</Icon>
      <p>
        {locale === 'en'
          ? serviceability.message
          : serviceability.status === 'serviceable'
            ? serviceability.day
              ? DELIVERY_TEXT.deliveryBy(serviceability.day)
              : DELIVERY_ADDRESS_TEXT.serviceable
            : serviceability.status === 'error'
              ? DELIVERY_ADDRESS_TEXT.pincodeCheckFailed
              : DELIVERY_ADDRESS_TEXT.unserviceable}
      </p>
    </div>
  );
}

/** The Delivery Address block: the primary address and whether the courier delivers there (SPEC.md §2 Checkout). */
export function DeliveryAddressCard({ address, serviceability, action, note }: Props) {
  const DELIVERY_ADDRESS_TEXT = useTexts(DELIVERY_ADDRESS_TEXTS);
  return (
    <TitledCard className="delivery-address" headerClassName="delivery-address__header" title={DELIVERY_ADDRESS_TEXT.deliveryAddress} action={action}>
      {address ? (
        <address className="delivery-address__lines">
          {addressLines(address).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      ) : serviceability.status === 'checking' ? null : (
        <p className="delivery-address__missing">{DELIVERY_ADDRESS_TEXT.addPrimaryAddress}</p>
      )}
      {note && <p className="delivery-address__note">{note}</p>}
      {address || serviceability.status !== 'no-address' ? <ServiceabilityLine serviceability={serviceability} /> : null}
    </TitledCard>
  );
}
