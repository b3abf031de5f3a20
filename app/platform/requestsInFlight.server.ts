/**
 * How many HTTP requests the server is answering right now (counted by server.js from a request's arrival to its
 * connection's end), so long background-like work inside a request (a whole-donation certificate) can give way
 * to others while there are any, and run at full speed while there are none.
 */
let inFlight = 0;

export const requestsInFlight = {
  started: () => {
    inFlight += 1;
  },
  ended: () => {
    inFlight = Math.max(0, inFlight - 1);
  },
  count: () => inFlight,
};
