/** File name of a prerendered page's HTML: '/' is index.html, '/pricing' is pricing.html, '/app/order/address' is app-order-address.html. */
export function prerenderedFileOf(pagePath: string): string;
/** Renders the public pages and the guests' pages of a finished client build into `<outDir>/prerendered/`; returns how many. */
export function prerender(options: { root: string; outDir: string }): Promise<number>;
