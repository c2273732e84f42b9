/** Rounds an amount to paise (two decimals), as every price, discount and tax is shown and stored. */
export const roundMoney = (value: number): number => Math.round(value * 100) / 100
