/** What the courier needs to pick up and deliver an order. */
export interface ShipmentRequest {
  customOrderId: string;
  placedAt: Date;
  address: { name: string; phone: string | null; email: string; address_line1: string; address_line2: string; city: string; state: string; pincode: number };
  items: Array<{ name: string; sku: string; quantity: number; unitPricePaise: number }>;
  paymentMethod: 'COD' | 'ONLINE';
  totalPaise: number;
}

/** Whether the courier delivers to a pincode and, if so, on which day (India time) it expects to. */
export interface DeliveryQuote {
  serviceable: boolean;
  /** YYYY-MM-DD; null when not serviceable or the courier gives no date. */
  estimatedDeliveryDate: string | null;
}

/** The courier: whether it delivers to a pincode and when, and booking a shipment (which gives the tracking number). */
export interface ShippingProvider {
  readonly name: string;
  isServiceable(pincode: number): Promise<boolean>;
  /** Serviceability with the expected delivery day of a parcel ordered at `at`. */
  quote(pincode: number, at: Date): Promise<DeliveryQuote>;
  /** Books the shipment: its tracking number (AWB) and the courier that carries it, when the provider names one. */
  createShipment(request: ShipmentRequest): Promise<{ trackingNumber: string; courierName?: string }>;
}
