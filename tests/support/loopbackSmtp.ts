/**
 * A real SMTP server on loopback (smtp-server), for the tests of what the editor e-mails: every message it is given
 * is kept whole (its envelope's recipients and its raw text), and the environment points the editor's mail at it.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface LoopbackSmtp {
  port: number;
  mails: ReceivedMail[];
  /** SMTP_HOST and the rest in process.env, pointing at `port` (this server's unless another is given). */
  useIt(port?: number): void;
  close(): Promise<void>;
}

export async function loopbackSmtp(port = 0): Promise<LoopbackSmtp> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ["STARTTLS", "AUTH"], logger: false,
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((to) => to.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const listening = (server.server.address() as AddressInfo).port;
  return {
    port: listening,
    mails,
    useIt: (at = listening) => Object.assign(process.env, { SMTP_HOST: "127.0.0.1", SMTP_PORT: String(at), SMTP_SECURE: "false", SMTP_FROM: "editor@example-practice.test" }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
