/*
 * SPEC 9's yarn counts and fabric constructions: the listing's filter offers exactly these, and
 * the seed makes its products from them so that every choice finds something.
 */

export const COUNT_OPTIONS = [
  '10x10', '10x6', '12x8', '16x12', '2/20x16', '2/40x2/40', '20x16', '20x20',
  '30x30', '40x20', '40x40', '50x50', '60x60', '80x80', '50x40', '45x15',
] as const

export const CONSTRUCTION_OPTIONS = [
  '64x44', '66x48', '76x56', '108x56', '96x72', '120x64', '144x96', '120x60', '108x58', '60x60',
  '124x64', '76x68', '120x80', '132x72', '92x88', '144x92', '92x104', '90x90', '65x65',
] as const
