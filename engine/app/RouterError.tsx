/** Shown when a page cannot be shown at all (its data failed to load, or the page frame threw). */
import { Component, Suspense, type ReactNode } from "react";
import styled from "styled-components";

const Box = styled.div`
  max-width: 40rem;
  margin: 4rem auto;
  padding: 0 1.25rem;
`;

export function ApplicationError({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : typeof error === "string" ? error : undefined;
  return (
    <Box role="alert">
      <h1>Unexpected Application Error!</h1>
      {detail && <p>{detail}</p>}
      <p>
        <a href="/">Return to Home</a>
      </p>
    </Box>
  );
}

export class RouterError extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error("Unknown error") };
  }

  override componentDidCatch(error: unknown) {
    console.error("The page could not be shown:", error);
  }

  override render() {
    if (this.state.error) return <ApplicationError error={this.state.error} />;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
