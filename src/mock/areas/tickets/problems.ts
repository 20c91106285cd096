/** Problem codes of the support-ticket area and their titles. Tickets need a key on every path. */
export const ticketsProblems = {
  titles: {
    ticket_not_found: 'Ticket not found',
    ticket_not_closed: 'Ticket is not closed',
  },
  publicPaths: [],
};
