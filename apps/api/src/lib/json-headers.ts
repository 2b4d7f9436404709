/**
 * What a JSON body needs of helmet's headers (routes that only ever answer JSON skip helmet, `helmet: false`, whose
 * document headers, CSP and the like, mean nothing for JSON and cost more than the rest of such a request): never
 * sniffed as another type, never read by another site's page.
 */
export const JSON_SECURITY_HEADERS = { 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin' } as const;
