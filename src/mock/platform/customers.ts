/** Account holder a world's keys belong to. */
export interface Customer {
  id: string;
  name: string;
  email: string;
  companyName: string | null;
}

/** The two customers every world holds: `main` owns the full/readonly (and named) keys, `other` the `other` key. */
export interface WorldCustomers {
  main: Customer;
  other: Customer;
}
