/**
 * A number as the studio writes it for people: thousands grouped, decimals kept
 * ("1,500 characters", "4,294,967,295", "0.05"). Every rule the contract states says its
 * bounds this way, so the API's 400 message and the form that shows it read alike.
 */
export const grouped = (n: number | bigint): string => n.toLocaleString('en', { maximumFractionDigits: 20 });
