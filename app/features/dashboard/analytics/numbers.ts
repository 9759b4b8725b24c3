// Counts as the Analytics section shows them: 1,234 (the same in every browser and on the server).
const FORMAT = new Intl.NumberFormat("en-US");

export const formatNumber = (n: number) => FORMAT.format(n);
