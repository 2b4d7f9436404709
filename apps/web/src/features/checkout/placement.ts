import type { CreateOrderBody } from '@shop/contract/orders';
import type { Address } from '@shop/contract/users';
import { isAddressValid } from '../../lib/delivery-address';
import type { CartItem } from '../../store/cart-slice';
import { CHECKOUT_TEXT } from './texts';

/** Why an order cannot be placed yet (SPEC.md §5), or null: a primary address first, then a serviceable area. */
export function placementProblem(address: Address | null, serviceable: boolean): string | null {
  if (!address || !isAddressValid(address)) return CHECKOUT_TEXT.completeAddress;
  if (!serviceable) return CHECKOUT_TEXT.areaNotServiceable;
  return null;
}

type OrderItem = CreateOrderBody['items'][number];

function orderItemOf(item: CartItem): OrderItem {
  return {
    productId: item.productId._id,
    quantity: item.quantity,
    selectedWeight: item.selectedWeight ?? item.productId.weight,
    selectedFragrance: item.selectedFragrance ?? item.productId.fragrance,
  };
}

/** The cart as order items (SPEC.md §7): product, quantity, chosen weight and fragrance. */
export function orderItemsOf(items: readonly CartItem[]): OrderItem[] {
  return items.map(orderItemOf);
}

/** Order items for create-razorpay-order, which also carry the price shown (informational: the server prices it). */
export function pricedOrderItemsOf(items: readonly CartItem[]): Array<OrderItem & { price: number }> {
  return items.map((item) => ({ ...orderItemOf(item), price: item.productId.finalPrice }));
}

/** The delivery address sent with an order. */
export function orderAddressOf(address: Address): NonNullable<CreateOrderBody['address']> {
  return {
    address_line1: address.address_line1,
    address_line2: address.address_line2,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    country: address.country,
  };
}
