/** The courier: whether it delivers to a pincode (shipments and tracking come later). */
export interface ShippingProvider {
  readonly name: string;
  isServiceable(pincode: number): Promise<boolean>;
}
