/** A mistake in the request (bad path, page exists, no category): its message is for the person who typed the command. */
export class ScaffoldError extends Error {}
