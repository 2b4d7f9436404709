/** What the courier needs to pick up and deliver an order. */
export interface ShipmentRequest {
  customOrderId: string;
  placedAt: Date;
  address: { name: string; phone: string | null; email: string; address_line1: string; address_line2: string; city: string; state: string; pincode: number };
  items: Array<{ name: string; sku: string; quantity: number; unitPricePaise: number }>;
  paymentMethod: 'COD' | 'ONLINE';
  totalPaise: number;
}

/** The courier: whether it delivers to a pincode, and booking a shipment (which gives the tracking number). */
export interface ShippingProvider {
  readonly name: string;
  isServiceable(pincode: number): Promise<boolean>;
  createShipment(request: ShipmentRequest): Promise<{ trackingNumber: string }>;
}
