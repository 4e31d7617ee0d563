/** The text for a call that never reached the server (votes, the data download, the account's settings). */
export const CONNECTION_MESSAGE = 'Unable to connect to server. Please check your connection and try again.';
