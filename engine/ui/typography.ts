/** Text styles shared across blocks and menus, built from the theme's type scale. */
import { css } from "styled-components";

/** Small bold capitals: the line over a hero's or a picture's heading, and a menu column's heading. */
export const labelText = css`
  font-size: ${({ theme }) => theme.fontSize.small};
  font-weight: bold;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;
