/** heic-decode ships no types: it decodes the main picture of a HEIC file to RGBA pixels. */
declare module "heic-decode" {
  export default function decode(input: { buffer: ArrayBufferLike | Uint8Array }): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
