const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export const formatDate = (iso: string) => date.format(new Date(iso));

export function formatCents(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}
