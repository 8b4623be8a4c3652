/**
 * A passkey of a test's own: an EC P-256 key, as authenticators make, in the COSE form the editor keeps, and the
 * answers its device would give to a sign-in challenge from `origin` (with or without the PIN or fingerprint).
 */
import { createHash, generateKeyPairSync, sign } from "node:crypto";

export interface TestPasskey {
  id: string;
  /** The public key as the passkeys table keeps it. */
  cose: Buffer;
  /** The device's answer to a sign-in challenge, with or without user verification (the UV flag). */
  answer(challenge: string, withVerification?: boolean): Record<string, unknown>;
}

export function testPasskey(id: string, origin: string): TestPasskey {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  // {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}
  const cose = Buffer.concat([Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]), Buffer.from(jwk.x!, "base64url"), Buffer.from([0x22, 0x58, 0x20]), Buffer.from(jwk.y!, "base64url")]);
  const rpId = new URL(origin).hostname;
  return {
    id,
    cose,
    answer(challenge, withVerification = true) {
      const clientDataJSON = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin, crossOrigin: false }));
      // Counter 0, as many passkeys send (they keep no count): a replay is then stopped by the editor alone.
      const flags = 0x01 | (withVerification ? 0x04 : 0);
      const authenticatorData = Buffer.concat([createHash("sha256").update(rpId).digest(), Buffer.from([flags, 0, 0, 0, 0])]);
      const signature = sign("sha256", Buffer.concat([authenticatorData, createHash("sha256").update(clientDataJSON).digest()]), privateKey);
      return {
        id, rawId: id, type: "public-key", clientExtensionResults: {},
        response: { clientDataJSON: clientDataJSON.toString("base64url"), authenticatorData: authenticatorData.toString("base64url"), signature: signature.toString("base64url") },
      };
    },
  };
}
