/** Where the product (site + API + widget scripts) and the partner examples run during the specs. */
export const PRODUCT_ORIGIN = `http://localhost:${process.env.E2E_SITE_PORT ?? 4321}`;
export const EXAMPLES_ORIGIN = `http://localhost:${process.env.E2E_EXAMPLES_PORT ?? 4322}`;
