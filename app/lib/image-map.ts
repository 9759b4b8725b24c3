import type { ImageMap } from "#core/image-rule.ts";

// docs/product.md#entities local image map: image names a card may use instead of an address (core/image-rule.ts
// looks them up by value, then by the card's name). Keys are lower case.

/** Background images of portfolio cards. */
export const CARD_IMAGE_MAP: ImageMap = {
  aurora: "/images/samples/aurora.svg",
  bloom: "/images/samples/bloom.svg",
  circuit: "/images/samples/circuit.svg",
  dunes: "/images/samples/dunes.svg",
  "grid-city": "/images/samples/grid-city.svg",
  horizon: "/images/samples/horizon.svg",
  mosaic: "/images/samples/mosaic.svg",
  orbit: "/images/samples/orbit.svg",
  prism: "/images/samples/prism.svg",
  waves: "/images/samples/waves.svg",
};

/** Logos of portfolio cards, by logo name or by venture name. */
export const LOGO_IMAGE_MAP: ImageMap = {
  leadsmanager: "/images/samples/logo-leadsmanager.svg",
  "logo-leadsmanager": "/images/samples/logo-leadsmanager.svg",
  supplylink: "/images/samples/logo-supplylink.svg",
  "logo-supplylink": "/images/samples/logo-supplylink.svg",
};
