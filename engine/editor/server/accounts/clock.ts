/** The time now in milliseconds: Date.now in use, a clock the test moves in tests (throttling, sessions, links expire). */
export type Clock = () => number;
