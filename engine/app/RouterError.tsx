/** Shown when the router itself fails (a loader or a layout throws). */
import { useRouteError } from "react-router-dom";
import styled from "styled-components";

const Box = styled.div`
  max-width: 40rem;
  margin: 4rem auto;
  padding: 0 1.25rem;
  font-family: system-ui, sans-serif;
`;

export function RouterError() {
  const error = useRouteError();
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
