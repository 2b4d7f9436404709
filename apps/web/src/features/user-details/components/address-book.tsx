import type { Address, AddressInput } from '@shop/contract/users';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { TitledCard } from '../../../components/card';
import { withAddressAdded, withAddressRemoved, withAddressReplaced, withPrimary } from '../../../lib/address-list';
import { PROFILE_CHANGE, PROFILE_ERROR_TEXT, useUpdateProfileMutation } from '../../../lib/profile';
import { failureMessage } from '../../../lib/query-message';
import { PROFILE_UI_TEXTS } from '../ui-texts';
import { AddressForm } from './address-form';
import './address-book.css';
import { useTexts } from '../../../lib/i18n/texts';

/** One of an address's actions (Edit, Make primary, Remove), named with the address it acts on. */
function AddressAction({ label, ariaLabel, danger = false, disabled, onClick }: { label: string; ariaLabel: string; danger?: boolean; disabled: boolean; onClick: () => void }) {
  return (
    <button type="button" className={`address-book__link${danger ? ' address-book__link--danger' : ''}`} aria-label={ariaLabel} disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
}

/** The customer's delivery addresses: exactly one primary, each can be edited, removed or made primary. */
export function AddressBook({ addresses }: { addresses: readonly Address[] }) {
  const PROFILE_UI_TEXT = useTexts(PROFILE_UI_TEXTS);
  const [updateProfile, { isLoading: updating }] = useUpdateProfileMutation({ fixedCacheKey: PROFILE_CHANGE });
  /** 'new', the id of the address being edited, or null. */
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function saveList(list: AddressInput[], success: string): Promise<boolean> {
    setError(null);
    const result = await updateProfile({ changes: { addresses: list } });
    if (result.error) {
      setError(failureMessage(result.error, PROFILE_ERROR_TEXT.updateFailed));
      return false;
    }
    toast.success(success);
    return true;
  }

  async function saveAddress(input: AddressInput) {
    const list = editing === 'new' || editing === null ? withAddressAdded(addresses, input) : withAddressReplaced(addresses, editing, input);
    if (await saveList(list, PROFILE_UI_TEXT.addressSaved)) setEditing(null);
  }

  const describe = (a: Address) => a.address_line1;

  return (
    <TitledCard
      className="account-card address-book"
      headerClassName="account-card__header"
      title={PROFILE_UI_TEXT.addressesHeading}
      action={
        editing === null ? (
          <button
            type="button"
            className="btn btn-secondary account-card__action"
            onClick={() => {
              setError(null);
              setEditing('new');
            }}
            disabled={updating}
          >
            {PROFILE_UI_TEXT.addAddress}
          </button>
        ) : null
      }
    >

      {addresses.length === 0 && editing !== 'new' ? <p className="address-book__empty">{PROFILE_UI_TEXT.noAddresses}</p> : null}

      <ul className="address-book__list">
        {addresses.map((a) =>
          editing === a._id ? (
            <li key={a._id}>
              <AddressForm address={a} busy={updating} error={error} onSave={(input) => void saveAddress(input)} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li key={a._id} className={`address-book__item${a.isPrimary ? ' address-book__item--primary' : ''}`}>
              <div className="address-book__head">
                <h3 className="address-book__alias">{a.alias}</h3>
                {a.isPrimary ? <span className="address-book__badge">{PROFILE_UI_TEXT.primary}</span> : null}
              </div>
              <address className="address-book__lines">
                {a.address_line1}
                {a.address_line2 ? (
                  <>
                    <br />
                    {a.address_line2}
                  </>
                ) : null}
                <br />
                {[a.city, a.state].filter(Boolean).join(', ')} {a.pincode}
                <br />
                {a.country}
              </address>
              {editing === null ? (
                <div className="address-book__actions">
                  <AddressAction
                    label={PROFILE_UI_TEXT.edit}
                    ariaLabel={PROFILE_UI_TEXT.editAddressLabel(a.alias, describe(a))}
                    disabled={updating}
                    onClick={() => {
                      setError(null);
                      setEditing(a._id);
                    }}
                  />
                  {!a.isPrimary ? (
                    <AddressAction
                      label={PROFILE_UI_TEXT.makePrimary}
                      ariaLabel={PROFILE_UI_TEXT.makePrimaryLabel(a.alias, describe(a))}
                      disabled={updating}
                      onClick={() => void saveList(withPrimary(addresses, a._id), PROFILE_UI_TEXT.primaryChanged)}
                    />
                  ) : null}
                  {addresses.length > 1 ? (
                    <AddressAction
                      label={PROFILE_UI_TEXT.remove}
                      ariaLabel={PROFILE_UI_TEXT.removeLabel(a.alias, describe(a))}
                      danger
                      disabled={updating}
                      onClick={() => void saveList(withAddressRemoved(addresses, a._id), PROFILE_UI_TEXT.addressRemoved)}
                    />
                  ) : null}
                </div>
              ) : null}
            </li>
          ),
        )}
        {editing === 'new' ? (
          <li>
            <AddressForm busy={updating} error={error} onSave={(input) => void saveAddress(input)} onCancel={() => setEditing(null)} />
          </li>
        ) : null}
      </ul>
      {addresses.length === 1 && editing === null ? <p className="address-book__note">{PROFILE_UI_TEXT.lastAddress}</p> : null}
      {error && editing === null ? (
        <p className="error-text address-book__error" role="alert">
          {error}
        </p>
      ) : null}
    </TitledCard>
  );
}
