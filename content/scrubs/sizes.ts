// Size runs shared by several products.

export const TOP_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;
export const PANT_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', 'S Tall', 'M Tall', 'L Tall'] as const;
export const SET_SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;
export const ONE_SIZE = ['One size'] as const;
export const SOCK_SIZES = ['S/M', 'L/XL'] as const;
export const US_SHOE_SIZES = ['US 6', 'US 7', 'US 8', 'US 9', 'US 10', 'US 11', 'US 12'] as const;
export const EU_SHOE_SIZES = ['EU 36', 'EU 37', 'EU 38', 'EU 39', 'EU 40', 'EU 41', 'EU 42', 'EU 43'] as const;
export const UNISEX_SHOE_SIZES = ['M4/W6', 'M5/W7', 'M6/W8', 'M7/W9', 'M8/W10', 'M9/W11', 'M10/W12', 'M11/W13'] as const;
