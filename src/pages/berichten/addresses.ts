type Address = { email: string; naam: string | null };

/** An address as a reader shows it: 'Naam <adres>', or the address alone when there is no other name (never 'x@y <x@y>'). */
export const addressText = (a: Address) => (a.naam && a.naam.trim().toLowerCase() !== a.email.toLowerCase() ? `${a.naam} <${a.email}>` : a.email);

export const addressList = (list: readonly Address[]) => list.map(addressText).join(', ');
