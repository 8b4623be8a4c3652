/**
 * A field no person fills: kept out of sight and out of reach (off screen, hidden from assistive
 * technology, skipped by Tab, not offered to autofill), but present for a robot that fills every field
 * it finds. The receivers drop a submission that fills it (engine/forms/contract.ts, isSpam).
 */
import styled from "styled-components";
import { HONEYPOT_FIELD } from "./contract";
import { useSite } from "../app/SiteContext";

/** Off screen rather than display: none, which some robots look for and skip. */
const OutOfSight = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export function SpamTrap({ idPrefix }: { idPrefix: string }) {
  const { strings } = useSite();
  return (
    <OutOfSight aria-hidden="true">
      <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{strings.formSpamTrap}</label>
      <input id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </OutOfSight>
  );
}
