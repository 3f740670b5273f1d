export interface TicketRequest {
  /** One line that says what went wrong. */
  title: string;
  priority: "low" | "normal" | "high";
  /** The customer's order, when the ticket is about one. */
  orderId?: string;
}

/**
 * Looks up an order by its id.
 * @param orderId The order id, e.g. "A-1001".
 */
export function lookupOrder(orderId: string): { id: string; status: string } {
  return { id: orderId, status: "shipped" };
}

/** Opens a support ticket for a human agent. */
export function createTicket(ticket: TicketRequest): string {
  return `ticket T-7 opened (${ticket.priority}): ${ticket.title}`;
}
